import type { IntervalJob } from '../../platform/jobs/interval-job';
import type { ServerModule } from '../../platform/module';
import { offeringsRoutes } from './catalogue/offerings.routes';
import { createOfferingSchedule } from './lifecycle/offering-schedule';
import type { OfferingsDeps } from './offerings.deps';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes';

export interface OfferingsModule extends ServerModule {
  /** The worker's job that opens and closes offerings on time. */
  schedule: IntervalJob<number>;
}

/** Offerings (issue 18): the api role's offering routes, and the worker's schedule that opens and closes them on time. */
export function createOfferingsModule(deps: OfferingsDeps & { logError: (line: string) => void }): OfferingsModule {
  const schedule = createOfferingSchedule(deps);
  return {
    schedule,
    worker: () => ({ start: () => schedule.start(), stop: () => schedule.stop() }),
    api: () => ({
      routes: async (app) => {
        await app.register(offeringsRoutes, { deps });
        await app.register(subscriptionsRoutes, { deps });
      },
    }),
  };
}
