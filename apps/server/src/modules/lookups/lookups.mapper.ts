import type { City, Country, Place, PlaceDetails, Province, ReferenceItem, UserDocumentType } from '@invest/contracts';
import type { CityRow, CountryRow, DocumentTypeRow, ProvinceRow } from './lookups.repository';
import type { PlaceAddress, PlaceSuggestion } from './places/places.port';

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** Alphabetical, the same on every database whatever its collation. */
export const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);

export const toCountry = (row: CountryRow): Country => ({
  id: row.id,
  name: row.name,
  dial_code: row.dialCode,
  country_code: row.countryCode,
  flag: row.flag,
  mask: row.phoneMask,
});

export const toProvince = (row: ProvinceRow): Province => ({ id: row.id, name: row.name, code: row.code });

export const toCity = (row: CityRow): City => ({ id: row.id, name: row.name });

export const toReferenceItem = (row: ReferenceItem): ReferenceItem => ({ id: row.id, slug: row.slug, name: row.name });

export const toUserDocumentType = (row: DocumentTypeRow): UserDocumentType => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  user_types: row.userTypes,
  steps: row.steps,
});

export const toPlace = (suggestion: PlaceSuggestion): Place => ({
  id: suggestion.id,
  description: suggestion.description,
  main_text: suggestion.mainText,
  secondary_text: suggestion.secondaryText,
});

export interface PlaceLookupIds {
  countryId: number | null;
  provinceId: number | null;
  cityId: number | null;
}

export const toPlaceDetails = (address: PlaceAddress, ids: PlaceLookupIds): PlaceDetails => ({
  id: address.id,
  formatted_address: address.formattedAddress,
  address_line1: address.addressLine1,
  address_line2: address.addressLine2,
  suburb: address.suburb,
  city: address.city,
  province: address.province,
  postal_code: address.postalCode,
  country_code: address.countryCode,
  country_id: ids.countryId,
  province_id: ids.provinceId,
  city_id: ids.cityId,
  latitude: address.latitude,
  longitude: address.longitude,
});
