export { tenantIdColumn } from './tenant-column';
export { defaultTermsUrl } from './tenants.mapper';
export { createTenantsModule, type TenantsModule } from './tenants.module';
export type { TenantsService } from './tenants.service';
export { tenants } from './tenants.tables';
