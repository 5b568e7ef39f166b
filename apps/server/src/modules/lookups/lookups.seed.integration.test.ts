import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../platform/db/database';
import { findCountries } from './lookups.repository';
import { seedLookups } from './lookups.seed';
import { countries, documentTypes, entityTypes, fundingSources, professions } from './lookups.tables';

const opened: DatabaseHandle[] = [];
async function seededDatabase(): Promise<DatabaseHandle> {
  const handle = await createTestDatabase();
  opened.push(handle);
  await seedLookups(handle.db);
  return handle;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => handle.close()));
});

async function snapshot({ db }: DatabaseHandle) {
  return {
    countries: await db.select().from(countries).orderBy(countries.id),
    documentTypes: await db.select().from(documentTypes).orderBy(documentTypes.id),
    entityTypes: await db.select().from(entityTypes).orderBy(entityTypes.id),
    fundingSources: await db.select().from(fundingSources).orderBy(fundingSources.id),
    professions: await db.select().from(professions).orderBy(professions.id),
  };
}

describe('seeding the lookups', () => {
  it('changes nothing when run again', async () => {
    const handle = await seededDatabase();
    const before = await snapshot(handle);
    await seedLookups(handle.db);
    expect(await snapshot(handle)).toEqual(before);
  });

  it('numbers the countries alike in every fresh database, in country_code order', async () => {
    const [first, second] = await Promise.all([seededDatabase(), seededDatabase()]);
    const ids = async (handle: DatabaseHandle) =>
      (await findCountries(handle.db)).map((country) => [country.countryCode, country.id]);
    const firstIds = await ids(first as DatabaseHandle);
    expect(await ids(second as DatabaseHandle)).toEqual(firstIds);
    expect(firstIds.map(([code]) => code)).toEqual(firstIds.map(([code]) => code).sort());
  });

  it("keeps an administrator's edit of a seeded row", async () => {
    const { db } = await seededDatabase();
    await db.update(professions).set({ name: 'Chartered accountant' }).where(eq(professions.slug, 'accountant'));
    await seedLookups(db);
    const [row] = await db.select().from(professions).where(eq(professions.slug, 'accountant'));
    expect(row?.name).toBe('Chartered accountant');
  });
});
