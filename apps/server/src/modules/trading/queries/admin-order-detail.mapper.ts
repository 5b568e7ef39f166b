import {
  type AdminOrderFill,
  type AdminOrderMovement,
  type AdminOrderMovementKind,
  adminOrderMovementKinds,
} from '@invest/contracts';
import { formatUnits, scaleOf } from '@invest/money';
import type { HoldActivity } from '../../ledger';
import type { MarketRow } from '../markets/markets.repository';
import type { FillRow, OrderRow } from '../markets/orders.repository';

/** One fill as the order's side of it: its cost and the order's own fee, the other side by its order id only. */
export function toAdminOrderFill(order: OrderRow, market: MarketRow, fill: FillRow): AdminOrderFill {
  const isMaker = fill.makerOrderId === order.id;
  const quoteScale = scaleOf(market.quoteAsset);
  return {
    ExecutionId: fill.id,
    Price: formatUnits(fill.priceUnits, market.priceScale),
    Quantity: formatUnits(fill.quantityUnits, market.quantityScale),
    Cost: formatUnits(fill.costUnits, quoteScale),
    Fee: formatUnits(isMaker ? fill.makerFeeUnits : fill.takerFeeUnits, quoteScale),
    Liquidity: isMaker ? 'maker' : 'taker',
    CounterpartyOrderId: isMaker ? fill.takerOrderId : fill.makerOrderId,
    TransactionTime: fill.createdAt.toISOString(),
  };
}

const isOrderMovementKind = (kind: string): kind is AdminOrderMovementKind =>
  (adminOrderMovementKinds as readonly string[]).includes(kind);

/**
 * The ledger's movements of an order's hold as the investor's balances saw them: per asset, what each
 * changed of their available and held balances. Only settlement moves an order's hold, with the kinds
 * listed in the contract, and never to a venue's account.
 */
export function toAdminOrderMovements(activity: readonly HoldActivity[]): AdminOrderMovement[] {
  return activity.flatMap((movement) => {
    if (!isOrderMovementKind(movement.kind)) return [];
    const byAsset = new Map<string, { available: bigint; held: bigint }>();
    for (const change of movement.changes) {
      const totals = byAsset.get(change.asset) ?? { available: 0n, held: 0n };
      if (change.purpose === 'held') totals.held += change.amountUnits;
      if (change.purpose === 'available') totals.available += change.amountUnits;
      byAsset.set(change.asset, totals);
    }
    return [
      {
        TransactionId: movement.transactionId,
        Kind: movement.kind,
        TransactionTime: movement.createdAt.toISOString(),
        Changes: [...byAsset].map(([asset, totals]) => ({
          Asset: asset,
          Available: formatUnits(totals.available, scaleOf(asset)),
          Held: formatUnits(totals.held, scaleOf(asset)),
        })),
      },
    ];
  });
}
