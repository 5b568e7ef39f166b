import {
  confirmEmailRequestSchema,
  emptyPayloadSchema,
  emptyRequestSchema,
  giftCardSignupRequestSchema,
  ipPayloadSchema,
  loginPayloadSchema,
  loginRequestSchema,
  mePayloadSchema,
  registerRequestSchema,
  sessionPayloadSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../platform/http/envelope';
import { bearerToken, requireAuth } from '../../platform/http/guards';
import { rateLimitCheck } from '../../platform/http/rate-limit-check';
import type { AuthDeps } from './auth.deps';
import { login } from './login.service';
import { confirmEmail, register, resendConfirmation } from './register.service';
import { rateLimits, requestMeta } from './request-meta';
import { logout, refresh } from './sessions.service';
import { getMe } from './users.service';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  /**
   * Registration must say when an email is taken, so the domain as a whole is limited too, across
   * every address (shared through Redis when configured). Only requests its validation lets through count.
   */
  const limitDomainRegistrations = rateLimitCheck(
    app,
    {
      max: deps.config.REGISTRATIONS_PER_HOUR,
      timeWindow: '1 hour',
      keyGenerator: (request) => `register:${request.tenant.id}`,
    },
    (wait) => `Too many sign-ups right now. Please try again in ${wait}.`,
  );

  app.post(
    '/register',
    {
      config: { guard: 'public', rateLimit: rateLimits.mail },
      preHandler: limitDomainRegistrations,
      schema: { tags, body: registerRequestSchema, response: okResponse(sessionPayloadSchema) },
    },
    async (request) =>
      ok(
        await register(deps, requestMeta(request), request.body),
        'Welcome! Check your email to confirm your address.',
      ),
  );

  app.post(
    '/giftcard/signup',
    {
      config: { guard: 'public', rateLimit: rateLimits.mail },
      preHandler: limitDomainRegistrations,
      schema: {
        tags,
        summary:
          'Registration from a gift link: the account is created with the gift card in its balance (SPEC 7 POST giftcard/signup/)',
        body: giftCardSignupRequestSchema,
        response: okResponse(sessionPayloadSchema),
      },
    },
    async (request) =>
      ok(
        await register(deps, requestMeta(request), request.body),
        'Welcome! Your gift card is in your balance. Check your email to confirm your address.',
      ),
  );

  app.post(
    '/confirm-email',
    {
      config: { guard: 'public', rateLimit: rateLimits.secret },
      schema: { tags, body: confirmEmailRequestSchema, response: okResponse(emptyPayloadSchema) },
    },
    async (request) => {
      await confirmEmail(deps, requestMeta(request), request.body.token);
      return ok({}, 'Your email is confirmed');
    },
  );

  app.post(
    '/resend-confirmation',
    {
      config: { guard: 'signedIn' },
      schema: { tags, body: emptyRequestSchema, response: okResponse(emptyPayloadSchema) },
    },
    async (request) => {
      const outcome = await resendConfirmation(deps, requestMeta(request), requireAuth(request));
      return ok(
        {},
        outcome === 'sent' ? 'We have sent you a new confirmation email' : 'Your email is already confirmed',
      );
    },
  );

  app.post(
    '/login',
    {
      config: { guard: 'public', rateLimit: rateLimits.signIn },
      schema: { tags, body: loginRequestSchema, response: okResponse(loginPayloadSchema) },
    },
    async (request) => {
      const result = await login(deps, requestMeta(request), request.body);
      return ok(result, result.two_factor_required ? 'Enter the code from your authenticator app' : 'Signed in');
    },
  );

  app.post(
    '/me',
    {
      config: { guard: 'signedIn' },
      schema: { tags, body: emptyRequestSchema, response: okResponse(mePayloadSchema) },
    },
    async (request) => ok({ user: await getMe(deps, requireAuth(request)) }),
  );

  app.post(
    '/logout',
    {
      config: { guard: 'signedIn' },
      schema: { tags, body: emptyRequestSchema, response: okResponse(emptyPayloadSchema) },
    },
    async (request) => {
      await logout(deps, requireAuth(request));
      return ok({}, 'Signed out');
    },
  );

  app.post(
    '/refresh',
    {
      config: { guard: 'public', rateLimit: rateLimits.refresh },
      schema: { tags, body: emptyRequestSchema, response: okResponse(sessionPayloadSchema) },
    },
    async (request) => ok(await refresh(deps, requestMeta(request), bearerToken(request))),
  );

  app.get(
    '/ip',
    { config: { guard: 'public' }, schema: { tags, response: okResponse(ipPayloadSchema) } },
    async (request) => ok({ ip: request.ip }),
  );
};
