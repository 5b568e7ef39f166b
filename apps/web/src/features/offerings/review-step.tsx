import type { InvestorOffering, SubscriptionForm } from '@invest/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PdfPreview } from '../onboarding';
import { CommitmentFigures } from './commitment-figures';
import { agreementUrls } from './offerings.api';
import { StepActions } from './step-actions';

/** The commitment's figures and the subscription agreement to read, rendered by the server as a PDF. */
export function ReviewStep({
  offering,
  form,
  onBack,
  onNext,
}: {
  offering: InvestorOffering;
  form: SubscriptionForm;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <Stack gap="md">
        <CommitmentFigures offering={offering} form={form} />
        <Text size="sm">{t('offerings.subscribe.reviewIntro')}</Text>
        <PdfPreview
          key={`${form.share_qty}-${form.price_share}`}
          request={{ url: agreementUrls.ofForm(offering.id) }}
          title={t('offerings.subscribe.agreementTitle')}
          fileName="subscription-agreement.pdf"
          downloadLabel={t('offerings.subscribe.download')}
          loadingLabel={t('offerings.subscribe.preparing')}
        />
        <StepActions onBack={onBack} submitLabel={t('offerings.subscribe.continue')} />
      </Stack>
    </form>
  );
}
