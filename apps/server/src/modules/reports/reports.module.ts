import type { ServerModule } from '../../platform/module';
import type { ReportsDeps } from './reports.deps';
import { reportsRoutes } from './reports.routes';

/** Reports: the api role's report routes. */
export function createReportsModule(deps: ReportsDeps): ServerModule {
  return {
    api: () => ({
      routes: async (app) => {
        await app.register(reportsRoutes, { deps });
      },
    }),
  };
}
