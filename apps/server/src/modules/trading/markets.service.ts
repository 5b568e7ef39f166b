import type { Currency, TradingAsset } from '@invest/contracts';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import { toCurrency, toTradingAsset } from './markets.mapper';
import * as repo from './markets.repository';
import { assertMarketUnits } from './order-amounts';

/** GET /api/currencies: the tenant's markets, with whether each is open now. */
export async function findCurrencies(deps: { db: Database; clock: Clock }, tenantId: string): Promise<Currency[]> {
  const now = deps.clock.now();
  return (await repo.findMarkets(deps.db, tenantId)).map((market) => toCurrency(market, now));
}

/** GET /api/assets: the base asset of each market, with its restrictions and last price. */
export async function findTradingAssets(deps: { db: Database }, tenantId: string): Promise<TradingAsset[]> {
  const found = await repo.findMarkets(deps.db, tenantId);
  return Promise.all(
    found.map(async (market) => toTradingAsset(market, await repo.findLastTradePrice(deps.db, market.id))),
  );
}

/** Creates a market of the tenant (operators, the demo seed, tests); the same symbol again changes nothing. */
export function createMarket(db: Database, tenantId: string, market: repo.NewMarket): Promise<repo.MarketRow> {
  assertMarketUnits(market);
  return repo.insertMarket(db, tenantId, market);
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

/** The demo domain's markets: a share and a digital asset, both in USD. */
export async function seedDemoMarkets(db: Database, tenantId: string): Promise<void> {
  await createMarket(db, tenantId, usdShareMarket('ACME', 'Acme Corporation'));
  await createMarket(db, tenantId, {
    symbol: 'BTC-USD',
    name: 'Bitcoin',
    baseAsset: 'BTC',
    quoteAsset: 'USD',
    priceScale: 2,
    quantityScale: 4,
    tick: 100n,
    lot: 100n,
    feePct: '0.1',
  });
}
