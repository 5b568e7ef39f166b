import { z } from 'zod';

/**
 * GET reports/portfolio: what the signed-in investor holds and how it has done, in US dollars, from
 * the ledger (quantities, and every trade's cost and fee) and the markets' prices. Deposits and
 * withdrawals are not returns: they add to and take from `net_deposits` and the cost of what came in.
 * Amounts are decimal strings, negative with a leading minus.
 */

/** Where a price comes from: the market's last trade, or its reference before the first trade. */
export const priceSources = ['last_trade', 'reference'] as const;
export type PortfolioPriceSource = (typeof priceSources)[number];

/** A gain (positive) or loss in dollars, and in percent of what it was made on (null when that is zero). */
const returnSchema = z.object({ amount: z.string(), percent: z.string().nullable() });
export type PortfolioReturn = z.infer<typeof returnSchema>;

/**
 * One asset held that is not cash. `cost_basis` is the average cost of the quantity held: buys add
 * their cost and fee, sells take away the average cost of what they sold, and what came in from
 * outside counts at its value on the day it came. `total_return` is the market value less the cost
 * basis, `today_return` the change since the day began (UTC) less what was put in or taken out
 * today; both are null for an asset without a price. `realized_return` is what sells made over cost.
 */
const positionSchema = z.object({
  asset: z.string(),
  name: z.string(),
  /** The market to trade it in, null when none trades it against dollars. */
  market: z.string().nullable(),
  quantity: z.string(),
  price: z.string().nullable(),
  price_source: z.enum(priceSources).nullable(),
  market_value: z.string().nullable(),
  cost_basis: z.string(),
  average_cost: z.string().nullable(),
  today_return: returnSchema.nullable(),
  total_return: returnSchema.nullable(),
  realized_return: z.string(),
});
export type PortfolioPosition = z.infer<typeof positionSchema>;

/** Cash in one currency counted at par with the dollar; `held` is set aside for open orders and withdrawals. */
const cashSchema = z.object({
  asset: z.string(),
  available: z.string(),
  held: z.string(),
  total: z.string(),
});
export type PortfolioCash = z.infer<typeof cashSchema>;

export const portfolioSchema = z.object({
  currency: z.literal('USD'),
  /** ISO 8601: the instant the prices and balances were read. */
  as_of: z.string(),
  positions: z.array(positionSchema),
  cash: z.array(cashSchema),
  /** Dollars the investor can spend on an order now: available, not held for open orders. */
  buying_power: z.string(),
  totals: z.object({
    /** Positions at their prices plus cash. */
    value: z.string(),
    positions_value: z.string(),
    cash_value: z.string(),
    cost_basis: z.string(),
    /** Everything deposited less everything withdrawn, each at its value on its day. */
    net_deposits: z.string(),
    /** The value less net deposits: every gain and loss since the account opened. */
    total_return: returnSchema,
    today_return: returnSchema,
    realized_return: z.string(),
  }),
  /** Assets held that no market prices, left out of the value. */
  unpriced: z.array(z.string()),
});
export type Portfolio = z.infer<typeof portfolioSchema>;
