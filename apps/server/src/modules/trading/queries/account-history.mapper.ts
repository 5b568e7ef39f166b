import { type AccountHistoryEntry, integrationServices } from '@invest/contracts';
import { formatUnits, mulDivRound, scaleOf } from '@invest/money';
import type { FundsMovement } from '../../ledger';
import { toOrder } from '../markets/orders.mapper';
import type { FillRow, findOrdersPage } from '../markets/orders.repository';

export type OrderItem = Awaited<ReturnType<typeof findOrdersPage>>['items'][number];
/** An entry of the trading account's history before it is mapped: an order with its market, or a ledger movement. */
export type HistoryItem = { order: OrderItem } | { movement: FundsMovement };

type IntegrationService = AccountHistoryEntry['IntegrationService'];

/** The platform's own ledger, where money in and out of the account is recorded. */
const platformLedger: IntegrationService = 'digtl_ledger';

const isIntegrationService = (venue: string): venue is IntegrationService =>
  (integrationServices as readonly string[]).includes(venue);

/** A deposit or withdrawal the ledger recorded, as the history's entry (SPEC 4 order types and sides). */
export function toMovementEntry(movement: FundsMovement): AccountHistoryEntry {
  const isDeposit = movement.amountUnits > 0n;
  const moved = isDeposit ? movement.amountUnits : -movement.amountUnits;
  // A deposit's fee came out of what was sent; a withdrawal's is part of what left the account.
  const gross = isDeposit ? moved + movement.feeUnits : moved;
  const amount = (units: bigint) => formatUnits(units, scaleOf(movement.asset));
  return {
    OrderId: movement.transactionId,
    Side: movement.venue === null ? null : 'transfer',
    OrderType: isDeposit ? 'deposit' : 'withdraw',
    TimeInForce: null,
    ShareName: movement.asset,
    Price: null,
    StopPrice: null,
    RefOrderQty: amount(moved),
    TotalFilledOrderQty: amount(moved),
    AvgFilledOrderPrice: '0',
    FilledOrderQtyPct: '100',
    TotalFilledOrderCost: amount(moved),
    Fee: amount(movement.feeUnits),
    FeePct: formatUnits(mulDivRound(movement.feeUnits, 10_000n, gross, 'down'), 2),
    LastOrderStatus: '2',
    TransactionTime: movement.createdAt.toISOString(),
    IntegrationService:
      movement.venue !== null && isIntegrationService(movement.venue) ? movement.venue : platformLedger,
    ReplacesOrderId: null,
    Reports: [],
  };
}

/** An entry of the history: an order with its fills, or a movement. */
export function toHistoryEntry(item: HistoryItem, fills: readonly FillRow[]): AccountHistoryEntry {
  return 'order' in item ? toOrder(item.order.order, item.order.market, fills) : toMovementEntry(item.movement);
}
