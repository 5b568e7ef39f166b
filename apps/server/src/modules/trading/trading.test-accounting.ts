import { parseUnits, scaleOf } from '@invest/money';
import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../platform/db/database';
import { reconcile } from '../ledger';

/** What a market's state must satisfy after any load, read straight from the database. */

const rowsOf = async <Row>(db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * The ledger reconciles; every order's filled quantity and cost are the sums of its fills; no fill
 * is written twice; the open orders do not cross; and each trader owns what they started with, less
 * what they paid and their fees, plus what they received, in the quote and the base asset.
 */
export async function expectMarketAccountedFor(
  db: Database,
  market: { id: string; baseAsset: string; quoteAsset: string; quantityScale: number },
  traders: readonly { id: string; starting: Readonly<Record<string, string>> }[],
): Promise<void> {
  expect((await reconcile(db)).mismatches).toEqual([]);
  const misfilled = await rowsOf<{ id: string }>(
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
  const [traded] = await rowsOf<{ fills: number; sequences: number }>(
    db,
    sql`select count(*)::int as fills, count(distinct sequence)::int as sequences from fills
      where market_id = ${market.id}`,
  );
  expect(traded?.sequences).toBe(traded?.fills);
  const [book] = await rowsOf<{ best_bid: string | null; best_ask: string | null }>(
    db,
    sql`select max(price_units) filter (where side = 1) as best_bid, min(price_units) filter (where side = 2) as best_ask
      from orders where market_id = ${market.id} and status in ('0', 'A', '1') and order_type = 2`,
  );
  if (book?.best_bid && book.best_ask) expect(BigInt(book.best_bid)).toBeLessThan(BigInt(book.best_ask));

  const owned = await rowsOf<{ owner_id: string; asset: string; units: string }>(
    db,
    sql`select owner_id, asset, sum(balance_units)::text as units from ledger_accounts
      where owner_kind = 'user' and asset in (${market.baseAsset}, ${market.quoteAsset}) group by 1, 2`,
  );
  const flows = await rowsOf<{ user_id: string; side: number; cost: string; fee: string; quantity: string }>(
    db,
    sql`select user_id, side, filled_cost_units::text as cost, fee_units::text as fee,
      filled_quantity_units::text as quantity from orders where market_id = ${market.id}`,
  );
  const baseUnitsPerQuantity = 10n ** BigInt(scaleOf(market.baseAsset) - market.quantityScale);
  for (const trader of traders) {
    const mine = flows.filter((flow) => flow.user_id === trader.id);
    const sum = (pick: (flow: (typeof flows)[number]) => bigint) =>
      mine.reduce((total, flow) => total + pick(flow), 0n);
    const paid = sum((flow) => (flow.side === 1 ? -1n : 1n) * BigInt(flow.cost) - BigInt(flow.fee));
    const bought = sum((flow) => (flow.side === 1 ? 1n : -1n) * BigInt(flow.quantity) * baseUnitsPerQuantity);
    const ownedOf = (asset: string) =>
      BigInt(owned.find((row) => row.owner_id === trader.id && row.asset === asset)?.units ?? '0');
    const startOf = (asset: string) => parseUnits(trader.starting[asset] ?? '0', scaleOf(asset));
    expect(ownedOf(market.quoteAsset), `${trader.id} ${market.quoteAsset}`).toBe(startOf(market.quoteAsset) + paid);
    expect(ownedOf(market.baseAsset), `${trader.id} ${market.baseAsset}`).toBe(startOf(market.baseAsset) + bought);
  }
}
