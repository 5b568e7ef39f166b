import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { countries } from './lookups.tables';

export type CountryRow = typeof countries.$inferSelect;

export async function findCountryById(db: Database, id: number): Promise<CountryRow | null> {
  const rows = await db.select().from(countries).where(eq(countries.id, id)).limit(1);
  return rows[0] ?? null;
}
