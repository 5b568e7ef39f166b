import { z } from 'zod';
import { orderListQuerySchema, orderSchema } from './trading';
import { movementOrderTypes, movementSides } from './trading-codes';

/**
 * The trading account's history (SPEC 3 Order, SPEC 4 codes): its orders, and the deposits and
 * withdrawals the ledger recorded for it, as entries of the Order's shape. A movement's OrderId is
 * its ledger transaction; its OrderType is `deposit` or `withdraw`; its Side is `transfer` for a move
 * between the investor's own accounts (to or from the venue its IntegrationService names), else
 * null. Its ShareName is the asset, its quantity what entered or left the account (a withdrawal's
 * fee included), and its status Filled (2): the ledger records only what was done.
 */
export const accountHistoryEntrySchema = orderSchema.extend({
  Side: z.union([z.number().int(), z.enum(movementSides)]).nullable(),
  OrderType: z.union([z.number().int(), z.enum(movementOrderTypes)]),
  /** Null for a movement. */
  TimeInForce: z.number().int().nullable(),
});
export type AccountHistoryEntry = z.infer<typeof accountHistoryEntrySchema>;

const orderFilters = orderListQuerySchema.shape;

/**
 * GET /v1/trading/orders: the order filters, whose order type and side also take the movements'
 * codes, newest (or with orderBy=asc oldest) first; pages reach at most `accountHistoryDepth` deep.
 */
export const accountHistoryQuerySchema = orderListQuerySchema.extend({
  orderType: z
    .union([z.enum(movementOrderTypes), orderFilters.orderType.unwrap()], {
      error: 'orderType is 1 (market), 2 (limit), 3 (stop), 4 (stop-limit), deposit or withdraw',
    })
    .optional(),
  side: z
    .union([z.enum(movementSides), orderFilters.side.unwrap()], { error: 'side is 1 (buy), 2 (sell) or transfer' })
    .optional(),
  sortField: z
    .literal('TransactionTime', { error: 'The history is in the order of TransactionTime' })
    .default('TransactionTime'),
});
export type AccountHistoryQuery = z.infer<typeof accountHistoryQuerySchema>;

/** How deep the history's pages reach (page times limit): older entries are found by their dates. */
export const accountHistoryDepth = 10_000;
