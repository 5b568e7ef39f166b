import type { AdminOrderDetail } from '@invest/contracts';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatExchangeAmount, formatMoney } from '../../../shared/format/money';
import { SectionCard } from '../../../shared/ui/section-card';
import { Fact } from '../onboarding/fact';

/** What the investor asked for (side, type, prices, quantity) and how much of it has filled, at what cost. */
export function OrderSummaryCard({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  const { Order: order, BaseAsset: base, QuoteAsset: quote } = detail;
  const price = (decimal: string | null, fallback: string) =>
    decimal ? `${formatExchangeAmount(decimal)} ${quote}` : fallback;
  const facts: [string, string][] = [
    [t('admin.orders.detail.facts.orderId'), order.OrderId],
    [t('admin.orders.detail.facts.investor'), order.Email],
    [t('admin.orders.detail.facts.side'), order.Side === 1 ? t('trading.side.buy') : t('trading.side.sell')],
    [t('admin.orders.detail.facts.type'), t(`admin.orders.orderTypes.${String(order.OrderType) as '1'}`)],
    [t('admin.orders.detail.facts.timeInForce'), t(`admin.orders.timeInForce.${String(order.TimeInForce) as '1'}`)],
    [
      t('admin.orders.detail.facts.limitPrice'),
      price(order.OrderType === 1 ? null : order.Price, t('admin.orders.detail.facts.atMarket')),
    ],
    [t('admin.orders.detail.facts.stopPrice'), price(order.StopPrice, t('admin.orders.detail.facts.none'))],
    [t('admin.orders.detail.facts.quantity'), `${formatExchangeAmount(order.RefOrderQty)} ${base}`],
    [
      t('admin.orders.detail.facts.filled'),
      t('admin.orders.detail.facts.filledValue', {
        quantity: `${formatExchangeAmount(order.TotalFilledOrderQty)} ${base}`,
        percent: order.FilledOrderQtyPct,
      }),
    ],
    [
      t('admin.orders.detail.facts.averagePrice'),
      /[1-9]/.test(order.TotalFilledOrderQty) ? price(order.AvgFilledOrderPrice, '—') : '—',
    ],
    [t('admin.orders.detail.facts.cost'), `${formatMoney(order.TotalFilledOrderCost, quote)} ${quote}`],
    [
      t('admin.orders.detail.facts.fee'),
      t('admin.orders.detail.facts.feeValue', {
        amount: `${formatMoney(order.Fee, quote)} ${quote}`,
        percent: order.FeePct,
      }),
    ],
    [t('admin.orders.detail.facts.venue'), t(`admin.orders.detail.venues.${order.IntegrationService}`)],
  ];
  return (
    <SectionCard
      id="order-summary-title"
      title={t('admin.orders.detail.summary')}
      description={t('admin.orders.detail.summaryDescription')}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="md">
        {facts.map(([label, value]) => (
          <Fact key={label} label={label} value={value} />
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
