import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { linkedWallets } from './wallets.tables';

export type LinkedWalletRow = typeof linkedWallets.$inferSelect;

export function findUserWallets(db: Database, tenantId: string, userId: string): Promise<LinkedWalletRow[]> {
  return db
    .select()
    .from(linkedWallets)
    .where(and(eq(linkedWallets.tenantId, tenantId), eq(linkedWallets.userId, userId)))
    .orderBy(asc(linkedWallets.createdAt), asc(linkedWallets.address));
}

export async function countUserWallets(db: Database, tenantId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(linkedWallets)
    .where(and(eq(linkedWallets.tenantId, tenantId), eq(linkedWallets.userId, userId)));
  return row?.value ?? 0;
}

/** The owner of a (checksummed) address, on any domain: the deposit address is the whole platform's. */
export async function findWalletByAddress(db: Database, address: string): Promise<LinkedWalletRow | null> {
  const [row] = await db.select().from(linkedWallets).where(eq(linkedWallets.address, address));
  return row ?? null;
}

/** Links the address unless it is linked already, and answers whoever holds it now. */
export async function insertWallet(db: Database, row: LinkedWalletRow): Promise<LinkedWalletRow> {
  await db.insert(linkedWallets).values(row).onConflictDoNothing();
  const kept = await findWalletByAddress(db, row.address);
  if (!kept) throw new Error('linked wallet not kept');
  return kept;
}

/** Unlinks one of the user's own addresses; false when they have no such address. */
export async function deleteUserWallet(
  db: Database,
  owner: { tenantId: string; userId: string },
  address: string,
): Promise<boolean> {
  const deleted = await db
    .delete(linkedWallets)
    .where(
      and(
        eq(linkedWallets.tenantId, owner.tenantId),
        eq(linkedWallets.userId, owner.userId),
        eq(linkedWallets.address, address),
      ),
    )
    .returning({ address: linkedWallets.address });
  return deleted.length > 0;
}
