import type { Portfolio } from '@invest/contracts';
import { parseUnits, scaleOf } from '@invest/money';
import { type Activity, replayActivity } from './cost-basis';
import { type AssetQuote, type CashBalance, portfolioOf } from './portfolio';
import type { Price } from './valuation';

/** Scenario builders for the portfolio: an investor's ledger written as what they did, then their home. */

export const yesterday = new Date('2026-03-01T15:00:00Z');
export const today = new Date('2026-03-02T09:00:00Z');
export const now = new Date('2026-03-02T16:00:00Z');

const unitsOf = (asset: string, amount: string) =>
  amount.startsWith('-') ? -parseUnits(amount.slice(1), scaleOf(asset)) : parseUnits(amount, scaleOf(asset));

/** A price in cents per whole unit, from dollars ("12.5"). */
export const dollarPrice = (dollars: string): Price => ({ units: parseUnits(dollars, 2), scale: 2 });

/** An investor's ledger, one transaction at a time, as the ledger's activity read returns it. */
export function investorLedger() {
  const activities: Activity[] = [];
  const record = (kind: string, at: Date, changes: Record<string, string>) => {
    activities.push({
      kind,
      createdAt: at,
      changes: Object.entries(changes).map(([asset, amount]) => ({ asset, amountUnits: unitsOf(asset, amount) })),
    });
  };
  const ledger = {
    activities,
    deposit: (asset: string, amount: string, at = yesterday) => {
      record('deposit', at, { [asset]: amount });
      return ledger;
    },
    withdraw: (asset: string, amount: string, at = yesterday) => {
      record('withdrawal', at, { [asset]: `-${amount}` });
      return ledger;
    },
    /** A buy of `quantity` for `cost` dollars plus `fee` dollars. */
    buy: (asset: string, quantity: string, cost: string, fee = '0', at = yesterday) => {
      const paid = parseUnits(cost, 2) + parseUnits(fee, 2);
      activities.push({
        kind: 'trade',
        createdAt: at,
        changes: [
          { asset: 'USD', amountUnits: -paid },
          { asset, amountUnits: unitsOf(asset, quantity) },
        ],
      });
      return ledger;
    },
    /** A sell of `quantity` for `proceeds` dollars less `fee` dollars. */
    sell: (asset: string, quantity: string, proceeds: string, fee = '0', at = yesterday) => {
      const received = parseUnits(proceeds, 2) - parseUnits(fee, 2);
      activities.push({
        kind: 'trade',
        createdAt: at,
        changes: [
          { asset, amountUnits: -unitsOf(asset, quantity) },
          { asset: 'USD', amountUnits: received },
        ],
      });
      return ledger;
    },
    refundFee: (amount: string, at = yesterday) => {
      record('fee.discount', at, { USD: amount });
      return ledger;
    },
  };
  return ledger;
}

/** An asset's market quote: the price now (a trade unless told) and when today began (the same unless told). */
export function quoteOf(
  asset: string,
  price: string,
  options: { previousClose?: string; source?: AssetQuote['source'] } = {},
): [string, AssetQuote] {
  return [
    asset,
    {
      market: `${asset}-USD`,
      name: `${asset} Inc.`,
      price: dollarPrice(price),
      source: options.source ?? 'last_trade',
      previousClose: dollarPrice(options.previousClose ?? price),
    },
  ];
}

/** The cash balances the ledger would show after `activities`, all available unless `held` says otherwise. */
function cashOf(activities: readonly Activity[], held: Record<string, string>): CashBalance[] {
  const totals = new Map<string, bigint>();
  for (const activity of activities) {
    for (const change of activity.changes) {
      if (change.asset === 'USD' || change.asset === 'USDC') {
        totals.set(change.asset, (totals.get(change.asset) ?? 0n) + change.amountUnits);
      }
    }
  }
  return [...totals].map(([asset, total]) => {
    const heldUnits = held[asset] ? unitsOf(asset, held[asset]) : 0n;
    return { asset, availableUnits: total - heldUnits, heldUnits };
  });
}

/**
 * The investor's home at `now` after the ledger's activity: quotes per asset, and the dollar price
 * each asset had on a day, for what came in or went out then.
 */
export function homeOf(
  ledger: { activities: Activity[] },
  options: {
    quotes?: [string, AssetQuote][];
    pricesOn?: Record<string, Record<string, string>>;
    held?: Record<string, string>;
  } = {},
): Portfolio {
  const quotes = new Map(options.quotes ?? []);
  const replay = replayActivity(ledger.activities, new Date('2026-03-02T00:00:00Z'), (asset, day) => {
    const onDay = options.pricesOn?.[asset]?.[day];
    return onDay ? dollarPrice(onDay) : (quotes.get(asset)?.price ?? null);
  });
  return portfolioOf({ replay, cash: cashOf(ledger.activities, options.held ?? {}), quotes, asOf: now });
}
