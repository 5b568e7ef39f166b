import type { MovementOrderType, MovementSide } from '@invest/contracts';

/**
 * The ledger's kinds of the trading account's history: money in and out of the account (funding's
 * deposits and withdrawals), and moves between the investor's own accounts (to and from a venue).
 */
export const movementKinds = ['deposit', 'withdrawal', 'venue.deposit', 'venue.withdrawal', 'merj.deposit'] as const;

const transferKinds: ReadonlySet<string> = new Set(['venue.deposit', 'venue.withdrawal', 'merj.deposit']);

/**
 * SPEC 4's order type and side of a ledger movement of one of the investor's balances, where it has
 * them: money entering the balance is a deposit, leaving it a withdraw, and a move between their own
 * accounts has the side transfer. A trade, a hold and the like have neither.
 */
export function movementCodesOf(
  kind: string,
  amountUnits: bigint,
): { OrderType: MovementOrderType | null; Side: MovementSide | null } {
  if (!(movementKinds as readonly string[]).includes(kind)) return { OrderType: null, Side: null };
  return { OrderType: amountUnits > 0n ? 'deposit' : 'withdraw', Side: transferKinds.has(kind) ? 'transfer' : null };
}
