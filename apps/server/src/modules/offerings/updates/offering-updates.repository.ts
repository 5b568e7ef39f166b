import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { offeringUpdates } from './offering-updates.tables';

export type OfferingUpdateRow = typeof offeringUpdates.$inferSelect;

export async function insertOfferingUpdate(
  db: Database,
  values: typeof offeringUpdates.$inferInsert,
): Promise<OfferingUpdateRow> {
  const [row] = await db.insert(offeringUpdates).values(values).returning();
  if (!row) throw new Error('offering update insert returned no row');
  return row;
}

/** The offering's updates, newest first. */
export function findOfferingUpdates(
  db: Database,
  scope: { tenantId: string; offeringId: string },
): Promise<OfferingUpdateRow[]> {
  return db
    .select()
    .from(offeringUpdates)
    .where(and(eq(offeringUpdates.tenantId, scope.tenantId), eq(offeringUpdates.offeringId, scope.offeringId)))
    .orderBy(desc(offeringUpdates.postedAt), desc(offeringUpdates.id));
}
