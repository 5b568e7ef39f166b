import { describe, expect, it } from 'vitest';
import { parseApiError } from '../../shared/api/api-error';
import { describeOrder } from './order-description';
import { makeOrder, tradingTexts } from './trading.test-factories';
import {
  codeOfCancelAll,
  codeOfCancelRefusal,
  codeOfOrderChange,
  codeOfOrderRefusal,
  isFailureCode,
  tradingMessageCodes,
} from './trading-messages';

const t = tradingTexts();
const refusal = (status: number, code: string, message = 'Refused') =>
  parseApiError(status, { success: false, code, message });

describe('trading message codes', () => {
  it('shows each code of SPEC 8 with the meaning the spec gives it', () => {
    expect(Object.fromEntries(tradingMessageCodes.map((code) => [code, t(`trading.codes.${code}`)]))).toEqual({
      'TRD-1': 'Order placed',
      'TRD-2': 'Order cancelled',
      'TRD-3': 'Invalid token',
      'TRD-4': 'Order rejected',
      'TRD-5': 'Market closed',
      'TRD-6': 'Insufficient funds',
      'TRD-7': 'Order partly filled',
      'TRD-8': 'Order error',
      'TRD-9': 'Order updated',
      'TRD-10': 'Some cancellations failed',
      'TRD-11': 'Cancel failed',
      'TRD-12': 'Account pending approval',
      'TRD-13': 'Confirm',
      'TRD-14': 'Order filled',
      'ord-1': 'Cancellation failed',
    });
  });

  it('shows a refused order with the trading host’s code, insufficient funds as TRD-6', () => {
    expect(codeOfOrderRefusal(refusal(422, 'TRD-5', 'The market is closed'))).toBe('TRD-5');
    expect(codeOfOrderRefusal(refusal(403, 'TRD-12'))).toBe('TRD-12');
    expect(codeOfOrderRefusal(refusal(422, 'TRD-4'))).toBe('TRD-4');
    expect(codeOfOrderRefusal(refusal(422, 'TRD-6', 'Insufficient funds'))).toBe('TRD-6');
    expect(codeOfOrderRefusal(refusal(422, 'INS-1', 'Insufficient funds'))).toBe('TRD-8');
    expect(codeOfOrderRefusal(refusal(401, 'UNAUTHENTICATED'))).toBe('TRD-3');
    expect(codeOfOrderRefusal(refusal(403, 'FORBIDDEN'))).toBe('TRD-8');
    expect(codeOfOrderRefusal(parseApiError(0, null))).toBe('TRD-8');
    expect(codeOfOrderRefusal(new Error('boom'))).toBe('TRD-8');
  });

  it('shows a refused cancellation as cancel failed unless the host names its code', () => {
    expect(codeOfCancelRefusal(refusal(422, 'TRD-11'))).toBe('TRD-11');
    expect(codeOfCancelRefusal(refusal(422, 'ord-1'))).toBe('ord-1');
    expect(codeOfCancelRefusal(refusal(404, 'NOT_FOUND'))).toBe('TRD-11');
    expect(codeOfCancelAll(0)).toBe('TRD-2');
    expect(codeOfCancelAll(2)).toBe('TRD-10');
  });

  it('announces what changed in an order', () => {
    const placed = makeOrder();
    const partly = makeOrder({ LastOrderStatus: '1', TotalFilledOrderQty: '4', AvgFilledOrderPrice: '12.5' });
    const more = makeOrder({ LastOrderStatus: '1', TotalFilledOrderQty: '6', AvgFilledOrderPrice: '12.5' });
    const filled = makeOrder({ LastOrderStatus: '2', TotalFilledOrderQty: '10', AvgFilledOrderPrice: '12.5' });
    expect(codeOfOrderChange(undefined, placed)).toBe('TRD-1');
    expect(codeOfOrderChange(placed, placed)).toBeNull();
    expect(codeOfOrderChange(placed, partly)).toBe('TRD-7');
    expect(codeOfOrderChange(partly, more)).toBe('TRD-7');
    expect(codeOfOrderChange(more, filled)).toBe('TRD-14');
    expect(codeOfOrderChange(undefined, filled)).toBe('TRD-14');
    expect(codeOfOrderChange(partly, makeOrder({ ...partly, LastOrderStatus: '4' }))).toBe('TRD-2');
    expect(codeOfOrderChange(undefined, makeOrder({ LastOrderStatus: '8' }))).toBe('TRD-4');
    expect(codeOfOrderChange(placed, makeOrder({ LastOrderStatus: 'C' }))).toBe('TRD-9');
    expect(codeOfOrderChange(makeOrder({ LastOrderStatus: '6' }), placed)).toBe('ord-1');
  });

  it('tells failures from news', () => {
    expect(tradingMessageCodes.filter(isFailureCode)).toEqual([
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
  });

  it('describes an order in a sentence for the activity log and screen readers', () => {
    expect(describeOrder(makeOrder(), t)).toBe('Buy 10.0000 ACME-USD: New.');
    const partly = makeOrder({
      Side: 2,
      LastOrderStatus: '1',
      TotalFilledOrderQty: '4',
      AvgFilledOrderPrice: '12.5',
    });
    expect(describeOrder(partly, t)).toBe(
      'Sell 10.0000 ACME-USD: Partially filled, 4.0000 filled at an average of 12.5000 USD.',
    );
  });
});
