import {
  type ContactUsRequest,
  contactPayloadSchema,
  contactUsRequestSchema,
  domainInfoSchema,
  ignoredMessagesSchema,
  ignoreMessageRequestSchema,
  type SupportTopic,
  supportRequestSchema,
} from '@invest/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../platform/http/envelope';
import { requireAuth } from '../../platform/http/guards';
import { rateLimitCheck } from '../../platform/http/rate-limit-check';
import { sendContactMessage } from './contact.service';
import { getDomainInfo } from './domain-info';
import { findIgnoredMessages, ignoreMessage } from './ignore-message.service';
import type { MessagesDeps } from './messages.deps';
import type { ContactMessageKind } from './messages.tables';

const tags = ['messages'];

/** How often one client address (the platform's rate-limit key) and one sender's address may write, over both forms. */
export const contactRateLimits = {
  perClient: { max: 5, timeWindow: '10 minutes' },
  perSender: { max: 3, timeWindow: '1 hour' },
} as const;

const contactSuccess = 'Thank you for your message. We will answer you by email soon.';

/** SPEC 7 "Misc" (contact and support forms, the domain's info) and "Messages and gifts" (ignore-message). */
export const messagesRoutes: FastifyPluginAsyncZod<{ deps: MessagesDeps }> = async (app, { deps }) => {
  /** One budget per sender's address on the domain, whatever client sends it; only valid messages count. */
  const limitSender = rateLimitCheck(
    app,
    {
      ...contactRateLimits.perSender,
      keyGenerator: (request) => `contact:${request.tenant.id}:${(request.body as ContactUsRequest).email}`,
    },
    (wait) => `Too many messages from this address. Please try again in ${wait}.`,
  );
  const contactConfig = { guard: 'optionalAuth', rateLimit: contactRateLimits.perClient } as const;
  const send = (
    request: FastifyRequest,
    kind: ContactMessageKind,
    body: ContactUsRequest,
    topic: SupportTopic | null,
  ) =>
    sendContactMessage(
      deps,
      { tenantId: request.tenant.id, userId: request.auth?.userId ?? null, ip: request.ip },
      { kind, topic, ...body },
    );

  app.post(
    '/contactUs',
    {
      config: contactConfig,
      preHandler: limitSender,
      schema: {
        tags,
        summary: "Mails a question to the domain's support address and a copy to the sender (SPEC 7 POST contactUs)",
        body: contactUsRequestSchema,
        response: okResponse(contactPayloadSchema),
      },
    },
    async (request) => ok(await send(request, 'contact', request.body, null), contactSuccess),
  );

  app.post(
    '/submit-contact-form',
    {
      config: contactConfig,
      preHandler: limitSender,
      schema: {
        tags,
        summary: 'The support form: the contact form with a topic (SPEC 7 POST submit-contact-form)',
        body: supportRequestSchema,
        response: okResponse(contactPayloadSchema),
      },
    },
    async (request) => {
      const { topic, ...body } = request.body;
      return ok(await send(request, 'support', body, topic), contactSuccess);
    },
  );

  app.get(
    '/info',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary: "The domain's company, website, support address and terms (SPEC 7 GET info)",
        response: okResponse(domainInfoSchema),
      },
    },
    async (request) => ok(await getDomainInfo(deps, request.tenant.id)),
  );

  app.get(
    '/ignore-message',
    {
      config: { guard: 'signedIn' },
      schema: {
        tags,
        summary: 'The messages the user chose not to see again (SPEC 7 GET ignore-message, SPEC 8 Modals)',
        response: okResponse(ignoredMessagesSchema),
      },
    },
    async (request) => ok(await findIgnoredMessages(deps, requireAuth(request))),
  );

  app.post(
    '/ignore-message',
    {
      config: { guard: 'signedIn' },
      schema: {
        tags,
        summary:
          'Hides a message from the user on every device; sending it again changes nothing (SPEC 7 POST ignore-message)',
        body: ignoreMessageRequestSchema,
        response: okResponse(ignoredMessagesSchema),
      },
    },
    async (request) => ok(await ignoreMessage(deps, requireAuth(request), request.body.id), 'Saved'),
  );
};
