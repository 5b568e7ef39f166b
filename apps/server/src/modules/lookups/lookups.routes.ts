import {
  cityListSchema,
  countryListSchema,
  countryValidationSchema,
  lookupIdParamSchema,
  paymentRuleListSchema,
  placeDetailsSchema,
  placeIdParamSchema,
  placeListSchema,
  placeSearchQuerySchema,
  provinceListSchema,
  referenceListSchema,
  userDocumentTypeListSchema,
  userDocumentTypeParamSchema,
} from '@invest/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../platform/http/envelope';
import type { LookupsService } from './lookups.service';

/** Reference lists are the same for every domain and caller, so shared caches may keep them. */
function cacheForAnHour<T>(reply: FastifyReply, payload: T) {
  reply.header('cache-control', 'public, max-age=3600');
  return ok(payload);
}

/** Address search calls a paid provider once configured: bounded per caller. */
const placesRateLimit = { max: 60, timeWindow: '1 minute' };

export const lookupsRoutes: FastifyPluginAsyncZod<{ lookups: LookupsService }> = async (app, { lookups }) => {
  const config = { guard: 'public' } as const;
  const tags = ['lookups'];

  app.get(
    '/countries',
    { config, schema: { tags, response: okResponse(countryListSchema) } },
    async (_request, reply) => cacheForAnHour(reply, { items: await lookups.listCountries() }),
  );

  app.get(
    '/provinces/:id',
    { config, schema: { tags, params: lookupIdParamSchema, response: okResponse(provinceListSchema) } },
    async (request, reply) => cacheForAnHour(reply, { items: await lookups.listProvinces(request.params.id) }),
  );

  app.get(
    '/cities/:id',
    { config, schema: { tags, params: lookupIdParamSchema, response: okResponse(cityListSchema) } },
    async (request, reply) => cacheForAnHour(reply, { items: await lookups.listCities(request.params.id) }),
  );

  app.get(
    '/documentTypes',
    { config, schema: { tags, response: okResponse(userDocumentTypeListSchema) } },
    async (_request, reply) => cacheForAnHour(reply, { items: await lookups.listDocumentTypes() }),
  );

  app.get(
    '/documentTypes/:type',
    { config, schema: { tags, params: userDocumentTypeParamSchema, response: okResponse(userDocumentTypeListSchema) } },
    async (request, reply) => cacheForAnHour(reply, { items: await lookups.listDocumentTypes(request.params.type) }),
  );

  for (const list of ['entityTypes', 'fundingSources', 'professions'] as const) {
    app.get(
      `/${list}`,
      { config, schema: { tags, response: okResponse(referenceListSchema) } },
      async (_request, reply) => cacheForAnHour(reply, { items: await lookups.listReferenceItems(list) }),
    );
  }

  app.get(
    '/countries/:id/validate',
    { config, schema: { tags, params: lookupIdParamSchema, response: okResponse(countryValidationSchema) } },
    async (request) => ok(await lookups.validateCountry(request.tenant.id, request.params.id)),
  );

  app.get(
    '/payment-options-rules',
    { config, schema: { tags, response: okResponse(paymentRuleListSchema) } },
    async (request) => ok({ items: await lookups.listPaymentRules(request.tenant.id) }),
  );

  app.get(
    '/places',
    {
      config: { ...config, rateLimit: placesRateLimit },
      schema: { tags, querystring: placeSearchQuerySchema, response: okResponse(placeListSchema) },
    },
    async (request) => ok(await lookups.searchPlaces(request.query)),
  );

  app.get(
    '/places/details/:id',
    {
      config: { ...config, rateLimit: placesRateLimit },
      schema: { tags, params: placeIdParamSchema, response: okResponse(placeDetailsSchema) },
    },
    async (request) => ok(await lookups.getPlaceDetails(request.params.id)),
  );
};
