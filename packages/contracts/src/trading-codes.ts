// SPEC 4's order codes and the trading host's fixed lists, apart from the schemas (trading.ts), so a
// screen that needs a code does not load the schema library with it.

export const orderSides = { buy: 1, sell: 2 } as const;
export const orderTypes = { market: 1, limit: 2, stop: 3, stopLimit: 4 } as const;
export const timeInForces = { day: 0, goodTillCancel: 1, immediateOrCancel: 3, fillOrKill: 4 } as const;
export const integrationServices = ['merj', 'bosonic', 'digtl_ledger'] as const;
/**
 * SPEC 4's order types and sides beyond FIX's, of the trading account's history: what the ledger moved
 * into the account (deposit) or out of it (withdraw); a move between the investor's own accounts (their
 * available balance and a venue's) has the side transfer.
 */
export const movementOrderTypes = ['deposit', 'withdraw'] as const;
export type MovementOrderType = (typeof movementOrderTypes)[number];
export const movementSides = ['transfer'] as const;
export type MovementSide = (typeof movementSides)[number];
/** The movement codes spelled out, as downloads (CSV reports) show them. */
export const movementCodeNames: Record<MovementOrderType | MovementSide, string> = {
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  transfer: 'Transfer',
};
/**
 * What a market trades, which sets its market hours unless they are given: digital assets trade around
 * the clock, shares on SPEC 4's default hours (06:00 to 02:00 UTC, Monday to Saturday).
 */
export const assetClasses = ['share', 'digital_asset'] as const;
export type AssetClass = (typeof assetClasses)[number];

/** SPEC 4 order status codes; open orders are 0, A and 1. */
export const orderStatusCodes = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  'A',
  'B',
  'C',
  'D',
  'E',
  'O',
] as const;
export type OrderStatusCode = (typeof orderStatusCodes)[number];
export const openOrderStatusCodes: readonly OrderStatusCode[] = ['0', 'A', '1'];
/** The statuses of an order resting in the book: New and Partially Filled. */
export const restingOrderStatusCodes: readonly OrderStatusCode[] = ['0', '1'];
/** What an order resting in a halted market shows instead of its own status. */
export const suspendedStatusCode: OrderStatusCode = '9';
/** The statuses an open order shows: its own, or Suspended while its market is halted. */
export const shownOpenOrderStatusCodes: readonly OrderStatusCode[] = [...openOrderStatusCodes, suspendedStatusCode];
