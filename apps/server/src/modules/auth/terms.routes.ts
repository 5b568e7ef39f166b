import {
  emptyPayloadSchema,
  signaturePayloadSchema,
  termsAcceptanceRequestSchema,
  termsPayloadSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../platform/http/envelope';
import { requireAuth } from '../../platform/http/guards';
import type { AuthDeps } from './auth.deps';
import { requestMeta } from './request-meta';
import { deleteSignature, getSignature } from './signature.service';
import { acceptTerms, getTerms } from './terms.service';

const tags = ['auth'];

/** The agreement of a user with the tenant: accepted terms and their signature. */
export const termsRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.get(
    '/terms-and-conditions',
    { config: { guard: 'optionalAuth' }, schema: { tags, response: okResponse(termsPayloadSchema) } },
    async (request) => ok(await getTerms(deps, request.tenant.id, request.auth)),
  );

  app.post(
    '/terms-and-conditions',
    {
      config: { guard: 'signedIn' },
      schema: { tags, body: termsAcceptanceRequestSchema, response: okResponse(termsPayloadSchema) },
    },
    async (request) =>
      ok(await acceptTerms(deps, requestMeta(request), requireAuth(request), request.body), 'Terms accepted'),
  );

  app.get(
    '/signature',
    { config: { guard: 'signedIn' }, schema: { tags, response: okResponse(signaturePayloadSchema) } },
    async (request) => ok(await getSignature(deps, requireAuth(request))),
  );

  app.delete(
    '/signature',
    { config: { guard: 'signedIn' }, schema: { tags, response: okResponse(emptyPayloadSchema) } },
    async (request) => {
      await deleteSignature(deps, requireAuth(request));
      return ok({}, 'Signature deleted');
    },
  );
};
