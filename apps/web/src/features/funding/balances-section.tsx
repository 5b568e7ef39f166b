import type { Payment } from '@invest/contracts';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format/date-time';
import { formatMoney } from '../../shared/format/money';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { QueryError } from '../../shared/ui/query-error';
import { TableHead } from '../../shared/ui/table-head';
import { useDashboardQuery } from './funding.api';
import { PaymentStatusBadge, useMethodName } from './payment-labels';
import { usePaymentFeed } from './use-payment-feed';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function PendingPayments({ payments }: { payments: Payment[] }) {
  const { t } = useTranslation();
  const methodName = useMethodName();
  if (payments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('funding.balances.pendingEmpty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" aria-label={t('funding.balances.pendingCaption')}>
        <TableHead
          labels={[
            t('funding.history.date'),
            t('funding.history.direction'),
            t('funding.history.method'),
            t('funding.history.amount'),
            t('funding.history.status'),
          ]}
        />
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(payment.created_at)}</Table.Td>
              <Table.Td>{t(`funding.direction.${payment.direction}`)}</Table.Td>
              <Table.Td>{methodName(payment.method)}</Table.Td>
              <Table.Td ta="right" style={numeric}>
                {formatMoney(payment.amount, payment.asset)} {payment.asset}
              </Table.Td>
              <Table.Td>
                <PaymentStatusBadge status={payment.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
              <Table.ScrollContainer minWidth={420}>
                <Table verticalSpacing="sm" aria-label={t('funding.balances.caption')}>
                  <TableHead
                    labels={[t('funding.balances.asset'), t('funding.balances.available'), t('funding.balances.held')]}
                  />
                  <Table.Tbody>
                    {dashboard.data.balances.map((balance) => (
                      <Table.Tr key={balance.asset}>
                        <Table.Th scope="row">{balance.asset}</Table.Th>
                        <Table.Td style={numeric} fz="lg" fw={600}>
                          {formatMoney(balance.available, balance.asset)}
                        </Table.Td>
                        <Table.Td style={numeric} title={t('funding.balances.heldHint')}>
                          {formatMoney(balance.held, balance.asset)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
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
