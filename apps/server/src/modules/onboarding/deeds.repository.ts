import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { onboardingDeeds } from './onboarding.tables';

export type DeedRow = typeof onboardingDeeds.$inferSelect;

export async function insertDeed(db: Database, values: typeof onboardingDeeds.$inferInsert): Promise<DeedRow> {
  const [row] = await db.insert(onboardingDeeds).values(values).returning();
  if (!row) throw new Error('deed insert returned no row');
  return row;
}

export async function findLatestDeed(db: Database, tenantId: string, userId: string): Promise<DeedRow | null> {
  const rows = await db
    .select()
    .from(onboardingDeeds)
    .where(and(eq(onboardingDeeds.tenantId, tenantId), eq(onboardingDeeds.userId, userId)))
    .orderBy(desc(onboardingDeeds.signedAt))
    .limit(1);
  return rows[0] ?? null;
}
