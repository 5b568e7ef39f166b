import {
  accountSavedPayloadSchema,
  changePasswordRequestSchema,
  emptyPayloadSchema,
  forgotPasswordPayloadSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../platform/http/envelope';
import { requireAuth } from '../../platform/http/guards';
import type { AuthDeps } from './auth.deps';
import { changePassword, forgotPassword, forgotPasswordMessage, resetPasswordWithToken } from './password.service';
import { rateLimits, requestMeta } from './request-meta';

const tags = ['auth'];

export const passwordRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.post(
    '/forgot-password',
    {
      config: { guard: 'public', rateLimit: rateLimits.mail },
      schema: { tags, body: forgotPasswordRequestSchema, response: okResponse(forgotPasswordPayloadSchema) },
    },
    async (request) => {
      await forgotPassword(deps, requestMeta(request), request.body.email);
      return ok({ message_code: 'ACCT-1' as const }, forgotPasswordMessage);
    },
  );

  app.post(
    '/reset-password',
    {
      config: { guard: 'public', rateLimit: rateLimits.secret },
      schema: { tags, body: resetPasswordRequestSchema, response: okResponse(emptyPayloadSchema) },
    },
    async (request) => {
      await resetPasswordWithToken(deps, requestMeta(request), request.body);
      return ok({}, 'Your password has been reset. Please sign in with the new one.');
    },
  );

  app.post(
    '/account/password',
    {
      config: { guard: 'signedIn', rateLimit: rateLimits.secret },
      schema: { tags: ['account'], body: changePasswordRequestSchema, response: okResponse(accountSavedPayloadSchema) },
    },
    async (request) => {
      await changePassword(deps, requireAuth(request), request.body);
      return ok({ message_code: 'ACCT-3' as const }, 'Your password has been changed');
    },
  );
};
