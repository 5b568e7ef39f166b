import { Side } from '@invest/engine';
import { parseUnits } from '@invest/money';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import type { AssetPrice } from '../candles/closing-prices.repository';
import { demoQuoting } from '../market-maker/market-maker';
import { findDepthLevels } from './market-data.repository';
import { findMarkets, type MarketRow } from './markets.repository';
import { fills } from './orders.tables';

/**
 * Where a price comes from: the market's last trade, or, before its first trade, its reference (the
 * middle of its best bid and offer, else the demo's starting price).
 */
export type PriceSource = 'last_trade' | 'reference';

/** A market and what its base asset is worth in its quote asset now and when a day began. */
export interface MarketPrice {
  symbol: string;
  name: string;
  baseAsset: string;
  quoteAsset: string;
  /** Null when the market has neither traded nor has a reference. */
  price: AssetPrice | null;
  source: PriceSource | null;
  /** The last trade before the day began, else the price now. */
  previousClose: AssetPrice | null;
}

async function findTradePriceBefore(db: Database, marketId: string, before?: Date): Promise<bigint | null> {
  const rows = await db
    .select({ price: fills.priceUnits })
    .from(fills)
    .where(and(eq(fills.marketId, marketId), before ? lt(fills.createdAt, before) : undefined))
    .orderBy(desc(fills.sequence))
    .limit(1);
  return rows[0]?.price ?? null;
}

/** The middle of the best bid and offer (either alone when the other side is empty), else the demo's start. */
async function findReferencePrice(db: Database, market: MarketRow): Promise<bigint | null> {
  const [[bid], [ask]] = await Promise.all([
    findDepthLevels(db, market.id, Side.Buy, 1),
    findDepthLevels(db, market.id, Side.Sell, 1),
  ]);
  if (bid && ask) return (bid.priceUnits + ask.priceUnits) / 2n;
  const quoted = bid?.priceUnits ?? ask?.priceUnits;
  if (quoted !== undefined) return quoted;
  const demo = demoQuoting[market.symbol];
  return demo ? parseUnits(demo.startingPrice, market.priceScale) : null;
}

async function priceOf(db: Database, market: MarketRow, dayStart: Date): Promise<MarketPrice> {
  const [last, beforeDay] = await Promise.all([
    findTradePriceBefore(db, market.id),
    findTradePriceBefore(db, market.id, dayStart),
  ]);
  const now = last ?? (await findReferencePrice(db, market));
  const asPrice = (units: bigint | null) => (units === null ? null : { units, scale: market.priceScale });
  return {
    symbol: market.symbol,
    name: market.name,
    baseAsset: market.baseAsset,
    quoteAsset: market.quoteAsset,
    price: asPrice(now),
    source: now === null ? null : last === null ? 'reference' : 'last_trade',
    previousClose: asPrice(beforeDay ?? now),
  };
}

/** Every market of the tenant with its price now and at `dayStart`, by symbol. */
export async function findMarketPrices(db: Database, tenantId: string, dayStart: Date): Promise<MarketPrice[]> {
  const markets = await findMarkets(db, tenantId);
  return Promise.all(markets.map((market) => priceOf(db, market, dayStart)));
}
