import type { AdminOrderBalanceChange, AdminOrderMovement } from '@invest/contracts';
import { formatUnits, maxScale, parseUnits } from '@invest/money';

const signed = { allowNegative: true } as const;

/**
 * What all of an order's ledger movements changed of each asset of its investor, available and held,
 * in the order the assets first moved: the order's whole effect on their balances.
 */
export function netChangesOf(movements: readonly AdminOrderMovement[]): AdminOrderBalanceChange[] {
  const totals = new Map<string, { available: bigint; held: bigint }>();
  for (const change of movements.flatMap((movement) => movement.Changes)) {
    const total = totals.get(change.Asset) ?? { available: 0n, held: 0n };
    total.available += parseUnits(change.Available, maxScale, signed);
    total.held += parseUnits(change.Held, maxScale, signed);
    totals.set(change.Asset, total);
  }
  return [...totals].map(([asset, total]) => ({
    Asset: asset,
    Available: formatUnits(total.available, maxScale),
    Held: formatUnits(total.held, maxScale),
  }));
}
