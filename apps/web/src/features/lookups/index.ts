export { CountrySelect } from './country-select';
export {
  useCitiesQuery,
  useCountriesQuery,
  useDocumentTypesQuery,
  usePaymentOptionsRulesQuery,
  usePlaceDetailsMutation,
  usePlacesQuery,
  useProvincesQuery,
} from './lookups.api';
export { CitySelect, ProvinceSelect } from './place-selects';
export { ReferenceSelect } from './reference-select';
