export { findCountryById } from './country-cache';
export { createLookupsModule, type LookupsModule } from './lookups.module';
export type { CountryRow } from './lookups.repository';
export { seedLookups } from './lookups.seed';
export type { LookupsService } from './lookups.service';
export { createGooglePlacesProvider } from './places/google-places';
