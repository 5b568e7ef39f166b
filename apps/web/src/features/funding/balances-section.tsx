import type { Payment } from '@invest/contracts';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format/date-time';
import { formatMoney } from '../../shared/format/money';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { QueryError } from '../../shared/ui/query-error';
import { ReflowCell, ReflowTable, ReflowTitle } from '../../shared/ui/reflow-table';
import { useDashboardQuery } from './funding.api';
import { PaymentStatusBadge, useMethodName, usePaymentColumns } from './payment-labels';
import { usePaymentFeed } from './use-payment-feed';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function PendingPayments({ payments }: { payments: Payment[] }) {
  const { t } = useTranslation();
  const methodName = useMethodName();
  const { fee, ...columns } = usePaymentColumns();
  if (payments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('funding.balances.pendingEmpty')}
      </Text>
    );
  }
  return (
    <ReflowTable
      reflowBelow="sm"
      labels={Object.values(columns)}
      verticalSpacing="xs"
      aria-label={t('funding.balances.pendingCaption')}
    >
      {payments.map((payment) => (
        <Table.Tr key={payment.id}>
          <ReflowTitle fw={400} style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(payment.created_at)}
          </ReflowTitle>
          <ReflowCell label={columns.direction}>{t(`funding.direction.${payment.direction}`)}</ReflowCell>
          <ReflowCell label={columns.method}>{methodName(payment.method)}</ReflowCell>
          <ReflowCell label={columns.amount} ta="right" style={numeric}>
            {formatMoney(payment.amount, payment.asset)} {payment.asset}
          </ReflowCell>
          <ReflowCell label={columns.status}>
            <PaymentStatusBadge status={payment.status} />
          </ReflowCell>
        </Table.Tr>
      ))}
    </ReflowTable>
  );
}

/**
 * The dashboard's balances per asset (available and held) and pending payments (GET /dashboard),
 * kept current by the investor's payment feed.
 */
export function BalancesSection() {
  const { t } = useTranslation();
  usePaymentFeed();
  const dashboard = useDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  const balanceColumns = {
    asset: t('funding.balances.asset'),
    available: t('funding.balances.available'),
    held: t('funding.balances.held'),
  };
  const pending = [...(dashboard.data?.pending_deposits ?? []), ...(dashboard.data?.pending_withdrawals ?? [])];

  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="dashboard-balances">
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="dashboard-balances">
            {t('funding.balances.title')}
          </Title>
          <Group gap="xs">
            <Button component={Link} to="/funding" size="sm">
              {t('funding.balances.fund')}
            </Button>
            <Button component={Link} to="/funding/withdraw" size="sm" variant="default">
              {t('funding.balances.withdraw')}
            </Button>
            <Button component={Link} to="/funding/history" size="sm" variant="default">
              {t('funding.balances.history')}
            </Button>
          </Group>
        </Group>
        {dashboard.isLoading ? (
          <ListSkeleton />
        ) : dashboard.isError || !dashboard.data ? (
          <QueryError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
        ) : (
          <>
            {dashboard.data.balances.length === 0 ? (
              <Text c="dimmed">{t('funding.balances.empty')}</Text>
            ) : (
              <ReflowTable
                reflowBelow="sm"
                labels={Object.values(balanceColumns)}
                verticalSpacing="sm"
                aria-label={t('funding.balances.caption')}
              >
                {dashboard.data.balances.map((balance) => (
                  <Table.Tr key={balance.asset}>
                    <ReflowTitle>{balance.asset}</ReflowTitle>
                    <ReflowCell label={balanceColumns.available} style={numeric} fz="lg" fw={600}>
                      {formatMoney(balance.available, balance.asset)}
                    </ReflowCell>
                    <ReflowCell label={balanceColumns.held} style={numeric} title={t('funding.balances.heldHint')}>
                      {formatMoney(balance.held, balance.asset)}
                    </ReflowCell>
                  </Table.Tr>
                ))}
              </ReflowTable>
            )}
            <Stack gap="xs">
              <Title order={3} fz="md">
                {t('funding.balances.pendingTitle')}
              </Title>
              <PendingPayments payments={pending} />
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
