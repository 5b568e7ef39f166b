import type { ServerModule } from '../../platform/module';
import type { FileStorage } from '../../platform/storage/storage';
import { domainAssetsRoutes } from './assets/domain-assets.routes';
import { tenantPageRoutes } from './tenant-page.routes';
import { tenantsRoutes } from './tenants.routes';
import { createTenantsService, type TenantsService } from './tenants.service';

export interface TenantsModuleDeps {
  service: Parameters<typeof createTenantsService>[0];
  /** The built web app whose index.html each domain's pages are rendered from. */
  webDist: string;
  /** The trading host's origin as a browser on `host` reaches it. */
  tradingUrlFor: (host: string) => string;
  /** Where the domains' uploaded logos and favicons are kept. */
  storage: FileStorage;
}

/**
 * Domains: the service other modules read, the /v1 domain settings and brand images, and each domain's
 * pages of the web app.
 */
export interface TenantsModule extends ServerModule, TenantsService {}

export function createTenantsModule(deps: TenantsModuleDeps): TenantsModule {
  const tenants = createTenantsService(deps.service);
  return {
    ...tenants,
    api: () => ({
      routes: async (app) => {
        await app.register(tenantsRoutes, { tenants });
        await app.register(domainAssetsRoutes, { deps: { db: deps.service.db, storage: deps.storage } });
      },
      rootRoutes: async (app) => {
        await app.register(tenantPageRoutes, { tenants, webDist: deps.webDist, tradingUrlFor: deps.tradingUrlFor });
      },
    }),
  };
}
