import type { Database } from '../../platform/db/database';
import { findClosingPrices, findMarketPrices, type MarketPrice } from '../trading';
import type { PriceOn } from './cost-basis';
import type { AssetQuote } from './portfolio';
import { isCash, valuationCurrency } from './valuation';

/** What the reports value holdings with: each asset's quote now, and its price on any past day. */
export interface Pricing {
  quotes: Map<string, AssetQuote>;
  priceOn: PriceOn;
}

/** A market in dollars before one in a dollar stablecoin, one that has traded before one that has not. */
const rankOf = (market: MarketPrice) =>
  (market.quoteAsset === valuationCurrency ? 0 : 2) + (market.source === 'last_trade' ? 0 : 1);

function quotesOf(markets: readonly MarketPrice[]): Map<string, AssetQuote> {
  const quotes = new Map<string, AssetQuote>();
  const priced = markets
    .filter((market) => isCash(market.quoteAsset) && !isCash(market.baseAsset))
    .sort((a, b) => rankOf(a) - rankOf(b));
  for (const market of priced) {
    if (quotes.has(market.baseAsset) || !market.price || !market.source || !market.previousClose) continue;
    quotes.set(market.baseAsset, {
      market: market.symbol,
      name: market.name,
      price: market.price,
      source: market.source,
      previousClose: market.previousClose,
    });
  }
  return quotes;
}

/**
 * Reads the tenant's prices as of `now` (`dayStart` beginning its UTC day), with daily closes from
 * `since` (the day of the first activity to value). An asset's price on a day is its dollar close
 * that day, else its last close before, else its quote now (its reference, when it has never traded).
 */
export async function readPricing(
  db: Database,
  tenantId: string,
  times: { now: Date; dayStart: Date; since: Date },
): Promise<Pricing> {
  const [markets, closing] = await Promise.all([
    findMarketPrices(db, tenantId, times.dayStart),
    findClosingPrices(db, tenantId, valuationCurrency, {
      from: times.since,
      to: new Date(times.now.getTime() + 1),
    }),
  ]);
  const quotes = quotesOf(markets);
  const closesOf = new Map<string, typeof closing.closes>();
  for (const close of closing.closes) {
    const list = closesOf.get(close.asset);
    if (list) list.push(close);
    else closesOf.set(close.asset, [close]);
  }
  const priceOn: PriceOn = (asset, day) =>
    closesOf
      .get(asset)
      ?.filter((close) => close.day <= day)
      .at(-1)?.price ??
    closing.opening.get(asset) ??
    quotes.get(asset)?.price ??
    null;
  return { quotes, priceOn };
}
