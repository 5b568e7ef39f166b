import type { DocumentStep, DocumentUserType } from '@invest/contracts';
import { integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * Reference data shared by every domain (not tenant-owned). Seeding only inserts what is missing,
 * so an administrator's later edit of a row is never overwritten.
 */

/** Seeded in country_code order, so a fresh database numbers them the same way every time. */
export const countries = pgTable('countries', {
  id: serial().primaryKey(),
  countryCode: text().notNull().unique(),
  name: text().notNull(),
  dialCode: text().notNull(),
  flag: text().notNull(),
  phoneMask: text().notNull(),
  /** When this country's provinces were loaded from the dataset (they are loaded on first request). */
  provincesSeededAt: timestamp({ withTimezone: true }),
});

/** A first-level subdivision; `id` is the geo dataset's own id, the same in every database. */
export const provinces = pgTable(
  'provinces',
  {
    id: integer().primaryKey(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    code: text().notNull(),
    name: text().notNull(),
    /** When this province's cities were loaded from the dataset (they are loaded on first request). */
    citiesSeededAt: timestamp({ withTimezone: true }),
  },
  (table) => [unique('provinces_country_code_key').on(table.countryId, table.code)],
);

/** A city; `id` is the geo dataset's own id, so loading cities lazily still numbers them alike. */
export const cities = pgTable(
  'cities',
  {
    id: integer().primaryKey(),
    provinceId: integer()
      .notNull()
      .references(() => provinces.id),
    name: text().notNull(),
  },
  (table) => [unique('cities_province_name_key').on(table.provinceId, table.name)],
);

/** Seeded rows carry fixed ids below 1000; rows an administrator adds later are numbered from 1000. */
const referenceColumns = () => ({
  id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  slug: text().notNull().unique(),
  name: text().notNull(),
});

/** What an investor uploads, for which kinds of uploader and at which finish-profile steps. */
export const documentTypes = pgTable('document_types', {
  ...referenceColumns(),
  userTypes: text().array().$type<DocumentUserType[]>().notNull(),
  steps: text().array().$type<DocumentStep[]>().notNull(),
});

export const entityTypes = pgTable('entity_types', referenceColumns());

export const fundingSources = pgTable('funding_sources', referenceColumns());

export const professions = pgTable('professions', referenceColumns());
