import type { ServerModule } from '../../platform/module';
import type { AdminDeps } from './admin.deps';
import { analyticsRoutes } from './analytics/analytics.routes';
import { auditRoutes } from './audit/audit.routes';

export type AdminModule = ServerModule;

/** Administrator tools (ARCHITECTURE.md, module admin): the audit trail and product analytics on the api role. */
export function createAdminModule(deps: AdminDeps): AdminModule {
  return {
    api: () => ({
      routes: async (app) => {
        await app.register(auditRoutes, { deps });
        await app.register(analyticsRoutes, { deps });
      },
    }),
  };
}
