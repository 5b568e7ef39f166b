import {
  nationalityCheckSchema,
  offeringIdParamSchema,
  pageSchema,
  regCfLimitSchema,
  submitSubscriptionRequestSchema,
  subscriptionFormSchema,
  subscriptionFormStepSchema,
  subscriptionIdParamSchema,
  subscriptionListQuerySchema,
  subscriptionSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { requireIdempotencyKey } from '../../../platform/http/idempotency';
import { checkNationality } from '../catalogue/offering-eligibility';
import type { OfferingsDeps } from '../offerings.deps';
import { reconfirmSubscription } from './reconfirm.service';
import { getRegCfLimit } from './reg-cf-usage.service';
import {
  cancelSubscription,
  findSubscriptions,
  saveSubscriptionStep,
  submitSubscription,
} from './subscriptions.service';

const tags = ['offerings'];

/** SPEC 7's subscription form, and the investor's commitments ("my investments"). */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{ deps: OfferingsDeps }> = async (app, { deps }) => {
  app.post(
    '/ipo/subscription_form/create',
    {
      config: { guard: 'investor' },
      schema: { tags, body: subscriptionFormStepSchema, response: okResponse(subscriptionFormSchema) },
    },
    async (request) => ok(await saveSubscriptionStep(deps, requireAuth(request), request.body), 'Saved'),
  );

  app.post(
    '/ipo/subscription_form/submit',
    {
      config: { guard: 'investor', idempotent: true },
      schema: { tags, body: submitSubscriptionRequestSchema, response: okResponse(subscriptionSchema) },
    },
    async (request) =>
      ok(
        await submitSubscription(deps, requireAuth(request), requireIdempotencyKey(request), request.body),
        'Your commitment is recorded and the money set aside',
      ),
  );

  app.get(
    '/ipo/subscriptions',
    {
      config: { guard: 'investor' },
      schema: { tags, querystring: subscriptionListQuerySchema, response: okResponse(pageSchema(subscriptionSchema)) },
    },
    async (request) => ok(await findSubscriptions(deps, requireAuth(request), request.query)),
  );

  app.post(
    '/ipo/subscriptions/:id/cancel',
    {
      config: { guard: 'investor' },
      schema: { tags, params: subscriptionIdParamSchema, response: okResponse(subscriptionSchema) },
    },
    async (request) =>
      ok(
        await cancelSubscription(deps, requireAuth(request), request.params.id),
        'Cancelled; the money is yours again',
      ),
  );

  app.post(
    '/ipo/subscriptions/:id/reconfirm',
    {
      config: { guard: 'investor' },
      schema: {
        tags,
        summary: "Confirms a commitment under the offering's changed terms (SEC rule 227.304(c))",
        params: subscriptionIdParamSchema,
        response: okResponse(subscriptionSchema),
      },
    },
    async (request) =>
      ok(await reconfirmSubscription(deps, requireAuth(request), request.params.id), 'Reconfirmed under the new terms'),
  );

  app.get(
    '/ipo/reg-cf-limit',
    { config: { guard: 'investor' }, schema: { tags, response: okResponse(regCfLimitSchema) } },
    async (request) => ok(await getRegCfLimit(deps, requireAuth(request))),
  );

  app.get(
    '/ipo/nationality-check/:id',
    {
      config: { guard: 'investor' },
      schema: { tags, params: offeringIdParamSchema, response: okResponse(nationalityCheckSchema) },
    },
    async (request) => ok(await checkNationality(deps, requireAuth(request), request.params.id)),
  );
};
