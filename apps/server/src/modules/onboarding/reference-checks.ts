import { invalid } from '../../platform/errors';
import { type CountryRow, findCountryById } from '../lookups';
import type { OnboardingDeps } from './onboarding.deps';

/** Checks of submitted ids against the lookups: each refuses an unknown id with a 400 on its field. */

export async function getCountryOrInvalid(deps: OnboardingDeps, field: string, id: number): Promise<CountryRow> {
  const country = await findCountryById(deps.db, id);
  if (!country) throw invalid(field, 'Unknown country');
  return country;
}

export async function assertReferenceItem(
  deps: OnboardingDeps,
  list: 'professions' | 'entityTypes' | 'fundingSources',
  field: string,
  id: number,
): Promise<void> {
  const items = await deps.lookups.listReferenceItems(list);
  if (!items.some((item) => item.id === id)) throw invalid(field, 'Unknown choice');
}

/** A province of `country` and, when given, a city of that province. */
export async function assertPlace(
  deps: OnboardingDeps,
  country: CountryRow,
  provinceId: number | undefined,
  cityId: number | undefined,
): Promise<void> {
  if (provinceId === undefined) {
    if (cityId !== undefined) throw invalid('province_id', 'Choose the province of the city');
    return;
  }
  const provinces = await deps.lookups.listProvinces(country.id);
  if (!provinces.some((province) => province.id === provinceId)) {
    throw invalid('province_id', `Not a province of ${country.name}`);
  }
  if (cityId === undefined) return;
  const cities = await deps.lookups.listCities(provinceId);
  if (!cities.some((city) => city.id === cityId)) throw invalid('city_id', 'Not a city of this province');
}

/** Whole years between `date` (YYYY-MM-DD) and `now`. */
export function yearsSince(date: string, now: Date): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  let years = now.getUTCFullYear() - year;
  const beforeAnniversary =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeAnniversary) years -= 1;
  return years;
}
