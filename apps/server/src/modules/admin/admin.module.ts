import type { ServerModule } from '../../platform/module';
import type { AdminDeps } from './admin.deps';
import { analyticsRoutes } from './analytics/analytics.routes';
import { mixpanelEventTopic, mixpanelJob } from './analytics/analytics.service';
import { auditRoutes } from './audit/audit.routes';

export type AdminModule = ServerModule;

/** Administrator tools (ARCHITECTURE.md, module admin): the audit trail and product analytics on the
 * api role, and the outbox job that sends analytics to Mixpanel. */
export function createAdminModule(deps: AdminDeps): AdminModule {
  return {
    outboxHandlers: { [mixpanelEventTopic]: mixpanelJob(deps.analytics) },
    api: () => ({
      routes: async (app) => {
        await app.register(auditRoutes, { deps });
        await app.register(analyticsRoutes, { deps });
      },
    }),
  };
}
