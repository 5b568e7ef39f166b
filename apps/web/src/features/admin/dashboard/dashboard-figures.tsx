import type { AdminDashboard, DepositTotal, MarketVolume } from '@invest/contracts';
import { formatUnits, maxScale, parseUnits } from '@invest/money';
import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format/money';

/** One figure of the dashboard: its name, its value large, and a line under it. */
function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <Paper withBorder p="lg">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fz={28} fw={600} lh={1.2}>
          {value}
        </Text>
        {hint ? (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Amounts by asset, one after the other ("1,250.00 USD · 0.50 BTC"). */
function amountsText(amounts: { asset: string; amount: string }[]): string {
  return amounts.map((entry) => `${formatMoney(entry.amount, entry.asset)} ${entry.asset}`).join(' · ');
}

/** Each quote asset's volume summed over its markets, exactly. */
function volumeByQuote(volume: MarketVolume[]): { asset: string; amount: string }[] {
  const sums = new Map<string, bigint>();
  for (const market of volume) {
    sums.set(market.quote_asset, (sums.get(market.quote_asset) ?? 0n) + parseUnits(market.amount, maxScale));
  }
  return [...sums].map(([asset, units]) => ({ asset, amount: formatUnits(units, maxScale) }));
}

const depositCount = (deposits: DepositTotal[]) => deposits.reduce((sum, total) => sum + total.count, 0);

/** Today's figures, each with the last 30 days' beside it, and what waits for an administrator now. */
export function DashboardFigures({ dashboard }: { dashboard: AdminDashboard }) {
  const { t } = useTranslation();
  const { today, last_30_days: period } = dashboard;
  const lastDays = (value: string) => `${t('admin.dashboard.lastDays')}: ${value}`;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
      <Figure
        label={`${t('admin.dashboard.signups')} · ${t('admin.dashboard.today')}`}
        value={today.signups}
        hint={lastDays(String(period.signups))}
      />
      <Figure
        label={`${t('admin.dashboard.deposits')} · ${t('admin.dashboard.today')}`}
        value={t('admin.dashboard.depositCount', { count: depositCount(today.deposits) })}
        hint={
          <>
            {today.deposits.length > 0 ? amountsText(today.deposits) : t('admin.dashboard.depositsNone')}
            <br />
            {lastDays(
              period.deposits.length > 0
                ? amountsText(period.deposits)
                : t('admin.dashboard.depositCount', { count: 0 }),
            )}
          </>
        }
      />
      <Figure
        label={`${t('admin.dashboard.volume')} · ${t('admin.dashboard.today')}`}
        value={today.volume.length > 0 ? amountsText(volumeByQuote(today.volume)) : t('admin.dashboard.volumeNone')}
        hint={lastDays(
          period.volume.length > 0 ? amountsText(volumeByQuote(period.volume)) : t('admin.dashboard.volumeNone'),
        )}
      />
      <Figure
        label={t('admin.dashboard.openOrders')}
        value={dashboard.open_orders}
        hint={
          <Anchor component={Link} to="/admin/orders" inherit>
            {t('admin.dashboard.openOrdersHint')}
          </Anchor>
        }
      />
      <Figure
        label={t('admin.dashboard.pendingReviews')}
        value={dashboard.pending_reviews}
        hint={
          <Anchor component={Link} to="/admin/onboarding" inherit>
            {t('admin.dashboard.pendingReviewsHint')}
          </Anchor>
        }
      />
    </SimpleGrid>
  );
}
