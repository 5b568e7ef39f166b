import type { OnboardingProgress } from '@invest/contracts/onboarding';
import { taxFormLabels } from '@invest/contracts/onboarding-checklist';
import { taxFormFamily } from '@invest/contracts/onboarding-rules';
import { Anchor, PasswordInput, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { idOf, textOf } from '../../../shared/forms/form-values';
import { useAppSelector } from '../../../shared/store/hooks';
import { CountrySelect, ReferenceSelect } from '../../lookups';
import { readDraft } from '../drafts';
import { PdfPreview } from '../fields/pdf-preview';
import { onboardingSchemas } from '../onboarding-schemas';
import { StepCard, StepForm, type StepScreenProps } from '../step-layout';
import { useStepForm } from '../use-step-form';
import { StepOutcome } from './step-outcome';

interface TaxPayerValues extends Record<string, unknown> {
  tax_country_id: string;
  tax_number: string;
  source_of_funds: string;
}

const draft = 'tax_payer_identification';

function TaxDetailsForm({
  screen,
  isEntity,
  isChanging,
  onSaved,
}: {
  screen: StepScreenProps;
  isEntity: boolean;
  /** Opened from the tax form to change the details: the tax number takes the focus. */
  isChanging: boolean;
  onSaved: (progress: OnboardingProgress) => void;
}) {
  const { t } = useTranslation();
  const nationalityId = useAppSelector((state) => state.auth.user?.nationality?.id);
  const saved = screen.status.answers.tax_payer_identification;
  const { form, onSubmit, message, isSaving } = useStepForm({
    draft,
    initialValues: {
      tax_country_id: textOf(saved, 'tax_country_id') || (isEntity ? '' : String(nationalityId ?? '')),
      tax_number: '',
      source_of_funds: textOf(saved, 'source_of_funds'),
    } satisfies TaxPayerValues,
    schema: isEntity ? onboardingSchemas.entityTaxInfo : onboardingSchemas.taxPayerId,
    toRequest: (values: TaxPayerValues) => ({
      ...(isEntity ? { source_of_funds: idOf(values.source_of_funds) } : {}),
      tax_country_id: idOf(values.tax_country_id),
      tax_number: values.tax_number,
    }),
    path: isEntity ? 'entity/tax-info' : 'individual/taxPayerId',
    onDone: onSaved,
  });
  const hint = isEntity && screen.status.tax_form === 'w9' ? 'w9_entity' : screen.status.tax_form;
  const savedLastFour = textOf(saved, 'tax_number_last4');
  const description = savedLastFour
    ? `${t(`onboardingLater.taxPayer.taxNumberHints.${hint}`)} ${t('onboardingLater.taxPayer.savedTaxNumber', { lastFour: savedLastFour })}`
    : t(`onboardingLater.taxPayer.taxNumberHints.${hint}`);
  const taxNumberRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (isChanging) taxNumberRef.current?.focus();
  }, [isChanging]);

  return (
    <StepForm
      screen={screen}
      onSubmit={onSubmit}
      message={message}
      isSaving={isSaving}
      submitLabel={t('onboardingLater.taxPayer.saveAndShow')}
    >
      <CountrySelect
        label={t('onboardingLater.taxPayer.taxCountry')}
        required
        {...form.getInputProps('tax_country_id')}
      />
      <PasswordInput
        ref={taxNumberRef}
        label={t('onboardingLater.taxPayer.taxNumber')}
        description={description}
        autoComplete="off"
        spellCheck={false}
        required
        visibilityToggleButtonProps={{ tabIndex: 0, 'aria-label': t('onboardingLater.taxPayer.showTaxNumber') }}
        {...form.getInputProps('tax_number')}
      />
      {isEntity ? (
        <ReferenceSelect
          list="fundingSources"
          label={t('onboardingLater.taxPayer.sourceOfFunds')}
          required
          {...form.getInputProps('source_of_funds')}
        />
      ) : null}
    </StepForm>
  );
}

/**
 * The user's tax form, prepared by the server from their details, with its download. Continue
 * moves on with the progress of the save just made, or past a step done before.
 */
function TaxFormReview({
  screen,
  progress,
  onChange,
}: {
  screen: StepScreenProps;
  progress: OnboardingProgress | null;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const form = taxFormLabels[screen.status.tax_form];
  const formUrl = `/registration/get-wform?form=${taxFormFamily(screen.status.tax_form)}`;
  return (
    <StepOutcome screen={screen} progress={progress} title={t('onboardingLater.taxPayer.formTitle', { form })}>
      <Text size="sm" c="dimmed">
        {t('onboardingLater.taxPayer.formIntro', { form })} {t('onboardingLater.taxPayer.numberHidden', { form })}
      </Text>
      <PdfPreview
        request={{ url: `${formUrl}&purpose=preview` }}
        downloadRequest={{ url: formUrl }}
        title={t('onboardingLater.taxPayer.formTitle', { form })}
        fileName={`${form}.pdf`}
        downloadLabel={t('onboardingLater.taxPayer.download', { form })}
        loadingLabel={t('onboardingLater.taxPayer.preparing', { form })}
      />
      <Anchor component="button" type="button" size="sm" w="fit-content" onClick={onChange}>
        {t('onboardingLater.taxPayer.change')}
      </Anchor>
    </StepOutcome>
  );
}

/**
 * My Taxpayer Identification: the tax country and number (and, for an entity, its source of funds),
 * then the tax form the server prepares from them (SPEC 5: W-9 for US persons, otherwise W-8BEN, or
 * W-8BEN-E for an entity). The user moves on only after seeing the form; a step done before opens
 * on the form, unless changes to the details were left unsaved.
 */
export function TaxPayerStep(screen: StepScreenProps) {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.auth.user);
  const isEntity = user?.user_type === 'Entity';
  const [progress, setProgress] = useState<OnboardingProgress | null>(null);
  const [view, setView] = useState<'details' | 'changing' | 'form'>(() =>
    screen.entry.completed_at && readDraft(user?.id ?? '', draft) === null ? 'form' : 'details',
  );

  const onSaved = (saved: OnboardingProgress) => {
    setProgress(saved);
    setView('form');
  };

  return (
    <StepCard
      title={t('onboarding.labels.tax_payer_identification')}
      description={
        isEntity ? t('onboardingLater.taxPayer.entityDescription') : t('onboardingLater.taxPayer.description')
      }
    >
      {view === 'form' ? (
        <TaxFormReview screen={screen} progress={progress} onChange={() => setView('changing')} />
      ) : (
        <TaxDetailsForm screen={screen} isEntity={isEntity} isChanging={view === 'changing'} onSaved={onSaved} />
      )}
    </StepCard>
  );
}
