import type { TradeSummary } from '@invest/contracts';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatExchangeAmount, formatMoney } from '../../shared/format/money';
import { ReflowCell, ReflowTable, ReflowTitle } from '../../shared/ui/reflow-table';
import { SectionCard } from '../../shared/ui/section-card';
import classes from './reports.module.css';

/** The period's trades per market and side (GET reports/trade-summary), and the totals per quote currency. */
export function TradeSummarySection({ summary }: { summary: TradeSummary }) {
  const { t } = useTranslation();
  const labels = [
    t('reportsPage.trades.market'),
    t('reportsPage.trades.side'),
    t('reportsPage.trades.trades'),
    t('reportsPage.trades.quantity'),
    t('reportsPage.trades.averagePrice'),
    t('reportsPage.trades.gross'),
    t('reportsPage.trades.fees'),
  ];
  const rows = summary.markets.flatMap((market) =>
    (['buys', 'sells'] as const)
      .filter((side) => market[side].trades > 0)
      .map((side) => ({ market, side, figures: market[side] })),
  );
  return (
    <SectionCard
      id="trades-title"
      title={t('reportsPage.trades.title')}
      description={t('reportsPage.trades.description')}
    >
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('reportsPage.trades.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          <ReflowTable labels={labels} reflowBelow="md" aria-label={t('reportsPage.trades.caption')}>
            {rows.map(({ market, side, figures }) => (
              <Table.Tr key={`${market.market}-${side}`}>
                <ReflowTitle>{market.market}</ReflowTitle>
                <ReflowCell label={labels[1] ?? ''}>
                  {t(side === 'buys' ? 'reportsPage.trades.buy' : 'reportsPage.trades.sell')}
                </ReflowCell>
                <ReflowCell label={labels[2] ?? ''} className={classes.numeric}>
                  {figures.trades}
                </ReflowCell>
                <ReflowCell label={labels[3] ?? ''} className={classes.numeric}>
                  {formatExchangeAmount(figures.quantity)}
                </ReflowCell>
                <ReflowCell label={labels[4] ?? ''} className={classes.numeric}>
                  {figures.average_price === null ? '—' : formatExchangeAmount(figures.average_price)}
                </ReflowCell>
                <ReflowCell label={labels[5] ?? ''} className={classes.numeric}>
                  {formatMoney(figures.gross, market.quote_asset)} {market.quote_asset}
                </ReflowCell>
                <ReflowCell label={labels[6] ?? ''} className={classes.numeric}>
                  {formatMoney(figures.fees, market.quote_asset)} {market.quote_asset}
                </ReflowCell>
              </Table.Tr>
            ))}
          </ReflowTable>
          {summary.totals.map((total) => (
            <Text key={total.quote_asset} size="sm" className={classes.figures}>
              {t('reportsPage.trades.total', {
                asset: total.quote_asset,
                count: total.trades,
                bought: formatMoney(total.bought, total.quote_asset),
                sold: formatMoney(total.sold, total.quote_asset),
                fees: formatMoney(total.fees, total.quote_asset),
              })}
            </Text>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
