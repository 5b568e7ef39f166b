import type { ServerModule } from '../../platform/module';
import { lookupsRoutes } from './lookups.routes';
import { createLookupsService, type LookupsService } from './lookups.service';

/** Reference data: the service onboarding and funding read, and the /v1 lookup routes. */
export interface LookupsModule extends ServerModule, LookupsService {}

export function createLookupsModule(deps: Parameters<typeof createLookupsService>[0]): LookupsModule {
  const lookups = createLookupsService(deps);
  return {
    ...lookups,
    api: () => ({
      routes: async (app) => {
        await app.register(lookupsRoutes, { lookups });
      },
    }),
  };
}
