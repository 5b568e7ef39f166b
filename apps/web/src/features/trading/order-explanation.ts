import type { enTrading } from '../../app/i18n/en-trading';
import { formatExchangeAmount, formatMoney } from '../../shared/format/money';
import { formatPriceUnits, type MarketTerms, readUnits } from './market-amounts';
import { hasLimitPrice, hasStopPrice, type OrderPreview } from './order-form-model';
import type { OrderFormModel, OrderFormType, TimeInForce } from './trading.slice';

/** A sentence of the plain-language preview: a text of the trading bundle under `trading.preview`. */
type PreviewTextKey = Exclude<keyof (typeof enTrading)['trading']['preview'], 'title'>;

/** Everything the preview's sentences mention, formatted for reading. */
type PreviewValues = {
  quantity: string;
  base: string;
  quote: string;
  price: string;
  stop: string;
  close: string;
  feePct: string;
  amount: string;
  /** The worst price a buy pays, which its hold is worked out at. */
  worst: string;
  lot: string;
};

export interface OrderExplanation {
  sentences: PreviewTextKey[];
  values: PreviewValues;
}

const actionKeys: Record<OrderFormType, Record<OrderFormModel['side'], PreviewTextKey>> = {
  limit: { buy: 'limitBuy', sell: 'limitSell' },
  market: { buy: 'marketBuy', sell: 'marketSell' },
  stop: { buy: 'stopBuy', sell: 'stopSell' },
  stopLimit: { buy: 'stopLimitBuy', sell: 'stopLimitSell' },
};

const restingKeys: Record<TimeInForce, PreviewTextKey> = {
  'good-till-cancel': 'goodTillCancel',
  day: 'day',
  'immediate-or-cancel': 'immediateOrCancel',
  'fill-or-kill': 'fillOrKill',
};

/** What stands in the way of explaining the order, or null when it can be explained. */
function missingInput(model: OrderFormModel, market: MarketTerms, preview: OrderPreview): PreviewTextKey | null {
  if (hasLimitPrice(model.orderType) && preview.price === null) return 'enterPrice';
  if (hasStopPrice(model.orderType) && readUnits(model.stopPrice, market.PriceScale) === null) return 'enterStopPrice';
  if (model.orderType === 'market' && preview.price === null) return model.side === 'buy' ? 'noAsks' : 'noBids';
  if (preview.quantity === null) return 'enterSize';
  if (preview.quantity === '0') return model.sizeBy === 'all' ? 'nothingToSell' : 'tooSmall';
  return null;
}

/** How the size was given, when the investor did not type the quantity. */
const sizeKeys: Partial<Record<OrderFormModel['sizeBy'], PreviewTextKey>> = { amount: 'byAmount', all: 'sellAll' };

/** A market or stop order runs at the market, so it never rests: what cannot fill at once is cancelled. */
function timeInForceKey(model: OrderFormModel): PreviewTextKey {
  const isMarketPriced = model.orderType === 'market' || model.orderType === 'stop';
  if (isMarketPriced && model.timeInForce !== 'fill-or-kill') return 'marketRemainder';
  return restingKeys[model.timeInForce];
}

function holdKey(model: OrderFormModel): PreviewTextKey {
  if (model.side === 'sell') return 'holdSell';
  if (model.orderType === 'market') return 'holdMarketBuy';
  return model.orderType === 'stop' ? 'holdStopBuy' : 'holdBuy';
}

function valuesOf(
  model: OrderFormModel,
  market: MarketTerms,
  preview: OrderPreview,
  sessionClose: string,
): PreviewValues {
  const exchange = (decimal: string | null) => (decimal === null ? '' : formatExchangeAmount(decimal));
  const stopUnits = hasStopPrice(model.orderType) ? readUnits(model.stopPrice, market.PriceScale) : null;
  return {
    quantity: exchange(preview.quantity),
    base: market.BaseAsset,
    quote: market.QuoteAsset,
    price: exchange(preview.price),
    stop: stopUnits === null ? '' : exchange(formatPriceUnits(market, stopUnits)),
    close: sessionClose,
    feePct: market.FeePct,
    amount: preview.hold ? formatMoney(preview.hold.amount, preview.hold.asset) : '',
    worst: exchange(preview.hold?.worstPrice ?? null),
    lot: exchange(market.LotSize),
  };
}

/**
 * The plain-language preview of an order (issue 5): what it does and at what price, how a stop
 * triggers, how long it lasts (its time in force, with the session's close for a day order) and the
 * worst case set aside from the investor's balance. `sessionClose` is the market's closing time, UTC.
 */
export function explainOrder(
  model: OrderFormModel,
  market: MarketTerms,
  preview: OrderPreview,
  sessionClose: string,
): OrderExplanation {
  const values = valuesOf(model, market, preview, sessionClose);
  const missing = missingInput(model, market, preview);
  if (missing) return { sentences: [missing], values };
  return {
    sentences: [
      actionKeys[model.orderType][model.side],
      ...(sizeKeys[model.sizeBy] ? [sizeKeys[model.sizeBy] as PreviewTextKey] : []),
      ...(hasStopPrice(model.orderType) ? (['stopWaits'] as const) : []),
      timeInForceKey(model),
      holdKey(model),
    ],
    values,
  };
}
