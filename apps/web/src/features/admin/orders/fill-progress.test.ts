import type { AdminOrderDetail } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { fillStepsOf } from './fill-progress';

const at = (time: string) => Date.parse(`2026-03-02T${time}Z`);

function orderWith(fills: [string, string][], options: { isOpen: boolean; endedAt?: string }): AdminOrderDetail {
  return {
    Order: { TransactionTime: `2026-03-02T10:00:00.000Z`, RefOrderQty: '10' },
    Fills: fills.map(([time, quantity]) => ({ TransactionTime: `2026-03-02T${time}.000Z`, Quantity: quantity })),
    Movements: options.endedAt
      ? [{ Kind: 'hold.release', TransactionTime: `2026-03-02T${options.endedAt}.000Z`, Changes: [] }]
      : [],
    CanReject: options.isOpen,
  } as unknown as AdminOrderDetail;
}

describe('the steps of the fill progress chart', () => {
  it('climbs at each fill and holds the total until now while the order is open', () => {
    const detail = orderWith(
      [
        ['10:05:00', '3'],
        ['10:20:00', '2.5'],
      ],
      { isOpen: true },
    );
    expect(fillStepsOf(detail, at('11:00:00'))).toEqual([
      { time: at('10:00:00'), filled: 0 },
      { time: at('10:05:00'), filled: 3 },
      { time: at('10:20:00'), filled: 5.5 },
      { time: at('11:00:00'), filled: 5.5 },
    ]);
  });

  it('ends when the rest of the order was given back, however late it is looked at', () => {
    const detail = orderWith([['10:05:00', '3']], { isOpen: false, endedAt: '10:30:00' });
    expect(fillStepsOf(detail, at('18:00:00')).at(-1)).toEqual({ time: at('10:30:00'), filled: 3 });
  });

  it('spans at least a second when everything happened in the second it was placed', () => {
    const detail = orderWith([['10:00:00', '10']], { isOpen: false });
    expect(fillStepsOf(detail, at('18:00:00')).at(-1)).toEqual({ time: at('10:00:01'), filled: 10 });
  });
});
