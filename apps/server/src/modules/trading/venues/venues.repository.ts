import { Side } from '@invest/engine';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../platform/db/database';
import { users } from '../../auth';
import { markets } from '../markets/markets.tables';
import { fills, orders } from '../markets/orders.tables';
import { venueExecutions } from './venues.tables';

const buyers = alias(users, 'buyers');
const sellers = alias(users, 'sellers');
const buyOrders = alias(orders, 'buy_orders');
const sellOrders = alias(orders, 'sell_orders');

/** The fills among `fillIds` not reported to their venue yet, with their market and both investors' accounts. */
export async function findUnreportedFills(tx: Database, fillIds: readonly string[]) {
  const takerSide = sql<number>`(select side from ${orders} where ${orders.id} = ${fills.takerOrderId})`;
  const isPartyOf = (orderId: AnyPgColumn) => sql`${orderId} in (${fills.makerOrderId}, ${fills.takerOrderId})`;
  return tx
    .select({ fill: fills, market: markets, takerSide, buyer: buyers.investorId, seller: sellers.investorId })
    .from(fills)
    .innerJoin(markets, eq(markets.id, fills.marketId))
    .innerJoin(buyOrders, and(isPartyOf(buyOrders.id), eq(buyOrders.side, Side.Buy)))
    .innerJoin(sellOrders, and(isPartyOf(sellOrders.id), eq(sellOrders.side, Side.Sell)))
    .innerJoin(buyers, eq(buyers.id, buyOrders.userId))
    .innerJoin(sellers, eq(sellers.id, sellOrders.userId))
    .where(
      and(
        inArray(fills.id, [...fillIds]),
        sql`not exists (select 1 from ${venueExecutions} where ${venueExecutions.fillId} = ${fills.id})`,
      ),
    );
}

export async function insertVenueExecution(
  tx: Database,
  row: { fillId: string; tenantId: string; venue: string; reference: string },
): Promise<void> {
  await tx
    .insert(venueExecutions)
    .values({ ...row, reportedAt: sql`now()` })
    .onConflictDoNothing();
}
