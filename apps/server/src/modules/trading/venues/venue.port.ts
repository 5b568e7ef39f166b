import type { Side } from '@invest/engine';
/**
 * An outside venue of SPEC 9's integration services (merj, bosonic) that must hear of every
 * execution of the markets it backs: the built-in engine matches every market, and each fill of a
 * market whose integration service is external is reported to that venue once it has settled here.
 * Quantities are ledger-integration units (SPEC 9: scaled by 1e-8, the base asset's base units).
 */
export interface VenueExecution {
  /** Our fill's id: the venue's idempotency key, so a report sent twice is one execution there. */
  executionId: string;
  symbol: string;
  /** The price per whole unit, a decimal string in the quote asset. */
  price: string;
  /** The quantity in 1e-8 units of the base asset. */
  quantityUnits: string;
  /** The side of the incoming (taker) order: 1 buy, 2 sell. */
  takerSide: Side;
  /** The investors' trading account ids (investor_id). */
  buyerAccount: string;
  sellerAccount: string;
  executedAt: string;
}

export interface TradingVenue {
  readonly name: string;
  readonly isSandbox: boolean;
  /** Reports one execution; resolves with the venue's reference for it. */
  report(execution: VenueExecution): Promise<{ reference: string }>;
}
