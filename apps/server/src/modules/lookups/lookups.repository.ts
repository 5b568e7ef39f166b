import type { DocumentUserType } from '@invest/contracts';
import { and, arrayContains, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import {
  cities,
  countries,
  documentTypes,
  entityTypes,
  fundingSources,
  professions,
  provinces,
} from './lookups.tables';

export type CountryRow = typeof countries.$inferSelect;
export type ProvinceRow = typeof provinces.$inferSelect;
export type CityRow = typeof cities.$inferSelect;
export type DocumentTypeRow = typeof documentTypes.$inferSelect;

const referenceTables = { entityTypes, fundingSources, professions } as const;
export type ReferenceList = keyof typeof referenceTables;

/** Rows per INSERT statement: well under PostgreSQL's 65,535 parameters per statement. */
const chunkSize = 1000;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let at = 0; at < rows.length; at += chunkSize) await insert(rows.slice(at, at + chunkSize));
}

export async function findCountryById(db: Database, id: number): Promise<CountryRow | null> {
  const rows = await db.select().from(countries).where(eq(countries.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findCountryByCode(db: Database, countryCode: string): Promise<CountryRow | null> {
  const rows = await db.select().from(countries).where(eq(countries.countryCode, countryCode)).limit(1);
  return rows[0] ?? null;
}

export function findCountries(db: Database): Promise<CountryRow[]> {
  return db.select().from(countries).orderBy(asc(countries.id));
}

export async function insertCountries(db: Database, rows: (typeof countries.$inferInsert)[]): Promise<void> {
  await insertInChunks(rows, (chunk) => db.insert(countries).values(chunk).onConflictDoNothing());
}

export async function markProvincesSeeded(db: Database, countryId: number): Promise<void> {
  await db.update(countries).set({ provincesSeededAt: sql`now()` }).where(eq(countries.id, countryId));
}

export function findProvincesOfCountry(db: Database, countryId: number): Promise<ProvinceRow[]> {
  return db.select().from(provinces).where(eq(provinces.countryId, countryId));
}

export async function findProvinceById(
  db: Database,
  id: number,
): Promise<{ province: ProvinceRow; countryCode: string } | null> {
  const rows = await db
    .select({ province: provinces, countryCode: countries.countryCode })
    .from(provinces)
    .innerJoin(countries, eq(countries.id, provinces.countryId))
    .where(eq(provinces.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function findProvinceByCode(db: Database, countryId: number, code: string): Promise<ProvinceRow | null> {
  const rows = await db
    .select()
    .from(provinces)
    .where(and(eq(provinces.countryId, countryId), eq(provinces.code, code)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertProvinces(db: Database, rows: (typeof provinces.$inferInsert)[]): Promise<void> {
  await insertInChunks(rows, (chunk) => db.insert(provinces).values(chunk).onConflictDoNothing());
}

export async function markCitiesSeeded(db: Database, provinceId: number): Promise<void> {
  await db.update(provinces).set({ citiesSeededAt: sql`now()` }).where(eq(provinces.id, provinceId));
}

export function findCitiesOfProvince(db: Database, provinceId: number): Promise<CityRow[]> {
  return db.select().from(cities).where(eq(cities.provinceId, provinceId));
}

export async function findCityById(db: Database, id: number): Promise<CityRow | null> {
  const rows = await db.select().from(cities).where(eq(cities.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findCityByName(db: Database, provinceId: number, name: string): Promise<CityRow | null> {
  const rows = await db
    .select()
    .from(cities)
    .where(and(eq(cities.provinceId, provinceId), sql`lower(${cities.name}) = lower(${name})`))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertCities(db: Database, rows: (typeof cities.$inferInsert)[]): Promise<void> {
  await insertInChunks(rows, (chunk) => db.insert(cities).values(chunk).onConflictDoNothing());
}

export function findDocumentTypes(db: Database, userType?: DocumentUserType): Promise<DocumentTypeRow[]> {
  return db
    .select()
    .from(documentTypes)
    .where(userType ? arrayContains(documentTypes.userTypes, [userType]) : undefined)
    .orderBy(asc(documentTypes.id));
}

export async function insertDocumentTypes(db: Database, rows: (typeof documentTypes.$inferInsert)[]): Promise<void> {
  await db.insert(documentTypes).values(rows).onConflictDoNothing();
}

export function findReferenceItems(db: Database, list: ReferenceList) {
  const table = referenceTables[list];
  return db.select().from(table).orderBy(asc(table.id));
}

export async function insertReferenceItems(
  db: Database,
  list: ReferenceList,
  rows: { id: number; slug: string; name: string }[],
): Promise<void> {
  await db.insert(referenceTables[list]).values(rows).onConflictDoNothing();
}
