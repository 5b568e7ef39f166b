import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { tradingAccounts } from './trading-accounts.tables';

export type TradingAccountRow = typeof tradingAccounts.$inferSelect;

export async function findTradingAccountByUser(
  db: Database,
  tenantId: string,
  userId: string,
): Promise<TradingAccountRow | null> {
  const rows = await db
    .select()
    .from(tradingAccounts)
    .where(and(eq(tradingAccounts.tenantId, tenantId), eq(tradingAccounts.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Inserts the account unless the user has one or the number is taken; null in either case. */
export async function insertTradingAccount(
  db: Database,
  values: typeof tradingAccounts.$inferInsert,
): Promise<TradingAccountRow | null> {
  const rows = await db.insert(tradingAccounts).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}
