import type { ServerModule } from '../../platform/module';
import type { OfferingsDeps } from './offerings.deps';
import { offeringsRoutes } from './offerings.routes';
import { subscriptionsRoutes } from './subscriptions.routes';

/** Offerings (issue 18): the api role's offering routes. */
export function createOfferingsModule(deps: OfferingsDeps): ServerModule {
  return {
    api: () => ({
      routes: async (app) => {
        await app.register(offeringsRoutes, { deps });
        await app.register(subscriptionsRoutes, { deps });
      },
    }),
  };
}
