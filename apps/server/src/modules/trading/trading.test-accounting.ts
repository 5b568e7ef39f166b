import { Side } from '@invest/engine';
import { parseUnits, scaleOf } from '@invest/money';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../platform/db/database';
import { selectRows } from '../../platform/db/raw-rows';
import { reconcile } from '../ledger';

/** What a market's state must satisfy after any load, read straight from the database. */

type AccountedMarket = { id: string; baseAsset: string; quoteAsset: string; quantityScale: number };

const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Every order's filled quantity and cost are the sums of its fills; no fill is written twice; the open orders do not cross. */
async function expectOrdersAccountedFor(db: Database, market: AccountedMarket): Promise<void> {
  const misfilled = await selectRows<{ id: string }>(
    db,
    sql`select o.id from orders o
      left join lateral (
        select coalesce(sum(f.quantity_units), 0) as filled, coalesce(sum(f.cost_units), 0) as cost
        from fills f where f.maker_order_id = o.id or f.taker_order_id = o.id
      ) as fills_of on true
      where o.market_id = ${market.id}
        and (o.filled_quantity_units <> fills_of.filled or o.filled_cost_units <> fills_of.cost)`,
  );
  expect(misfilled).toEqual([]);
  const [traded] = await selectRows<{ fills: number; sequences: number }>(
    db,
    sql`select count(*)::int as fills, count(distinct sequence)::int as sequences from fills
      where market_id = ${market.id}`,
  );
  expect(traded?.sequences).toBe(traded?.fills);
  const [book] = await selectRows<{ best_bid: string | null; best_ask: string | null }>(
    db,
    sql`select max(price_units) filter (where side = 1) as best_bid, min(price_units) filter (where side = 2) as best_ask
      from orders where market_id = ${market.id} and status in ('0', 'A', '1') and order_type = 2`,
  );
  if (book?.best_bid && book.best_ask) expect(BigInt(book.best_bid)).toBeLessThan(BigInt(book.best_ask));
}

/**
 * The ledger reconciles; the orders of each market are accounted for by their fills and its book does
 * not cross; and each trader owns what they started with, less what they paid and their fees, plus
 * what they received, in each quote and base asset of the markets (which trade no other assets' pair).
 */
export async function expectMarketAccountedFor(
  db: Database,
  marketOrMarkets: AccountedMarket | readonly AccountedMarket[],
  traders: readonly { id: string; starting: Readonly<Record<string, string>> }[],
): Promise<void> {
  const markets = ([] as AccountedMarket[]).concat(marketOrMarkets);
  expect((await reconcile(db)).mismatches).toEqual([]);
  for (const market of markets) await expectOrdersAccountedFor(db, market);

  const assets = [...new Set(markets.flatMap((market) => [market.baseAsset, market.quoteAsset]))];
  const owned = await selectRows<{ owner_id: string; asset: string; units: string }>(
    db,
    sql`select owner_id, asset, sum(balance_units)::text as units from ledger_accounts
      where owner_kind = 'user' and asset in (${listOf(assets)}) group by 1, 2`,
  );
  const flows = await selectRows<{
    user_id: string;
    market_id: string;
    side: number;
    cost: string;
    fee: string;
    quantity: string;
  }>(
    db,
    sql`select user_id, market_id, side, filled_cost_units::text as cost, fee_units::text as fee,
      filled_quantity_units::text as quantity from orders where market_id in (${listOf(markets.map((market) => market.id))})`,
  );
  for (const trader of traders) {
    const moved = (asset: string) =>
      flows
        .filter((flow) => flow.user_id === trader.id)
        .reduce((total, flow) => {
          const market = markets.find((candidate) => candidate.id === flow.market_id) as AccountedMarket;
          const buys = flow.side === Side.Buy ? 1n : -1n;
          const baseUnitsPerQuantity = 10n ** BigInt(scaleOf(market.baseAsset) - market.quantityScale);
          if (asset === market.quoteAsset) return total - buys * BigInt(flow.cost) - BigInt(flow.fee);
          if (asset === market.baseAsset) return total + buys * BigInt(flow.quantity) * baseUnitsPerQuantity;
          return total;
        }, 0n);
    for (const asset of assets) {
      const ownedUnits = BigInt(owned.find((row) => row.owner_id === trader.id && row.asset === asset)?.units ?? '0');
      const startingUnits = parseUnits(trader.starting[asset] ?? '0', scaleOf(asset));
      expect(ownedUnits, `${trader.id} ${asset}`).toBe(startingUnits + moved(asset));
    }
  }
}
