import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { feeDiscounts } from './fee-discounts.tables';

export type FeeDiscountRow = typeof feeDiscounts.$inferSelect;

/** Records a confirmed discount; null when the user already confirmed that month's. */
export async function insertFeeDiscount(
  db: Database,
  values: Omit<typeof feeDiscounts.$inferInsert, 'id'>,
): Promise<FeeDiscountRow | null> {
  const rows = await db.insert(feeDiscounts).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findFeeDiscount(
  db: Database,
  scope: { tenantId: string; userId: string },
  key: { period: string; asset: string },
): Promise<FeeDiscountRow | null> {
  const rows = await db
    .select()
    .from(feeDiscounts)
    .where(
      and(
        eq(feeDiscounts.tenantId, scope.tenantId),
        eq(feeDiscounts.userId, scope.userId),
        eq(feeDiscounts.period, key.period),
        eq(feeDiscounts.asset, key.asset),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** A page of the user's confirmed discounts, the latest month first. */
export async function findFeeDiscountsPage(
  db: Database,
  scope: { tenantId: string; userId: string },
  page: { limit: number; offset: number },
): Promise<{ rows: FeeDiscountRow[]; total: number }> {
  const where = and(eq(feeDiscounts.tenantId, scope.tenantId), eq(feeDiscounts.userId, scope.userId));
  const rows = await db
    .select()
    .from(feeDiscounts)
    .where(where)
    .orderBy(desc(feeDiscounts.period), desc(feeDiscounts.createdAt))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(feeDiscounts).where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}
