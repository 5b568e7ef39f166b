import type { OrderReportRow } from '@invest/contracts';
import type { TFunction } from 'i18next';
import { formatExchangeAmount, formatMoney } from '../../shared/format/money';
import { filledTextOf, priceTextOf, quoteAssetOf } from './order-description';

/** SPEC 4 order types by code, as the order form names them. */
const orderTypeKeys: Record<number, 'market' | 'limit' | 'stop' | 'stopLimit'> = {
  1: 'market',
  2: 'limit',
  3: 'stop',
  4: 'stopLimit',
};

/** A deposit or withdrawal of the account's history, rather than an order. */
export const isMovement = (row: Pick<OrderReportRow, 'OrderType'>) => typeof row.OrderType === 'string';

/** The entry's type in words: the order's (Limit, Market ...), or Deposit or Withdrawal. */
export function historyTypeTextOf(row: Pick<OrderReportRow, 'OrderType'>, t: TFunction): string {
  if (typeof row.OrderType === 'string') return t(`trading.history.types.${row.OrderType}`);
  const key = orderTypeKeys[row.OrderType];
  return key ? t(`trading.orderType.${key}`) : String(row.OrderType);
}

/** A movement's side in words: a transfer to or from a venue; nothing for money in or out of the account. */
export function movementSideTextOf(row: Pick<OrderReportRow, 'Side' | 'IntegrationService'>, t: TFunction): string {
  if (row.Side !== 'transfer') return '—';
  return t('trading.history.transfer', { venue: t(`trading.history.venues.${row.IntegrationService}`) });
}

/** The figures of an entry as the history's cells show them: price, quantity, what filled, and the fee. */
export function historyFiguresOf(row: OrderReportRow, t: TFunction) {
  if (!isMovement(row)) {
    const quote = quoteAssetOf(row.ShareName);
    const orderRow = { ...row, OrderType: row.OrderType as number };
    return {
      price: priceTextOf(orderRow, t),
      quantity: formatExchangeAmount(row.RefOrderQty),
      filled: filledTextOf(orderRow),
      fee: `${formatMoney(row.Fee, quote)} ${quote}`,
    };
  }
  const asset = row.ShareName;
  return {
    price: '—',
    quantity: `${formatMoney(row.RefOrderQty, asset)} ${asset}`,
    filled: '—',
    fee: `${formatMoney(row.Fee, asset)} ${asset}`,
  };
}
