import {
  commitmentSeriesSchema,
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
import { sendPdf } from '../../../platform/http/pdf-reply';
import { checkNationality } from '../catalogue/offering-eligibility';
import type { OfferingsDeps } from '../offerings.deps';
import { getCommitmentSeries } from './commitment-series.service';
import { reconfirmSubscription } from './reconfirm.service';
import { getRegCfLimit } from './reg-cf-usage.service';
import { getSignedSubscriptionAgreement, previewSubscriptionAgreement } from './subscription-agreement.service';
import {
  cancelSubscription,
  findSubscriptions,
  getSavedSubscriptionForm,
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

  app.get(
    '/ipo/:id/subscription_form',
    {
      config: { guard: 'investor' },
      schema: {
        tags,
        summary: 'The investor’s subscription form for the offering as saved so far, or null',
        params: offeringIdParamSchema,
        response: okResponse(subscriptionFormSchema.nullable()),
      },
    },
    async (request) => ok(await getSavedSubscriptionForm(deps, requireAuth(request), request.params.id)),
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

  app.get(
    '/ipo/:id/commitments',
    {
      config: { guard: 'verifiedEmail' },
      schema: {
        tags,
        summary: 'The running total committed to an offering, one point a day (its page’s chart)',
        params: offeringIdParamSchema,
        response: okResponse(commitmentSeriesSchema),
      },
    },
    async (request) => ok(await getCommitmentSeries(deps, requireAuth(request), request.params.id)),
  );

  app.get(
    '/ipo/:id/agreement',
    {
      config: { guard: 'investor' },
      schema: {
        tags,
        summary: 'The subscription agreement of the investor’s form as saved so far (PDF), to read before signing',
        params: offeringIdParamSchema,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await previewSubscriptionAgreement(deps, requireAuth(request), request.params.id),
        'subscription-agreement.pdf',
      ),
  );

  app.get(
    '/ipo/subscriptions/:id/agreement',
    {
      config: { guard: 'investor' },
      schema: {
        tags,
        summary: 'The signed subscription agreement of one of the investor’s commitments (PDF)',
        params: subscriptionIdParamSchema,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await getSignedSubscriptionAgreement(deps, requireAuth(request), request.params.id),
        'subscription-agreement-signed.pdf',
      ),
  );
};
