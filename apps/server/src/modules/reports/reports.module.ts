import type { ServerModule } from '../../platform/module';
import { adminLedgerRoutes } from './admin/admin-ledger.routes';
import { adminReportsRoutes } from './admin/admin-reports.routes';
import { insightsRoutes } from './insights/insights.routes';
import { adminUserLedgerRoutes } from './ledger-report/admin-user-ledger.routes';
import type { ReportsDeps } from './reports.deps';
import { reportsRoutes } from './reports.routes';
import { statementsRoutes } from './statements/statements.routes';
import { suitabilityRoutes } from './suitability/suitability.routes';

/**
 * Reports: the api role's report routes, the monthly statements of `statements/`, the insights, trade
 * summary and ledger of `insights/`, the suitability file of `suitability/`, and the administrators'
 * reports and dashboard of `admin/` (new users, the domain's ledger, suitability files).
 */
export function createReportsModule(deps: ReportsDeps): ServerModule {
  return {
    api: () => ({
      routes: async (app) => {
        await app.register(reportsRoutes, { deps });
        await app.register(statementsRoutes, { deps });
        await app.register(insightsRoutes, { deps });
        await app.register(suitabilityRoutes, { deps });
        await app.register(adminReportsRoutes, { deps });
        await app.register(adminLedgerRoutes, { deps });
        await app.register(adminUserLedgerRoutes, { deps });
      },
    }),
  };
}
