export { type CountryRow, findCountryById } from './lookups.repository';
