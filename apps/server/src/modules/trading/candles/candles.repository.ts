import type { ChartPeriod } from '@invest/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { selectRows } from '../../../platform/db/raw-rows';
import { fills } from '../markets/orders.tables';
import { barStartOf, longestBarOf } from './candles-periods';

/** A bar of fills: its start (Unix seconds), its prices in the market's units and its quantity traded. */
export interface BarUnits {
  time: number;
  openUnits: bigint;
  highUnits: bigint;
  lowUnits: bigint;
  closeUnits: bigint;
  volumeUnits: bigint;
}

interface BarRow {
  time: string | number | bigint;
  open: string | bigint;
  high: string | bigint;
  low: string | bigint;
  close: string | bigint;
  volume: string | bigint;
}

function toBarUnits(row: BarRow): BarUnits {
  return {
    time: Number(row.time),
    openUnits: BigInt(row.open),
    highUnits: BigInt(row.high),
    lowUnits: BigInt(row.low),
    closeUnits: BigInt(row.close),
    volumeUnits: BigInt(row.volume),
  };
}

/** The market's bars of `period` from the fills that `where` keeps, newest first, filtered by their start. */
async function selectBars(
  db: Database,
  period: ChartPeriod,
  where: SQL,
  having: SQL,
  limit: number | null,
): Promise<BarUnits[]> {
  const rows = await selectRows<BarRow>(
    db,
    sql`
    select time, open, high, low, close, volume from (
      select ${barStartOf(period)} as time,
        (array_agg(${fills.priceUnits} order by ${fills.sequence}))[1] as open,
        max(${fills.priceUnits}) as high,
        min(${fills.priceUnits}) as low,
        (array_agg(${fills.priceUnits} order by ${fills.sequence} desc))[1] as close,
        sum(${fills.quantityUnits}) as volume
      from ${fills}
      where ${where}
      group by 1
    ) as bars
    where ${having}
    order by time desc
    ${limit === null ? sql`` : sql`limit ${limit}`}`,
  );
  return rows.map(toBarUnits);
}

/**
 * Bars of the market whose start is before `to` (Unix seconds): the last `countBack` of them, or
 * those starting at or after `from`. Periods without fills have no bar. Oldest first.
 */
export async function findBars(
  db: Database,
  marketId: string,
  period: ChartPeriod,
  range: { to: number } & ({ countBack: number } | { from: number }),
): Promise<BarUnits[]> {
  const ofMarket = sql`${fills.marketId} = ${marketId}`;
  const bars =
    'countBack' in range
      ? await selectBars(db, period, ofMarket, sql`time < ${range.to}`, range.countBack)
      : await selectBars(
          db,
          period,
          sql`${ofMarket} and ${fills.createdAt} >= to_timestamp(${range.from})`,
          sql`time >= ${range.from} and time < ${range.to}`,
          null,
        );
  return bars.reverse();
}

/** The bar of the market's last fill, or null before its first. */
export async function findLatestBar(db: Database, marketId: string, period: ChartPeriod): Promise<BarUnits | null> {
  const [bar] = await selectBars(
    db,
    period,
    sql`${fills.marketId} = ${marketId} and ${fills.createdAt} >= (
      select max(${fills.createdAt}) from ${fills} where ${fills.marketId} = ${marketId}) - ${longestBarOf(period)}`,
    sql`true`,
    1,
  );
  return bar ?? null;
}
