import { errorEnvelopeAnswerSchema, errorReportsPageSchema, errorReportsQuerySchema } from '@invest/contracts';
import { errorCodes, type FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { AdminDeps } from '../admin.deps';
import { readErrorReports, receiveEnvelope } from './monitoring.service';

/**
 * An envelope's bytes as the request carried them. The bytes stay behind a private field: the
 * platform's checks of request text walk a body's enumerable members, which a buffer would make one
 * per byte, and an envelope's binary items (replay recordings) are no text to check.
 */
class EnvelopeBytes {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
}

/** The largest envelope taken: an error event with its breadcrumbs, or a compressed replay segment, fits well. */
const maxEnvelopeBytes = 200 * 1024;

/** Envelopes a browser may send: a page's errors and, where recording is on, a segment every five seconds. */
const envelopeRateLimit = { max: 120, timeWindow: '1 minute' } as const;

/** The envelope a request carried, or a 415 when it came as another kind of body (JSON, a form). */
function envelopeBytesOf(request: FastifyRequest): Buffer {
  if (request.body instanceof EnvelopeBytes) return request.body.bytes;
  throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();
}

/**
 * The error-reporting tunnel (SPEC 7, API.md: POST /monitoring on the api role), at the root of the
 * api host. The browser's Sentry SDK posts envelopes as text/plain, or as bytes without a content type
 * when they hold binary items; application/x-sentry-envelope is taken too.
 */
export const monitoringTunnelRoutes: FastifyPluginAsyncZod<{ deps: AdminDeps }> = async (app, { deps }) => {
  const keepBytes = (_request: FastifyRequest, body: Buffer, done: (error: Error | null, body?: unknown) => void) =>
    done(null, new EnvelopeBytes(body));
  app.addContentTypeParser(['text/plain', 'application/x-sentry-envelope'], { parseAs: 'buffer' }, keepBytes);
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
    if (request.headers['content-type'] !== undefined) done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE());
    else keepBytes(request, body as Buffer, done);
  });

  app.post(
    '/monitoring',
    {
      bodyLimit: maxEnvelopeBytes,
      config: { guard: 'public', rateLimit: envelopeRateLimit },
      schema: {
        tags: ['monitoring'],
        summary: "The web app's error reports (SPEC 7 tunnel): a Sentry envelope, sent on or kept",
        description:
          "A domain with an error-reporting DSN has the envelope sent to that DSN's project when it names the same host and project, else refused with 400 (nothing is kept or sent). A domain without one keeps the envelope's error events for GET /v1/admin/error-reports. At most 200 KiB (413).",
        response: okResponse(errorEnvelopeAnswerSchema),
      },
    },
    async (request) => ok(await receiveEnvelope(deps, request.tenant.id, envelopeBytesOf(request))),
  );
};

/** The error reports kept for the console of a domain without an error-reporting service. */
export const errorReportsRoutes: FastifyPluginAsyncZod<{ deps: AdminDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/error-reports',
    {
      config: { guard: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "The web app's error reports kept for the domain, newest first",
        description:
          'Reports are kept when the domain has no error-reporting DSN; the next page starts before next_before.',
        querystring: errorReportsQuerySchema,
        response: okResponse(errorReportsPageSchema),
      },
    },
    async (request) => ok(await readErrorReports(deps, requireAuth(request).tenantId, request.query)),
  );
};
