import {
  loginPayloadSchema,
  sessionPayloadSchema,
  signInProvidersSchema,
  socialAuthParamsSchema,
  socialAuthQuerySchema,
  socialCallbackQuerySchema,
  socialSignInTicketRequestSchema,
  socialSignUpDetailsSchema,
  socialSignUpRequestSchema,
  socialSignUpTicketRequestSchema,
} from '@invest/contracts';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import type { AuthDeps } from '../auth.deps';
import { rateLimits, requestMeta } from '../request-meta';
import { listSignInProviders } from './social.repository';
import { type FlowSite, finishSocialSignIn, startSocialSignIn } from './social-flow.service';
import { collectSocialSession, completeSocialSignUp, socialSignUpDetails } from './social-session.service';

const tags = ['auth'];
const stateCookie = 'social_sign_in';
const stateCookiePath = '/v1/auth/';

function siteOf(request: FastifyRequest): FlowSite {
  return { tenantId: request.tenant.id, origin: `${request.protocol}://${request.host}` };
}

function setStateCookie(request: FastifyRequest, value: string, maxAge: number): string {
  return stringifySetCookie({
    name: stateCookie,
    value,
    path: stateCookiePath,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge,
  });
}

/** SPEC 7's social auth link: OpenID Connect sign-in and sign-up through the domain's providers. */
export const socialRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.get(
    '/sign-in-providers',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary: 'The providers this domain offers for signing in and signing up (empty when none is configured)',
        response: okResponse(signInProvidersSchema),
      },
    },
    async (request) => {
      const providers = await listSignInProviders(deps.db, request.tenant.id);
      return ok({ providers: providers.map((provider) => ({ slug: provider.slug, name: provider.displayName })) });
    },
  );

  app.get(
    '/auth/:provider',
    {
      config: { guard: 'public', rateLimit: rateLimits.signIn },
      schema: {
        tags,
        summary:
          'Starts a sign-in or sign-up at the provider: redirects there (SPEC 7 v1/auth/{provider}?ref=&forSignup=&referrer_url=)',
        params: socialAuthParamsSchema,
        querystring: socialAuthQuerySchema,
      },
    },
    async (request, reply) => {
      const started = await startSocialSignIn(deps, siteOf(request), request.params.provider, request.query);
      return reply
        .header('set-cookie', setStateCookie(request, started.state, started.stateValidForSeconds))
        .header('cache-control', 'no-store')
        .redirect(started.location, 303);
    },
  );

  app.get(
    '/auth/:provider/callback',
    {
      config: { guard: 'public', rateLimit: rateLimits.signIn },
      schema: {
        tags,
        summary: "The provider's redirect back: redirects to the web app's /social-sign-in with the outcome",
        params: socialAuthParamsSchema,
        querystring: socialCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const location = await finishSocialSignIn(deps, siteOf(request), request.params.provider, {
        query: request.query,
        search,
        stateCookie: parseCookie(request.headers.cookie ?? '')[stateCookie],
      });
      return reply
        .header('set-cookie', setStateCookie(request, '', 0))
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(location, 303);
    },
  );

  app.post(
    '/auth/social/sign-in',
    {
      config: { guard: 'public', rateLimit: rateLimits.secret },
      schema: {
        tags,
        summary: "Collects the session of a finished social sign-in with the callback's one-time ticket",
        body: socialSignInTicketRequestSchema,
        response: okResponse(loginPayloadSchema),
      },
    },
    async (request) => {
      const result = await collectSocialSession(deps, requestMeta(request), request.body.ticket);
      return ok(result, result.two_factor_required ? 'Enter the code from your authenticator app' : 'Signed in');
    },
  );

  app.post(
    '/auth/social/sign-up/details',
    {
      config: { guard: 'public', rateLimit: rateLimits.secret },
      schema: {
        tags,
        summary: 'What the provider told of a new user, for the sign-up form',
        body: socialSignUpTicketRequestSchema,
        response: okResponse(socialSignUpDetailsSchema),
      },
    },
    async (request) => ok(await socialSignUpDetails(deps, request.tenant.id, request.body.ticket)),
  );

  app.post(
    '/auth/social/sign-up',
    {
      config: { guard: 'public', rateLimit: rateLimits.mail },
      schema: {
        tags,
        summary: "Creates the investor of a social sign-up with the provider's verified email, and signs them in",
        body: socialSignUpRequestSchema,
        response: okResponse(sessionPayloadSchema),
      },
    },
    async (request) => ok(await completeSocialSignUp(deps, requestMeta(request), request.body), 'Welcome!'),
  );
};
