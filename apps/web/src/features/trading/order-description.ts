import type { Order } from '@invest/contracts';
import type { TFunction } from 'i18next';
import { formatExchangeAmount } from './market-amounts';

/** The quote asset of a market symbol such as "ACME-USD". */
const quoteAssetOf = (symbol: string) => symbol.slice(symbol.lastIndexOf('-') + 1);

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
  if (!/[1-9]/.test(order.TotalFilledOrderQty)) return t('trading.activity.describeUnfilled', values);
  return t('trading.activity.describe', {
    ...values,
    filled: formatExchangeAmount(order.TotalFilledOrderQty),
    average: formatExchangeAmount(order.AvgFilledOrderPrice),
    quote: quoteAssetOf(order.ShareName),
  });
}
