import {
  adminOfferingSchema,
  createOfferingRequestSchema,
  investorOfferingSchema,
  offeringFavoriteRequestSchema,
  offeringIdParamSchema,
  offeringListQuerySchema,
  offeringTransitionRequestSchema,
  pageSchema,
  priceOfferingRequestSchema,
  updateOfferingRequestSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../../platform/audit/audit';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { closeOffering } from '../lifecycle/offering-closing.service';
import { listOffering } from '../lifecycle/offering-listing.service';
import { priceOffering } from '../lifecycle/offering-pricing.service';
import type { OfferingsDeps } from '../offerings.deps';
import { findOfferings, getOffering, setFavorite } from './offerings.service';
import {
  createOffering,
  findAdminOfferings,
  getAdminOffering,
  moveOffering,
  updateOffering,
} from './offerings-admin.service';

const tags = ['offerings'];

/** SPEC 7 "IPO and voting": the offerings investors see, and the administrators' calls that make them. */
export const offeringsRoutes: FastifyPluginAsyncZod<{ deps: OfferingsDeps }> = async (app, { deps }) => {
  app.get(
    '/ipo',
    {
      config: { guard: 'verifiedEmail' },
      schema: {
        tags,
        summary: 'The domain’s offerings, with what each has raised (issue 18)',
        querystring: offeringListQuerySchema,
        response: okResponse(pageSchema(investorOfferingSchema)),
      },
    },
    async (request) => ok(await findOfferings(deps, requireAuth(request), request.query)),
  );

  app.get(
    '/ipo/:id',
    {
      config: { guard: 'verifiedEmail' },
      schema: {
        tags,
        summary: 'One offering, for its page',
        params: offeringIdParamSchema,
        response: okResponse(investorOfferingSchema),
      },
    },
    async (request) => ok(await getOffering(deps, requireAuth(request), request.params.id)),
  );

  app.post(
    '/ipo/:id/favorite',
    {
      config: { guard: 'verifiedEmail' },
      schema: {
        tags,
        params: offeringIdParamSchema,
        body: offeringFavoriteRequestSchema,
        response: okResponse(investorOfferingSchema),
      },
    },
    async (request) =>
      ok(await setFavorite(deps, requireAuth(request), request.params.id, request.body.is_favorite), 'Saved'),
  );

  app.get(
    '/admin/offerings',
    {
      config: { guard: 'admin' },
      schema: { tags, querystring: offeringListQuerySchema, response: okResponse(pageSchema(adminOfferingSchema)) },
    },
    async (request) => ok(await findAdminOfferings(deps, requireAuth(request), request.query)),
  );

  app.get(
    '/admin/offerings/:id',
    {
      config: { guard: 'admin' },
      schema: { tags, params: offeringIdParamSchema, response: okResponse(adminOfferingSchema) },
    },
    async (request) => ok(await getAdminOffering(deps, requireAuth(request), request.params.id)),
  );

  app.post(
    '/admin/offerings',
    {
      config: { guard: 'admin' },
      schema: { tags, body: createOfferingRequestSchema, response: okResponse(adminOfferingSchema) },
    },
    async (request) =>
      ok(await createOffering(deps, requireAuth(request), auditActorOf(request), request.body), 'Created'),
  );

  app.put(
    '/admin/offerings/:id',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        params: offeringIdParamSchema,
        body: updateOfferingRequestSchema,
        response: okResponse(adminOfferingSchema),
      },
    },
    async (request) =>
      ok(
        await updateOffering(deps, requireAuth(request), auditActorOf(request), request.params.id, request.body),
        'Saved',
      ),
  );

  app.post(
    '/admin/offerings/:id/state',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        params: offeringIdParamSchema,
        body: offeringTransitionRequestSchema,
        response: okResponse(adminOfferingSchema),
      },
    },
    async (request) =>
      ok(
        await moveOffering(deps, requireAuth(request), auditActorOf(request), request.params.id, request.body),
        'Saved',
      ),
  );

  app.post(
    '/admin/offerings/:id/price',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: "Sets an open ipo's final price: indications at or above it confirm, the others are released",
        params: offeringIdParamSchema,
        body: priceOfferingRequestSchema,
        response: okResponse(adminOfferingSchema),
      },
    },
    async (request) =>
      ok(
        await priceOffering(deps, requireAuth(request), auditActorOf(request), request.params.id, request.body),
        'Priced',
      ),
  );

  app.post(
    '/admin/offerings/:id/close',
    {
      config: { guard: 'admin' },
      schema: { tags, params: offeringIdParamSchema, response: okResponse(adminOfferingSchema) },
    },
    async (request) =>
      ok(await closeOffering(deps, requireAuth(request), auditActorOf(request), request.params.id), 'Closed'),
  );

  app.post(
    '/admin/offerings/:id/list',
    {
      config: { guard: 'admin' },
      schema: { tags, params: offeringIdParamSchema, response: okResponse(adminOfferingSchema) },
    },
    async (request) =>
      ok(await listOffering(deps, requireAuth(request), auditActorOf(request), request.params.id), 'Listed'),
  );
};
