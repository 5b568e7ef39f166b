import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { selectRows } from '../../../platform/db/raw-rows';
import { markets } from '../markets/markets.tables';
import { fills } from '../markets/orders.tables';

/** A price in units of 10^-scale of the quote asset per whole base unit. */
export interface AssetPrice {
  units: bigint;
  scale: number;
}

/** The last trade price of an asset on one UTC day. */
export interface DailyClose {
  asset: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  price: AssetPrice;
}

/** The prices of assets in one quote asset: the last before a range, then each day's close. */
export interface ClosingPrices {
  opening: Map<string, AssetPrice>;
  /** Oldest day first; days without a trade are absent. */
  closes: DailyClose[];
}

interface CloseRow {
  asset: string;
  day: string | null;
  price_units: string | number | bigint;
  price_scale: number;
}

/**
 * The closing price of every base asset traded against `quoteAsset` in the tenant, per UTC day of
 * `from` up to, not including, `to`, and the last price before `from`. When one asset trades in
 * several markets of the quote, the later trade sets the close.
 */
export async function findClosingPrices(
  db: Database,
  tenantId: string,
  quoteAsset: string,
  range: { from: Date; to: Date },
): Promise<ClosingPrices> {
  const from = range.from.toISOString();
  const rows = await selectRows<CloseRow>(
    db,
    sql`
    select distinct on (asset, day) asset, day, price_units, price_scale from (
      select ${markets.baseAsset} as asset,
        case when ${fills.createdAt} < ${from}::timestamptz then null
          else to_char(${fills.createdAt} at time zone 'UTC', 'YYYY-MM-DD') end as day,
        ${fills.priceUnits} as price_units, ${markets.priceScale} as price_scale,
        ${fills.createdAt} as traded_at, ${fills.sequence} as sequence
      from ${fills}
      join ${markets} on ${markets.id} = ${fills.marketId}
      where ${fills.tenantId} = ${tenantId}
        and ${markets.quoteAsset} = ${quoteAsset}
        and ${fills.createdAt} < ${range.to.toISOString()}::timestamptz
    ) as trades
    order by asset, day nulls first, traded_at desc, sequence desc`,
  );
  const opening = new Map<string, AssetPrice>();
  const closes: DailyClose[] = [];
  for (const row of rows) {
    const price = { units: BigInt(row.price_units), scale: Number(row.price_scale) };
    if (row.day === null) opening.set(row.asset, price);
    else closes.push({ asset: row.asset, day: row.day, price });
  }
  closes.sort((a, b) => a.day.localeCompare(b.day));
  return { opening, closes };
}
