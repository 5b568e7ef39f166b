import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Reference data shared by every domain (not tenant-owned). */
export const countries = pgTable('countries', {
  id: serial().primaryKey(),
  countryCode: text().notNull().unique(),
  name: text().notNull(),
  dialCode: text().notNull(),
  flag: text().notNull(),
  phoneMask: text().notNull(),
});

export const provinces = pgTable(
  'provinces',
  {
    id: serial().primaryKey(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    code: text().notNull(),
    name: text().notNull(),
  },
  (table) => [index('provinces_country_idx').on(table.countryId)],
);

export const cities = pgTable(
  'cities',
  {
    id: serial().primaryKey(),
    provinceId: integer()
      .notNull()
      .references(() => provinces.id),
    name: text().notNull(),
  },
  (table) => [index('cities_province_idx').on(table.provinceId)],
);
