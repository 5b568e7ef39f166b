import type { AdminOrderMovement } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { netChangesOf } from './order-movements';

const movement = (Kind: AdminOrderMovement['Kind'], Changes: AdminOrderMovement['Changes']): AdminOrderMovement => ({
  TransactionId: crypto.randomUUID(),
  Kind,
  TransactionTime: '2026-03-02T10:00:00.000Z',
  Changes,
});

describe("an order's net effect on its investor's balances", () => {
  it('adds a partly filled, then rejected, sell up: what sold left, what it earned came in, nothing stays held', () => {
    const movements = [
      movement('hold', [{ Asset: 'BMN', Available: '-10', Held: '10' }]),
      movement('trade', [
        { Asset: 'BMN', Available: '0', Held: '-3' },
        { Asset: 'USD', Available: '37.41', Held: '0' },
      ]),
      movement('hold.release', [{ Asset: 'BMN', Available: '7', Held: '-7' }]),
    ];
    expect(netChangesOf(movements)).toEqual([
      { Asset: 'BMN', Available: '-3', Held: '0' },
      { Asset: 'USD', Available: '37.41', Held: '0' },
    ]);
  });

  it('is nothing for an order that moved nothing', () => {
    expect(netChangesOf([])).toEqual([]);
  });
});
