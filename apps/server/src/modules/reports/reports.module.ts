import type { ServerModule } from '../../platform/module';
import type { ReportsDeps } from './reports.deps';
import { reportsRoutes } from './reports.routes';
import { statementsRoutes } from './statements/statements.routes';

/** Reports: the api role's report routes, and the monthly statements of `statements/`. */
export function createReportsModule(deps: ReportsDeps): ServerModule {
  return {
    api: () => ({
      routes: async (app) => {
        await app.register(reportsRoutes, { deps });
        await app.register(statementsRoutes, { deps });
      },
    }),
  };
}
