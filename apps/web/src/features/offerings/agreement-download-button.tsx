import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfDownloadButton } from '../onboarding';
import { agreementUrls } from './offerings.api';

/** The signed agreement of a commitment, fetched when asked for, then saved like any download. */
export function AgreementDownloadButton({ subscriptionId }: { subscriptionId: string }) {
  const { t } = useTranslation();
  const [isAsked, setAsked] = useState(false);
  if (!isAsked) {
    return (
      <Button size="xs" variant="subtle" onClick={() => setAsked(true)}>
        {t('offerings.investments.agreement')}
      </Button>
    );
  }
  return (
    <PdfDownloadButton
      request={{ url: agreementUrls.ofCommitment(subscriptionId) }}
      fileName="subscription-agreement-signed.pdf"
      downloadLabel={t('offerings.subscribe.downloadSigned')}
      loadingLabel={t('offerings.subscribe.preparing')}
    />
  );
}
