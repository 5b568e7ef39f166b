import type { Currency, TradingAsset } from '@invest/contracts';
import { bandLimitOf } from '@invest/money';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/database';
import { hoursColumnsOf, withClassDefaults } from './asset-classes';
import { findDepthLevels } from './market-data.repository';
import { aroundTheClockHours } from './market-hours';
import { assertMarketUnits } from './market-units';
import { toCurrency, toTradingAsset } from './markets.mapper';
import * as repo from './markets.repository';

/**
 * The worst price a market buy placed now may pay, as the host holds it: the price band above the
 * last trade price, or above the best offer before the first trade; null when there is neither.
 */
async function findMarketBuyPriceLimit(db: Database, market: repo.MarketRow): Promise<bigint | null> {
  const reference =
    (await repo.findLastTradePrice(db, market.id)) ?? (await findDepthLevels(db, market.id, 2, 1))[0]?.priceUnits;
  return reference === undefined || reference === null ? null : bandLimitOf(reference, market.priceBandBps, 'buy');
}

/** A market as GET /api/currencies shows it, open or closed at `now`. */
export async function currencyOf(db: Database, market: repo.MarketRow, now: Date): Promise<Currency> {
  return toCurrency(market, now, await findMarketBuyPriceLimit(db, market));
}

/** GET /api/currencies: the tenant's markets, with whether each is open now and its market-buy limit. */
export async function findCurrencies(deps: { db: Database; clock: Clock }, tenantId: string): Promise<Currency[]> {
  const now = deps.clock.now();
  const found = await repo.findMarkets(deps.db, tenantId);
  return Promise.all(found.map((market) => currencyOf(deps.db, market, now)));
}

/** GET /api/assets: the base asset of each market, with its restrictions and last price. */
export async function findTradingAssets(deps: { db: Database }, tenantId: string): Promise<TradingAsset[]> {
  const found = await repo.findMarkets(deps.db, tenantId);
  return Promise.all(
    found.map(async (market) => toTradingAsset(market, await repo.findLastTradePrice(deps.db, market.id))),
  );
}

/**
 * Creates a market of the tenant (operators, the demo seed, tests), with the hours of its asset class
 * unless it has its own; the same symbol again changes nothing.
 */
export function createMarket(db: Database, tenantId: string, market: repo.NewMarket): Promise<repo.MarketRow> {
  assertMarketUnits(market);
  return repo.insertMarket(db, tenantId, withClassDefaults(market));
}

/**
 * Opens the market of whole shares of `asset` in US dollars (an offering's shares once it lists), with
 * a share's hours; a market of that symbol already there is kept as it is.
 */
export function openShareMarket(db: Database, tenantId: string, asset: string, name: string) {
  return createMarket(db, tenantId, usdShareMarket(asset, name));
}

/** A market of whole shares of `baseAsset` priced in US cents, with a 0.25 % fee. */
export function usdShareMarket(baseAsset: string, name: string): repo.NewMarket {
  return {
    symbol: `${baseAsset}-USD`,
    name,
    baseAsset,
    quoteAsset: 'USD',
    priceScale: 2,
    quantityScale: 0,
    tick: 1n,
    lot: 1n,
    feePct: '0.25',
  };
}

/**
 * The demo domain's markets, all in USD: two shares and a digital asset. Bitcoin trades around the
 * clock as every digital asset does; the shares do too, as a demo choice, so that a newcomer arriving
 * at any hour of any day can trade (a real share market keeps SPEC 4's hours). NWCF is the demo's
 * listed offering: its listing finds its market here and keeps it.
 */
export async function seedDemoMarkets(db: Database, tenantId: string): Promise<void> {
  for (const [asset, name] of [
    ['ACME', 'Acme Corporation'],
    ['NWCF', 'Northwind Coffee Direct Listing'],
  ] as const) {
    await createMarket(db, tenantId, { ...usdShareMarket(asset, name), ...hoursColumnsOf(aroundTheClockHours) });
  }
  await createMarket(db, tenantId, {
    symbol: 'BTC-USD',
    name: 'Bitcoin',
    baseAsset: 'BTC',
    quoteAsset: 'USD',
    priceScale: 2,
    // Quantities to the satoshi, so a sell of a whole position closes it; new orders in lots of 0.01 BTC.
    quantityScale: 8,
    tick: 100n,
    lot: 1_000_000n,
    feePct: '0.1',
  });
}
