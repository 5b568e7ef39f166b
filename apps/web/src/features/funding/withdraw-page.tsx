import type { Payment } from '@invest/contracts';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../shared/format/money';
import { EmptyState } from '../../shared/ui/empty-state';
import { TrendIcon } from '../../shared/ui/icons';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { QueryError } from '../../shared/ui/query-error';
import { useDashboardQuery } from './funding.api';
import { FundingScreen } from './funding-screen';
import { PaymentStatusBadge } from './payment-labels';
import { usePaymentFeed } from './use-payment-feed';
import { WithdrawForm } from './withdraw-form';

/** SPEC 8 WF-2: the withdrawal was taken; it stays pending until the provider pays it out. */
function WithdrawalTaken({ payment, onAnother }: { payment: Payment; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" role="status">
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            {t('funding.withdraw.success', {
              amount: formatMoney(payment.amount, payment.asset),
              asset: payment.asset,
            })}
          </Text>
          <PaymentStatusBadge status={payment.status} />
        </Group>
      </Alert>
      <Group gap="sm">
        <Button component={Link} to="/funding/history">
          {t('funding.withdraw.seeHistory')}
        </Button>
        <Button variant="default" onClick={onAnother}>
          {t('funding.withdraw.another')}
        </Button>
      </Group>
    </Stack>
  );
}

/** `/funding/withdraw`. */
export function WithdrawPage() {
  const { t } = useTranslation();
  usePaymentFeed();
  const dashboard = useDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  const [taken, setTaken] = useState<Payment | null>(null);
  const withdrawable = (dashboard.data?.balances ?? []).filter(
    (balance) => (balance.asset === 'USD' || balance.asset === 'USDC') && /[1-9]/.test(balance.available),
  );

  return (
    <FundingScreen title={t('funding.withdraw.pageTitle')} description={t('funding.withdraw.description')}>
      {dashboard.isLoading ? (
        <ListSkeleton />
      ) : dashboard.isError ? (
        <QueryError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : taken ? (
        <WithdrawalTaken payment={taken} onAnother={() => setTaken(null)} />
      ) : withdrawable.length === 0 ? (
        <>
          <EmptyState icon={<TrendIcon />}>{t('funding.withdraw.nothingAvailable')}</EmptyState>
          <Button component={Link} to="/funding" w="fit-content">
            {t('funding.withdraw.fund')}
          </Button>
        </>
      ) : (
        <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
          <WithdrawForm balances={withdrawable} onDone={setTaken} />
        </Paper>
      )}
    </FundingScreen>
  );
}
