import {
  confirmEmailChangeRequestSchema,
  emailChangedPayloadSchema,
  emailChangeRequestSchema,
  emailChangeStartedSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { AuthDeps } from '../auth.deps';
import { rateLimits, requestMeta } from '../request-meta';
import { confirmEmailChange, requestEmailChange } from './email-change.service';

const tags = ['account'];

/** SPEC 7 Account: email_change and settings/email {email, code}. */
export const emailChangeRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.post(
    '/email_change',
    {
      config: { guard: 'signedIn', rateLimit: rateLimits.mail },
      schema: {
        tags,
        summary: 'Mails a code to the new address; the email changes when the code comes back (POST settings/email)',
        body: emailChangeRequestSchema,
        response: okResponse(emailChangeStartedSchema),
      },
    },
    async (request) => {
      const started = await requestEmailChange(deps, requireAuth(request), request.body);
      return ok(started, `We sent a code to ${started.email}`);
    },
  );

  app.post(
    '/settings/email',
    {
      config: { guard: 'signedIn', rateLimit: rateLimits.secret },
      schema: {
        tags,
        summary: 'Changes the email with the code mailed to the new address, and tells the old address (ACCT-5)',
        body: confirmEmailChangeRequestSchema,
        response: okResponse(emailChangedPayloadSchema),
      },
    },
    async (request) =>
      ok(
        await confirmEmailChange(deps, requestMeta(request), requireAuth(request), request.body),
        'Your email address has been changed',
      ),
  );
};
