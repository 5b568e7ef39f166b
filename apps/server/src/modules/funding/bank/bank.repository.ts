import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { bankDetails, bankReferences } from './bank.tables';

export type BankDetailsRow = typeof bankDetails.$inferSelect;

export async function findBankDetails(db: Database, tenantId: string, userId: string): Promise<BankDetailsRow | null> {
  const [row] = await db
    .select()
    .from(bankDetails)
    .where(and(eq(bankDetails.tenantId, tenantId), eq(bankDetails.userId, userId)));
  return row ?? null;
}

export async function upsertBankDetails(db: Database, row: BankDetailsRow): Promise<BankDetailsRow> {
  const { tenantId: _tenantId, userId: _userId, ...fields } = row;
  const [saved] = await db
    .insert(bankDetails)
    .values(row)
    .onConflictDoUpdate({ target: [bankDetails.tenantId, bankDetails.userId], set: fields })
    .returning();
  if (!saved) throw new Error('bank details not saved');
  return saved;
}

export async function findBankReference(db: Database, tenantId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ reference: bankReferences.reference })
    .from(bankReferences)
    .where(and(eq(bankReferences.tenantId, tenantId), eq(bankReferences.userId, userId)));
  return row?.reference ?? null;
}

/** Inserts the user's reference unless they have one, or the reference is taken; true when inserted. */
export async function insertBankReference(
  db: Database,
  row: { tenantId: string; userId: string; reference: string; createdAt: Date },
): Promise<boolean> {
  const rows = await db.insert(bankReferences).values(row).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** The user a bank reference belongs to, across tenants (a bank knows only the reference). */
export async function findByBankReference(
  db: Database,
  reference: string,
): Promise<{ tenantId: string; userId: string } | null> {
  const [row] = await db
    .select({ tenantId: bankReferences.tenantId, userId: bankReferences.userId })
    .from(bankReferences)
    .where(eq(bankReferences.reference, reference));
  return row ?? null;
}
