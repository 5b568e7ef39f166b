import {
  disable2faPayloadSchema,
  disable2faRequestSchema,
  emptyRequestSchema,
  enable2faPayloadSchema,
  enable2faRequestSchema,
  generateSecretPayloadSchema,
  recoveryCodeSignInRequestSchema,
  recoveryCodesPayloadSchema,
  regenerateRecoveryCodesRequestSchema,
  sessionPayloadSchema,
  twoFactorStatusSchema,
  twoFactorTokenRequestSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { AuthDeps } from '../auth.deps';
import { verifySignInCode } from '../login.service';
import { rateLimits, requestMeta } from '../request-meta';
import { regenerateRecoveryCodes, signInWithRecoveryCode } from './recovery-codes.service';
import { disableTwoFactor, enableTwoFactor, generateSecret, twoFactorStatus } from './two-factor.service';

const tags = ['two-factor'];

export const twoFactorRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.get(
    '/2fa',
    { config: { guard: 'signedIn' }, schema: { tags, response: okResponse(twoFactorStatusSchema) } },
    async (request) => ok(await twoFactorStatus(deps, requireAuth(request))),
  );

  app.post(
    '/2fa/generateSecret',
    {
      config: { guard: 'signedIn' },
      schema: { tags, body: emptyRequestSchema, response: okResponse(generateSecretPayloadSchema) },
    },
    async (request) => ok(await generateSecret(deps, requireAuth(request))),
  );

  app.post(
    '/2fa/enable2fa',
    {
      config: { guard: 'signedIn', rateLimit: rateLimits.secret },
      schema: {
        tags,
        summary: 'Turns two-factor authentication on; answers the recovery codes, shown this once',
        body: enable2faRequestSchema,
        response: okResponse(enable2faPayloadSchema),
      },
    },
    async (request) => {
      const recoveryCodes = await enableTwoFactor(deps, requireAuth(request), request.body);
      return ok(
        {
          message_code: '2FA-2' as const,
          enabled: true,
          recovery_codes_remaining: recoveryCodes.length,
          recovery_codes: recoveryCodes,
        },
        'Two-factor authentication is enabled',
      );
    },
  );

  app.post(
    '/2fa/disable2fa',
    {
      config: { guard: 'signedIn', rateLimit: rateLimits.secret },
      schema: { tags, body: disable2faRequestSchema, response: okResponse(disable2faPayloadSchema) },
    },
    async (request) => {
      await disableTwoFactor(deps, requireAuth(request), request.body.current_password);
      return ok(
        { message_code: '2FA-1' as const, enabled: false, recovery_codes_remaining: 0 },
        'Two-factor authentication is disabled',
      );
    },
  );

  app.post(
    '/2fa/recovery-codes',
    {
      config: { guard: 'signedIn', rateLimit: rateLimits.secret },
      schema: {
        tags,
        summary: 'New recovery codes for the current password; the old ones stop working',
        body: regenerateRecoveryCodesRequestSchema,
        response: okResponse(recoveryCodesPayloadSchema),
      },
    },
    async (request) => {
      const recoveryCodes = await regenerateRecoveryCodes(deps, requireAuth(request), request.body.current_password);
      return ok({ recovery_codes: recoveryCodes }, 'New recovery codes are ready');
    },
  );

  app.post(
    '/2fa/recovery',
    {
      config: { guard: 'twoFactorPending', rateLimit: rateLimits.signIn },
      schema: {
        tags,
        summary: 'The second step of a sign-in with a recovery code instead of an authenticator code',
        body: recoveryCodeSignInRequestSchema,
        response: okResponse(sessionPayloadSchema),
      },
    },
    async (request) =>
      ok(
        await signInWithRecoveryCode(deps, requestMeta(request), requireAuth(request), request.body.recovery_code),
        'Signed in',
      ),
  );

  app.post(
    '/2fa/token',
    {
      config: { guard: 'twoFactorPending', rateLimit: rateLimits.signIn },
      schema: { tags, body: twoFactorTokenRequestSchema, response: okResponse(sessionPayloadSchema) },
    },
    async (request) =>
      ok(
        await verifySignInCode(deps, requestMeta(request), requireAuth(request), request.body.one_time_password),
        'Signed in',
      ),
  );
};
