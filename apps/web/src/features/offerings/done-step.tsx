import type { InvestorOffering, Subscription } from '@invest/contracts';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format/date-time';
import { CheckCircleIcon } from '../../shared/ui/icons';
import { PdfDownloadButton } from '../onboarding';
import { formatOfferingAmount } from './offering-amount';
import { agreementUrls } from './offerings.api';

/** The commitment made: what is held, until when it may change, the signed agreement and the way to "my investments". */
export function DoneStep({ offering, commitment }: { offering: InvestorOffering; commitment: Subscription }) {
  const { t } = useTranslation();
  const values = {
    amount: formatOfferingAmount(commitment.amount),
    asset: commitment.quote_asset,
    shares: commitment.share_qty,
    name: offering.name,
    until: formatDateTime(commitment.cancellable_until),
  };
  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" icon={<CheckCircleIcon />} title={t('offerings.subscribe.doneTitle')}>
        {t(commitment.cancellable_until ? 'offerings.subscribe.done' : 'offerings.subscribe.doneNoCancel', values)}
      </Alert>
      <PdfDownloadButton
        request={{ url: agreementUrls.ofCommitment(commitment.id) }}
        fileName="subscription-agreement-signed.pdf"
        downloadLabel={t('offerings.subscribe.downloadSigned')}
        loadingLabel={t('offerings.subscribe.preparing')}
      />
      <Group>
        <Button component={Link} to="/offerings/investments">
          {t('offerings.subscribe.seeInvestments')}
        </Button>
      </Group>
    </Stack>
  );
}
