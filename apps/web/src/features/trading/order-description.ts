import type { Order } from '@invest/contracts';
import type { TFunction } from 'i18next';
import { formatExchangeAmount } from '../../shared/format/money';

/** The quote asset of a market symbol such as "ACME-USD". */
export const quoteAssetOf = (symbol: string) => symbol.slice(symbol.lastIndexOf('-') + 1);

type OrderFigures = Pick<Order, 'OrderType' | 'Price' | 'StopPrice' | 'TotalFilledOrderQty' | 'AvgFilledOrderPrice'>;

const hasFilled = (order: Pick<Order, 'TotalFilledOrderQty'>) => /[1-9]/.test(order.TotalFilledOrderQty);

/** An order's prices as a table shows them: its stop, then its limit or "At market". */
export function priceTextOf(order: OrderFigures, t: TFunction): string {
  return [
    order.StopPrice ? t('trading.orders.stopAt', { stop: formatExchangeAmount(order.StopPrice) }) : null,
    order.OrderType === 1 ? t('trading.orders.atMarket') : order.Price ? formatExchangeAmount(order.Price) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** What of an order filled and at what average price, "4.0000 @ 12.5000", or a dash. */
export function filledTextOf(order: OrderFigures): string {
  if (!hasFilled(order)) return '—';
  return `${formatExchangeAmount(order.TotalFilledOrderQty)} @ ${formatExchangeAmount(order.AvgFilledOrderPrice)}`;
}

/**
 * One order in a sentence, as the activity log shows and screen readers announce it:
 * "Buy 10.0000 ACME-USD: Partially filled, 4.0000 filled at an average of 12.5000 USD."
 */
export function describeOrder(order: Order, t: TFunction): string {
  const values = {
    side: order.Side === 1 ? t('trading.side.buy') : t('trading.side.sell'),
    quantity: formatExchangeAmount(order.RefOrderQty),
    market: order.ShareName,
    status: t(`trading.status.${order.LastOrderStatus}`),
  };
  if (!hasFilled(order)) return t('trading.activity.describeUnfilled', values);
  return t('trading.activity.describe', {
    ...values,
    filled: formatExchangeAmount(order.TotalFilledOrderQty),
    average: formatExchangeAmount(order.AvgFilledOrderPrice),
    quote: quoteAssetOf(order.ShareName),
  });
}
