export { useDomainSettingsQuery } from './tenants.api';
