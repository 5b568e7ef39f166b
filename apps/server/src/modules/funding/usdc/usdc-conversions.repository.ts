import type { ConversionStatus } from '@invest/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { usdcConversions } from './usdc.tables';

export type UsdcConversionRow = typeof usdcConversions.$inferSelect;
export type UsdcConversionPatch = Partial<
  Pick<UsdcConversionRow, 'amountUnits' | 'status' | 'failureReason' | 'holdId' | 'updatedAt' | 'completedAt'>
>;

type Owner = { tenantId: string; userId: string };

const ownedBy = (owner: Owner): SQL | undefined =>
  and(eq(usdcConversions.tenantId, owner.tenantId), eq(usdcConversions.userId, owner.userId));

export async function insertConversion(tx: Database, row: UsdcConversionRow): Promise<UsdcConversionRow> {
  const [inserted] = await tx.insert(usdcConversions).values(row).returning();
  if (!inserted) throw new Error('conversion not inserted');
  return inserted;
}

/** The conversion an earlier request with this Idempotency-Key made, if any. */
export async function findConversionByKey(
  db: Database,
  owner: Owner,
  idempotencyKey: string,
): Promise<UsdcConversionRow | null> {
  const [row] = await db
    .select()
    .from(usdcConversions)
    .where(and(ownedBy(owner), eq(usdcConversions.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** A conversion of the tenant, locked until the caller's transaction ends: its changes take turns. */
export async function lockConversion(tx: Database, tenantId: string, id: string): Promise<UsdcConversionRow | null> {
  const [row] = await tx
    .select()
    .from(usdcConversions)
    .where(and(eq(usdcConversions.tenantId, tenantId), eq(usdcConversions.id, id)))
    .for('update');
  return row ?? null;
}

export async function updateConversion(
  tx: Database,
  id: string,
  patch: UsdcConversionPatch,
): Promise<UsdcConversionRow> {
  const [row] = await tx.update(usdcConversions).set(patch).where(eq(usdcConversions.id, id)).returning();
  if (!row) throw new Error('conversion not updated');
  return row;
}

/** A page of the owner's conversions, of one status or all, newest first, with their total count. */
export async function findConversionsPage(
  db: Database,
  owner: Owner,
  query: { page: number; limit: number; status?: ConversionStatus | undefined },
): Promise<{ rows: UsdcConversionRow[]; total: number }> {
  const where = and(ownedBy(owner), query.status ? eq(usdcConversions.status, query.status) : undefined);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(usdcConversions)
      .where(where)
      .orderBy(desc(usdcConversions.createdAt), desc(usdcConversions.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(usdcConversions).where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}
