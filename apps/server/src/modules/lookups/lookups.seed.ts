import type { Database } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { listCityData, listCountryData, listProvinceData } from './geo-data';
import * as repo from './lookups.repository';
import { documentTypeSeeds, entityTypeSeeds, fundingSourceSeeds, professionSeeds } from './reference-lists';

/**
 * Puts the reference data into a migrated database: the countries and the reference lists.
 * Idempotent: it inserts only what is missing, so running it on every start changes nothing.
 * Provinces (about 5,300) and cities (about 150,000) are loaded per country and per province on
 * their first request instead, which keeps every start, and every test database, fast.
 */
export async function seedLookups(db: Database): Promise<void> {
  await inTransaction(db, async (tx) => {
    await seedCountries(tx);
    await repo.insertDocumentTypes(tx, documentTypeSeeds);
    await repo.insertReferenceItems(tx, 'entityTypes', entityTypeSeeds);
    await repo.insertReferenceItems(tx, 'fundingSources', fundingSourceSeeds);
    await repo.insertReferenceItems(tx, 'professions', professionSeeds);
  });
}

/** Only the missing ones are inserted, so the id sequence advances only for new countries. */
async function seedCountries(db: Database): Promise<void> {
  const existing = new Set((await repo.findCountries(db)).map((country) => country.countryCode));
  const missing = listCountryData().filter((country) => !existing.has(country.countryCode));
  await repo.insertCountries(db, missing);
}

/** Loads a country's provinces from the dataset the first time they are asked for. */
export async function seedProvincesOf(db: Database, country: repo.CountryRow): Promise<void> {
  if (country.provincesSeededAt) return;
  const provinces = (await listProvinceData(country.countryCode)).map((row) => ({ ...row, countryId: country.id }));
  await inTransaction(db, async (tx) => {
    await repo.insertProvinces(tx, provinces);
    await repo.markProvincesSeeded(tx, country.id);
  });
}

/** Loads a province's cities from the dataset the first time they are asked for. */
export async function seedCitiesOf(db: Database, province: repo.ProvinceRow, countryCode: string): Promise<void> {
  if (province.citiesSeededAt) return;
  const cities = (await listCityData(countryCode, province.code)).map((row) => ({ ...row, provinceId: province.id }));
  await inTransaction(db, async (tx) => {
    await repo.insertCities(tx, cities);
    await repo.markCitiesSeeded(tx, province.id);
  });
}
