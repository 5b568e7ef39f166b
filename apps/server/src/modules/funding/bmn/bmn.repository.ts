import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import type { PaymentRow } from '../payments/payments.repository';
import { payments } from '../payments/payments.tables';
import { bmnAmpAccounts } from './bmn.tables';

export type BmnAmpRow = typeof bmnAmpAccounts.$inferSelect;

export async function findAmpAccount(db: Database, tenantId: string, userId: string): Promise<BmnAmpRow | null> {
  const [row] = await db
    .select()
    .from(bmnAmpAccounts)
    .where(and(eq(bmnAmpAccounts.tenantId, tenantId), eq(bmnAmpAccounts.userId, userId)));
  return row ?? null;
}

export async function upsertAmpAccount(db: Database, row: BmnAmpRow): Promise<BmnAmpRow> {
  const [saved] = await db
    .insert(bmnAmpAccounts)
    .values(row)
    .onConflictDoUpdate({
      target: [bmnAmpAccounts.tenantId, bmnAmpAccounts.userId],
      set: { ampId: row.ampId, updatedAt: row.updatedAt },
    })
    .returning();
  if (!saved) throw new Error('AMP id not saved');
  return saved;
}

/** The BMN deposits a desk has yet to confirm, across domains, oldest first. */
export async function findOpenBmnDeposits(db: Database, provider: string, limit = 500): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.method, 'BMN'), eq(payments.status, 'PENDING')))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}
