import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { users } from '../../auth';
import type { MarketRow } from '../markets/markets.repository';
import { markets } from '../markets/markets.tables';
import type { OrderRow } from '../markets/orders.repository';
import { orders } from '../markets/orders.tables';

/** An order of the tenant with its market and the email of whoever placed it, or null. */
export async function findTenantOrderWithOwner(
  db: Database,
  tenantId: string,
  orderId: string,
): Promise<{ order: OrderRow; market: MarketRow; email: string } | null> {
  const rows = await db
    .select({ order: orders, market: markets, email: users.email })
    .from(orders)
    .innerJoin(markets, eq(markets.id, orders.marketId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The email of a user of the tenant, or null when there is no such user. */
export async function findUserEmail(db: Database, tenantId: string, userId: string): Promise<string | null> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return rows[0]?.email ?? null;
}
