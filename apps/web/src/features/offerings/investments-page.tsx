import type { Subscription, SubscriptionStatus } from '@invest/contracts';
import { Anchor, Button, Group, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format/date-time';
import { EmptyState } from '../../shared/ui/empty-state';
import { RocketIcon } from '../../shared/ui/icons';
import { PageHeader } from '../../shared/ui/page-header';
import { ReflowActions, ReflowCell, ReflowTable, ReflowTitle } from '../../shared/ui/reflow-table';
import { type BadgeTone, ToneBadge } from '../../shared/ui/tone-badge';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { WhenLoaded } from '../../shared/ui/when-loaded';
import { AgreementDownloadButton } from './agreement-download-button';
import { CancelCommitmentButton } from './cancel-commitment-button';
import { CommitmentOutcome } from './commitment-outcome';
import { formatOfferingAmount } from './offering-amount';
import { useSubscriptionsQuery } from './offerings.api';
import { ReconfirmCommitmentButton } from './reconfirm-commitment-button';

const statusTones: Record<SubscriptionStatus, BadgeTone> = {
  active: 'positive',
  needs_reconfirmation: 'warning',
  settled: 'positive',
  cancelled: 'neutral',
  priced_out: 'neutral',
  lapsed: 'neutral',
  released: 'warning',
};

function CommitmentRow({ commitment }: { commitment: Subscription }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`offerings.investments.${key}` as 'offerings.investments.offering');
  const money = (decimal: string) => `${formatOfferingAmount(decimal)} ${commitment.quote_asset}`;
  const canChange = commitment.cancellable_until !== null;
  return (
    <Table.Tr>
      <ReflowTitle>
        <Anchor component={Link} to={`/offerings/${commitment.ipo_id}`}>
          {commitment.offering_name}
        </Anchor>
      </ReflowTitle>
      <ReflowCell label={label('shares')}>{commitment.share_qty}</ReflowCell>
      <ReflowCell label={label('price')}>{money(commitment.price_share)}</ReflowCell>
      <ReflowCell label={label('amount')}>{money(commitment.amount)}</ReflowCell>
      <ReflowCell label={label('status')}>
        <Stack gap={4}>
          <ToneBadge tone={statusTones[commitment.status]}>
            {t(`offerings.investments.statuses.${commitment.status}`)}
          </ToneBadge>
          <CommitmentOutcome commitment={commitment} />
        </Stack>
      </ReflowCell>
      <ReflowCell label={label('committed')}>{formatDateTime(commitment.created_at)}</ReflowCell>
      <ReflowCell label={label('cancellableUntil')}>
        {canChange ? formatDateTime(commitment.cancellable_until) : t('offerings.investments.notCancellable')}
      </ReflowCell>
      <ReflowActions>
        <Group gap="xs" wrap="nowrap">
          {commitment.status === 'needs_reconfirmation' ? <ReconfirmCommitmentButton commitment={commitment} /> : null}
          {canChange ? (
            <>
              <Button size="xs" variant="default" component={Link} to={`/offerings/${commitment.ipo_id}/subscribe`}>
                {t('offerings.investments.change')}
              </Button>
              <CancelCommitmentButton commitment={commitment} />
            </>
          ) : null}
          <AgreementDownloadButton subscriptionId={commitment.id} />
        </Group>
      </ReflowActions>
    </Table.Tr>
  );
}

/** "My investments": the investor's commitments, what each holds, its status, and cancel or change while allowed. */
export function InvestmentsPage() {
  const { t } = useTranslation();
  usePageTitle(t('offerings.investments.pageTitle'));
  const subscriptions = useSubscriptionsQuery();
  const labels = ['offering', 'shares', 'price', 'amount', 'status', 'committed', 'cancellableUntil', 'actions'].map(
    (key) => t(`offerings.investments.${key}` as 'offerings.investments.offering'),
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('offerings.investments.pageTitle')} description={t('offerings.investments.description')} />
      <WhenLoaded query={subscriptions}>
        {(page) =>
          page.items.length === 0 ? (
            <EmptyState
              icon={<RocketIcon />}
              action={
                <Button component={Link} to="/offerings" variant="default">
                  {t('offerings.investments.browse')}
                </Button>
              }
            >
              {t('offerings.investments.empty')}
            </EmptyState>
          ) : (
            <ReflowTable labels={labels} reflowBelow="md" aria-label={t('offerings.investments.tableLabel')}>
              {page.items.map((commitment) => (
                <CommitmentRow key={commitment.id} commitment={commitment} />
              ))}
            </ReflowTable>
          )
        }
      </WhenLoaded>
    </Stack>
  );
}
