import type { AccountSettings } from '@invest/contracts';
import { taxFormLabels } from '@invest/contracts/onboarding-checklist';
import { Button, PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { idOf, textOf } from '../../../shared/forms/form-values';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FileIcon } from '../../../shared/ui/icons';
import { useFileDownload } from '../../../shared/ui/use-file-download';
import { CountrySelect, ReferenceSelect } from '../../lookups';
import { settingsSchemas, useSaveTaxInfoSettingsMutation, useTaxFormFileMutation } from './settings.api';
import { SettingsFormCard } from './settings-form-card';
import { SettingsPage } from './settings-page';
import { useSettingsForm } from './use-settings-form';

interface TaxValues extends Record<string, unknown> {
  tax_country_id: string;
  tax_number: string;
  source_of_funds: string;
}

function TaxForm({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation();
  const isEntity = settings.user_type === 'Entity';
  const form = taxFormLabels[settings.tax_form];
  const [save, { isLoading }] = useSaveTaxInfoSettingsMutation();
  const [fetchTaxForm, file] = useTaxFormFileMutation();
  const { download, failure } = useFileDownload(t('accountArea.taxFormFailed', { form }));
  const saved = settings.tax_info ?? undefined;
  const {
    form: taxForm,
    onSubmit,
    message,
  } = useSettingsForm({
    initialValues: {
      tax_country_id: textOf(saved, 'tax_country_id'),
      tax_number: '',
      source_of_funds: textOf(saved, 'source_of_funds'),
    } satisfies TaxValues,
    schema: settingsSchemas.taxInfo,
    toRequest: (values: TaxValues) => ({
      ...(isEntity ? { source_of_funds: idOf(values.source_of_funds) } : {}),
      tax_country_id: idOf(values.tax_country_id),
      tax_number: values.tax_number,
    }),
    save,
    savedMessage: t('accountArea.taxSaved', { form }),
  });
  const lastFour = textOf(saved, 'tax_number_last4');
  return (
    <SettingsFormCard
      id="tax-settings-title"
      title={t('accountArea.taxCard')}
      description={t('accountArea.taxCardDescription', { form })}
      onSubmit={onSubmit}
      message={message}
      isSaving={isLoading}
    >
      <CountrySelect
        label={t('onboardingLater.taxPayer.taxCountry')}
        required
        {...taxForm.getInputProps('tax_country_id')}
      />
      <PasswordInput
        label={t('onboardingLater.taxPayer.taxNumber')}
        description={lastFour ? t('accountArea.taxNumberSaved', { lastFour }) : undefined}
        autoComplete="off"
        spellCheck={false}
        required
        visibilityToggleButtonProps={{ tabIndex: 0, 'aria-label': t('onboardingLater.taxPayer.showTaxNumber') }}
        {...taxForm.getInputProps('tax_number')}
      />
      {isEntity ? (
        <ReferenceSelect
          list="fundingSources"
          label={t('onboardingLater.taxPayer.sourceOfFunds')}
          required
          {...taxForm.getInputProps('source_of_funds')}
        />
      ) : null}
      {saved ? (
        <Button
          variant="default"
          leftSection={<FileIcon size={16} />}
          loading={file.isLoading}
          w="fit-content"
          onClick={() => void download(() => fetchTaxForm(settings.tax_form).unwrap(), `${form}.pdf`)}
        >
          {t('accountArea.downloadTaxForm', { form })}
        </Button>
      ) : null}
      <FormAlert message={failure} />
    </SettingsFormCard>
  );
}

/** `/account/tax`: the taxpayer identification, and the W-9 or W-8 prepared from it. */
export function TaxSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage title={t('accountArea.taxTitle')} description={t('accountArea.taxDescription')}>
      {(settings) => <TaxForm settings={settings} />}
    </SettingsPage>
  );
}
