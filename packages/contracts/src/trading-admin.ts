import { z } from 'zod';
import { adminOrderSchema } from './trading';

/**
 * GET /api/admin/orders/{id}: one order of the domain as an administrator reviews it: the order, its
 * fills, the ledger movements it caused in its investor's balances, and why it was rejected. Trading
 * host names (PascalCase, API.md); amounts are decimal strings of their asset.
 */

/** One fill of the order. The other side is named by its order id only, never by who placed it. */
export const adminOrderFillSchema = z.object({
  ExecutionId: z.string(),
  Price: z.string(),
  Quantity: z.string(),
  /** Price times quantity, in the quote asset: what the order paid (a buy) or received (a sell), before its fee. */
  Cost: z.string(),
  /** The order's fee on this fill, in the quote asset. */
  Fee: z.string(),
  /** `maker`: the order rested in the book and the other arrived; `taker`: the order arrived and took it. */
  Liquidity: z.enum(['maker', 'taker']),
  CounterpartyOrderId: z.string(),
  TransactionTime: z.string(),
});
export type AdminOrderFill = z.infer<typeof adminOrderFillSchema>;

/** What a ledger movement changed of one asset of the investor: signed decimal strings. */
export const adminOrderBalanceChangeSchema = z.object({
  Asset: z.string(),
  Available: z.string(),
  Held: z.string(),
});
export type AdminOrderBalanceChange = z.infer<typeof adminOrderBalanceChangeSchema>;

/**
 * The ledger's kinds of an order's movements: `hold` sets the order's worst case aside when it is
 * placed, `trade` settles a fill out of it, `hold.release` gives back what is left when it ends.
 */
export const adminOrderMovementKinds = ['hold', 'trade', 'hold.release'] as const;
export type AdminOrderMovementKind = (typeof adminOrderMovementKinds)[number];

/** One ledger transaction the order caused, as its investor's balances saw it. */
export const adminOrderMovementSchema = z.object({
  TransactionId: z.string(),
  Kind: z.enum(adminOrderMovementKinds),
  TransactionTime: z.string(),
  Changes: z.array(adminOrderBalanceChangeSchema),
});
export type AdminOrderMovement = z.infer<typeof adminOrderMovementSchema>;

/** An administrator's rejection of the order (POST /api/admin/reject-order), from the audit trail. */
export const adminOrderRejectionSchema = z.object({
  Reason: z.string(),
  RejectedAt: z.string(),
  /** The administrator's email; null when their account no longer exists. */
  RejectedBy: z.string().nullable(),
});
export type AdminOrderRejection = z.infer<typeof adminOrderRejectionSchema>;

export const adminOrderDetailSchema = z.object({
  Order: adminOrderSchema,
  BaseAsset: z.string(),
  QuoteAsset: z.string(),
  Fills: z.array(adminOrderFillSchema),
  /** Oldest first, in the order the ledger wrote them. */
  Movements: z.array(adminOrderMovementSchema),
  Rejection: adminOrderRejectionSchema.nullable(),
  /** Whether the order is still open, so an administrator may reject it. */
  CanReject: z.boolean(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
