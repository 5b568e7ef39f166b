import type { Database } from '../../platform/db/database';
import { type CountryRow, findCountries } from './lookups.repository';

const ttlMs = 5 * 60_000;
const cache = new WeakMap<Database, { byId: Map<number, CountryRow>; at: number }>();

/**
 * A country by id from a per-process copy of the country list (about 250 rows that only the seed
 * adds to), refreshed every five minutes or when an id is not in it.
 */
export async function findCountryById(db: Database, id: number): Promise<CountryRow | null> {
  const entry = cache.get(db);
  const hit = entry && Date.now() - entry.at < ttlMs ? entry.byId.get(id) : undefined;
  if (hit) return hit;
  const countries = await findCountries(db);
  cache.set(db, { byId: new Map(countries.map((country) => [country.id, country])), at: Date.now() });
  return countries.find((country) => country.id === id) ?? null;
}
