import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { circleAddresses } from './usdc.tables';

export type CircleAddressRow = typeof circleAddresses.$inferSelect;
export type NewCircleAddress = typeof circleAddresses.$inferInsert;

export function findUserCircleAddresses(db: Database, tenantId: string, userId: string): Promise<CircleAddressRow[]> {
  return db
    .select()
    .from(circleAddresses)
    .where(and(eq(circleAddresses.tenantId, tenantId), eq(circleAddresses.userId, userId)))
    .orderBy(asc(circleAddresses.createdAt), asc(circleAddresses.chain));
}

export async function findOwnCircleAddress(
  db: Database,
  owner: { tenantId: string; userId: string },
  id: string,
): Promise<CircleAddressRow | null> {
  const [row] = await db
    .select()
    .from(circleAddresses)
    .where(
      and(
        eq(circleAddresses.id, id),
        eq(circleAddresses.tenantId, owner.tenantId),
        eq(circleAddresses.userId, owner.userId),
      ),
    );
  return row ?? null;
}

/** Keeps the first address made for a user and chain: a concurrent second one is dropped, the first returned. */
export async function insertCircleAddress(db: Database, row: NewCircleAddress): Promise<CircleAddressRow> {
  await db.insert(circleAddresses).values(row).onConflictDoNothing();
  const [kept] = await db
    .select()
    .from(circleAddresses)
    .where(
      and(
        eq(circleAddresses.tenantId, row.tenantId),
        eq(circleAddresses.userId, row.userId),
        eq(circleAddresses.chain, row.chain),
      ),
    );
  if (!kept) throw new Error('circle address not kept');
  return kept;
}
