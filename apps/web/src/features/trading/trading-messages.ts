import type { Order } from '@invest/contracts';
import { isApiError } from '../../shared/api/api-error';

/** SPEC 8 message codes of the trading screen. */
export const tradingMessageCodes = [
  'TRD-1',
  'TRD-2',
  'TRD-3',
  'TRD-4',
  'TRD-5',
  'TRD-6',
  'TRD-7',
  'TRD-8',
  'TRD-9',
  'TRD-10',
  'TRD-11',
  'TRD-12',
  'TRD-13',
  'TRD-14',
  'ord-1',
] as const;
export type TradingMessageCode = (typeof tradingMessageCodes)[number];

const isTradingCode = (code: string | null): code is TradingMessageCode =>
  tradingMessageCodes.includes(code as TradingMessageCode);

/** The codes that report a failure, shown as errors; the others are news. */
const failures = new Set<TradingMessageCode>([
  'TRD-3',
  'TRD-4',
  'TRD-5',
  'TRD-6',
  'TRD-8',
  'TRD-10',
  'TRD-11',
  'TRD-12',
  'ord-1',
]);
export const isFailureCode = (code: TradingMessageCode) => failures.has(code);

/**
 * The code a refused order is shown with: the host's own trading code (insufficient funds is TRD-6),
 * a refused token as TRD-3, and anything else as an order error (TRD-8).
 */
export function codeOfOrderRefusal(error: unknown): TradingMessageCode {
  if (!isApiError(error)) return 'TRD-8';
  if (isTradingCode(error.code)) return error.code;
  if (error.status === 401) return 'TRD-3';
  return 'TRD-8';
}

/** The code a refused cancellation is shown with: the host's own, else "cancel failed" (TRD-11). */
export function codeOfCancelRefusal(error: unknown): TradingMessageCode {
  return isApiError(error) && isTradingCode(error.code) ? error.code : 'TRD-11';
}

/** Cancelling several orders: all cancelled is TRD-2, any refused is TRD-10. */
export const codeOfCancelAll = (refused: number): TradingMessageCode => (refused === 0 ? 'TRD-2' : 'TRD-10');

const codesByStatus: Partial<Record<Order['LastOrderStatus'], TradingMessageCode>> = {
  '0': 'TRD-1',
  A: 'TRD-1',
  '1': 'TRD-7',
  '2': 'TRD-14',
  '4': 'TRD-2',
  '8': 'TRD-4',
};

/**
 * What an update of one of the investor's orders is announced as, or null when nothing the investor
 * sees changed: a new order is placed (TRD-1), a fill makes it partly filled (TRD-7) or filled
 * (TRD-14), it is cancelled (TRD-2) or rejected (TRD-4); a pending cancel that leaves the order open
 * is a failed cancellation (ord-1); any other change (expired, suspended ...) is an update (TRD-9).
 */
export function codeOfOrderChange(previous: Order | undefined, next: Order): TradingMessageCode | null {
  if (previous?.LastOrderStatus === next.LastOrderStatus && previous.TotalFilledOrderQty === next.TotalFilledOrderQty) {
    return null;
  }
  const isOpenAgain = next.LastOrderStatus === '0' || next.LastOrderStatus === 'A' || next.LastOrderStatus === '1';
  if (previous?.LastOrderStatus === '6' && isOpenAgain) return 'ord-1';
  if (previous && (next.LastOrderStatus === '0' || next.LastOrderStatus === 'A')) return 'TRD-9';
  return codesByStatus[next.LastOrderStatus] ?? 'TRD-9';
}
