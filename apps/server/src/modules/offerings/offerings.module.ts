import type { IntervalJob } from '../../platform/jobs/interval-job';
import type { ServerModule } from '../../platform/module';
import { offeringsRoutes } from './catalogue/offerings.routes';
import { type DemoOfferingPeople, seedDemoOfferings } from './demo/demo-offerings';
import { offeringDocumentsRoutes } from './documents/offering-documents.routes';
import { offeringClosedMailHandler, offeringClosedTopic } from './lifecycle/closing-mail';
import { createOfferingSchedule } from './lifecycle/offering-schedule';
import { offeringNotifyRoutes } from './notify/offering-notify.routes';
import { offeringOpenedMailHandler, offeringOpenedTopic } from './notify/offering-opened-mail';
import type { OfferingsDeps } from './offerings.deps';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes';
import { offeringUpdatesRoutes } from './updates/offering-updates.routes';

export interface OfferingsModule extends ServerModule {
  /** The worker's job that opens and closes offerings on time. */
  schedule: IntervalJob<number>;
  /** Gives a demo domain its demo offerings (see demo-offerings.ts); a second run changes nothing. */
  seedDemo(tenantId: string, people: DemoOfferingPeople): Promise<void>;
}

/**
 * Offerings (issue 18): the api role's offering routes, the worker's schedule that opens and closes
 * them on time, and the outbox jobs that mail those who asked to hear when one opens and every
 * investor when one closes.
 */
export function createOfferingsModule(deps: OfferingsDeps & { logError: (line: string) => void }): OfferingsModule {
  const schedule = createOfferingSchedule(deps);
  return {
    schedule,
    seedDemo: (tenantId, people) => seedDemoOfferings(deps, tenantId, people),
    outboxHandlers: {
      [offeringOpenedTopic]: offeringOpenedMailHandler(deps),
      [offeringClosedTopic]: offeringClosedMailHandler(),
    },
    worker: () => ({ start: () => schedule.start(), stop: () => schedule.stop() }),
    api: () => ({
      routes: async (app) => {
        await app.register(offeringsRoutes, { deps });
        await app.register(subscriptionsRoutes, { deps });
        await app.register(offeringDocumentsRoutes, { deps });
        await app.register(offeringUpdatesRoutes, { deps });
        await app.register(offeringNotifyRoutes, { deps });
      },
    }),
  };
}
