import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import { useDashboardQuery } from './funding.api';

/** What the investor has available of `asset` now, kept current by the screen's balances feed. */
export function BalanceLine({ asset }: { asset: string }) {
  const { t } = useTranslation();
  const dashboard = useDashboardQuery();
  if (!dashboard.data) return dashboard.isLoading ? <Skeleton height={20} width={220} /> : null;
  const available = dashboard.data.balances.find((balance) => balance.asset === asset)?.available ?? '0';
  return (
    <Text size="sm" aria-live="polite">
      {t('funding.balanceLine', { amount: formatMoney(available, asset), asset })}
    </Text>
  );
}
