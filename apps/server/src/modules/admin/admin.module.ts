import type { ServerModule } from '../../platform/module';
import type { AdminDeps } from './admin.deps';
import { analyticsRoutes } from './analytics/analytics.routes';
import { mixpanelEventTopic, mixpanelJob } from './analytics/analytics.service';
import { auditRoutes } from './audit/audit.routes';
import { errorReportsRoutes, monitoringTunnelRoutes } from './monitoring/monitoring.routes';
import { sentryEnvelopeJob, sentryEnvelopeTopic } from './monitoring/monitoring.service';

export type AdminModule = ServerModule;

/** Administrator tools (ARCHITECTURE.md, module admin): the audit trail, product analytics and the web
 * app's error reports on the api role (the /monitoring tunnel at its root), and the outbox jobs that
 * send analytics to Mixpanel and error reports to the domain's Sentry project. */
export function createAdminModule(deps: AdminDeps): AdminModule {
  return {
    outboxHandlers: {
      [mixpanelEventTopic]: mixpanelJob(deps.analytics),
      [sentryEnvelopeTopic]: sentryEnvelopeJob(deps.errorReporting.relayUrl),
    },
    api: () => ({
      routes: async (app) => {
        await app.register(auditRoutes, { deps });
        await app.register(analyticsRoutes, { deps });
        await app.register(errorReportsRoutes, { deps });
      },
      rootRoutes: async (app) => {
        await app.register(monitoringTunnelRoutes, { deps });
      },
    }),
  };
}
