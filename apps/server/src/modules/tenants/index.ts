export { tenantIdColumn } from './tenant-column';
export { tenantPageRoutes } from './tenant-page.routes';
export { defaultTermsUrl, toDomainSettings } from './tenants.mapper';
export { tenantsRoutes } from './tenants.routes';
export { type CreateTenantInput, createTenantsService, normalizeHost, type TenantsService } from './tenants.service';
export { tenants } from './tenants.tables';
