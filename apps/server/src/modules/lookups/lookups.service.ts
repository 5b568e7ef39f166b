import type { DocumentUserType, PaymentRule, PlaceSearchQuery } from '@invest/contracts';
import type { Database } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { validateCountryCode } from './country-rules';
import { defaultPaymentRules } from './default-payment-rules';
import {
  byName,
  type PlaceLookupIds,
  toCity,
  toCountry,
  toPlace,
  toPlaceDetails,
  toProvince,
  toReferenceItem,
  toUserDocumentType,
} from './lookups.mapper';
import * as repo from './lookups.repository';
import { seedCitiesOf, seedProvincesOf } from './lookups.seed';
import type { PlaceAddress, PlacesProvider } from './places/places.port';
import { createSandboxPlacesProvider } from './places/sandbox-places';

/** What lookups read of a domain: its configs and its payment rules. */
interface TenantSettingsReader {
  getTenant(id: string): Promise<{ configs: Record<string, unknown>; paymentRules: PaymentRule[] }>;
}

export type LookupsService = ReturnType<typeof createLookupsService>;

export function createLookupsService(deps: { db: Database; tenants: TenantSettingsReader; places?: PlacesProvider }) {
  const { db, tenants } = deps;
  const places = deps.places ?? createSandboxPlacesProvider();

  async function getCountry(id: number): Promise<repo.CountryRow> {
    const country = await repo.findCountryById(db, id);
    if (!country) throw notFound('Country');
    return country;
  }

  /** Our country, province and city ids for an address, where the lookups know them. */
  async function lookupIds(address: PlaceAddress): Promise<PlaceLookupIds> {
    const ids: PlaceLookupIds = { countryId: null, provinceId: null, cityId: null };
    const country = await repo.findCountryByCode(db, address.countryCode);
    if (!country) return ids;
    ids.countryId = country.id;
    if (!address.provinceCode) return ids;
    await seedProvincesOf(db, country);
    const province = await repo.findProvinceByCode(db, country.id, address.provinceCode);
    if (!province) return ids;
    ids.provinceId = province.id;
    await seedCitiesOf(db, province, country.countryCode);
    ids.cityId = (await repo.findCityByName(db, province.id, address.city))?.id ?? null;
    return ids;
  }

  return {
    async listCountries() {
      return (await repo.findCountries(db)).map(toCountry).sort(byName);
    },

    async listProvinces(countryId: number) {
      const country = await getCountry(countryId);
      await seedProvincesOf(db, country);
      return (await repo.findProvincesOfCountry(db, country.id)).map(toProvince).sort(byName);
    },

    async listCities(provinceId: number) {
      const found = await repo.findProvinceById(db, provinceId);
      if (!found) throw notFound('Province');
      await seedCitiesOf(db, found.province, found.countryCode);
      return (await repo.findCitiesOfProvince(db, provinceId)).map(toCity).sort(byName);
    },

    async listDocumentTypes(userType?: DocumentUserType) {
      return (await repo.findDocumentTypes(db, userType)).map(toUserDocumentType);
    },

    async listReferenceItems(list: repo.ReferenceList) {
      return (await repo.findReferenceItems(db, list)).map(toReferenceItem);
    },

    /**
     * An address's country, province and city as a payment provider wants them: the country's
     * ISO 3166-1 alpha-2 code, the province's code (its ISO 3166-2 subdivision) and the city's name.
     */
    async placeOf(address: { countryId: number; provinceId: number | null; cityId: number | null }) {
      const [country, province, city] = await Promise.all([
        getCountry(address.countryId),
        address.provinceId === null ? null : repo.findProvinceById(db, address.provinceId),
        address.cityId === null ? null : repo.findCityById(db, address.cityId),
      ]);
      return {
        countryCode: country.countryCode,
        provinceCode: province?.province.code ?? null,
        cityName: city?.name ?? null,
      };
    },

    /** Whether investors of this country may use the domain (sanctions, then the domain's own list). */
    async validateCountry(tenantId: string, countryId: number) {
      const country = await getCountry(countryId);
      const { configs } = await tenants.getTenant(tenantId);
      return validateCountryCode(country.countryCode, configs);
    },

    /**
     * Whether an address's ids are in the lookups and agree with each other: the field that is not
     * (an unknown country, a province of another country, a city of another province), else null.
     * A state or city typed by name is taken only where the lookups list none to choose from.
     */
    async findAddressError(address: {
      countryId: number;
      provinceId?: number | null | undefined;
      cityId?: number | null | undefined;
      provinceName?: string | null | undefined;
      cityName?: string | null | undefined;
    }): Promise<{ field: 'country_id' | 'province_id' | 'city_id'; message: string } | null> {
      const country = await repo.findCountryById(db, address.countryId);
      if (!country) return { field: 'country_id', message: 'Unknown country' };
      await seedProvincesOf(db, country);
      if (address.provinceId == null) {
        if (address.provinceName && (await repo.findProvincesOfCountry(db, country.id)).length > 0) {
          return { field: 'province_id', message: `Choose the state or region of ${country.name} from the list` };
        }
        return address.cityId == null ? null : { field: 'province_id', message: 'Choose the province of the city' };
      }
      const found = await repo.findProvinceById(db, address.provinceId);
      if (found?.province.countryId !== country.id) {
        return { field: 'province_id', message: `Not a province of ${country.name}` };
      }
      await seedCitiesOf(db, found.province, country.countryCode);
      const cities = await repo.findCitiesOfProvince(db, found.province.id);
      if (address.cityId == null) {
        return address.cityName && cities.length > 0
          ? { field: 'city_id', message: `Choose the city in ${found.province.name} from the list` }
          : null;
      }
      return cities.some((city) => city.id === address.cityId)
        ? null
        : { field: 'city_id', message: 'Not a city of this province' };
    },

    async listPaymentRules(tenantId: string): Promise<PaymentRule[]> {
      const { paymentRules } = await tenants.getTenant(tenantId);
      return paymentRules.length > 0 ? paymentRules : defaultPaymentRules;
    },

    async searchPlaces(query: PlaceSearchQuery) {
      const suggestions = await places.search(query.input, query.country);
      return { items: suggestions.map(toPlace), is_sandbox: places.isSandbox };
    },

    async getPlaceDetails(id: string) {
      const address = await places.details(id);
      if (!address) throw notFound('Place');
      return toPlaceDetails(address, await lookupIds(address));
    },
  };
}
