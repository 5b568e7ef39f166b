import type { OnboardingProgress, SignedDeed } from '@invest/contracts/onboarding';
import { Alert, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';
import { CheckCircleIcon } from '../../../shared/ui/icons';
import { PdfDownloadButton, PdfPreview } from '../fields/pdf-preview';
import { SignaturePadField } from '../fields/signature-pad';
import { useSignDeedMutation } from '../onboarding.api';
import { StepCard, StepForm, type StepScreenProps } from '../step-layout';
import { StepOutcome } from './step-outcome';

/** The deed to read, the pad to sign it on, and the signing. */
function DeedSigningForm({ screen, onSigned }: { screen: StepScreenProps; onSigned: (deed: SignedDeed) => void }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { signature: '' },
    validate: { signature: (value) => (value ? null : t('onboardingLater.deed.signFirst')) },
  });
  const feedback = useFormFeedback(form);
  const [signDeed, { isLoading }] = useSignDeedMutation();

  const onSubmit = form.onSubmit((values) =>
    feedback.attempt(async () => {
      onSigned(await signDeed(values).unwrap());
    }),
  );

  return (
    <StepForm
      screen={screen}
      onSubmit={onSubmit}
      message={feedback.message}
      isSaving={isLoading}
      submitLabel={t('onboardingLater.deed.sign')}
    >
      <Text size="sm">{t('onboardingLater.deed.readThenSign')}</Text>
      <PdfPreview
        request={{ url: '/registration/deed/preview', method: 'POST' }}
        title={t('onboardingLater.deed.previewTitle')}
        fileName="deed-of-trust.pdf"
        downloadLabel={t('onboardingLater.deed.download')}
        loadingLabel={t('onboardingLater.deed.preparing')}
      />
      <SignaturePadField
        label={t('onboardingLater.deed.signature')}
        description={t('onboardingLater.deed.signatureNote')}
        error={form.errors.signature}
        onChange={(signature) => form.setFieldValue('signature', signature ?? '')}
      />
    </StepForm>
  );
}

/** The signed deed: when, its download, and the way on. */
function SignedDeedView({
  screen,
  signedAt,
  progress,
}: {
  screen: StepScreenProps;
  signedAt: string;
  progress: OnboardingProgress | null;
}) {
  const { t } = useTranslation();
  return (
    <StepOutcome screen={screen} progress={progress} title={t('onboardingLater.deed.signedTitle')}>
      <Alert variant="light" color="teal" icon={<CheckCircleIcon />}>
        {t('onboardingLater.deed.signed', { date: formatDateTime(signedAt) })}
      </Alert>
      <PdfDownloadButton
        request={{ url: '/registration/deed' }}
        fileName="deed-of-trust-signed.pdf"
        downloadLabel={t('onboardingLater.deed.downloadSigned')}
        loadingLabel={t('onboardingLater.deed.preparingSigned')}
      />
    </StepOutcome>
  );
}

/**
 * My Deed: the deed of trust, previewed as the server renders it, signed with a drawn signature (a
 * PNG the server embeds in the PDF it keeps), then the signed copy to download.
 */
export function DeedStep(screen: StepScreenProps) {
  const { t } = useTranslation();
  const [signed, setSigned] = useState<SignedDeed | null>(null);
  const signedAt = signed?.signed_at ?? screen.entry.completed_at;

  return (
    <StepCard title={t('onboarding.labels.deed')} description={t('onboardingLater.deed.description')}>
      {signedAt ? (
        <SignedDeedView screen={screen} signedAt={signedAt} progress={signed?.progress ?? null} />
      ) : (
        <DeedSigningForm screen={screen} onSigned={setSigned} />
      )}
    </StepCard>
  );
}
