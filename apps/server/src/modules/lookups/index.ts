export { findCountryById } from './country-cache';
export type { CountryRow } from './lookups.repository';
export { lookupsRoutes } from './lookups.routes';
export { seedLookups } from './lookups.seed';
export { createLookupsService, type LookupsService } from './lookups.service';
export { createGooglePlacesProvider } from './places/google-places';
