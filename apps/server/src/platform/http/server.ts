import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import { invalid } from '../errors';
import type { TenantContext } from './context';
import { cspNonce } from './csp-nonce';
import { answerFrameworkError, installErrorHandling } from './error-handler';
import { type Authenticate, enforceGuards } from './guards';
import { installIdempotency } from './idempotency';
import type { IdempotencyStore } from './idempotency-store';
import { isNestedDeeperThan, maxJsonDepth } from './json-depth';
import { refuseUnstorableText } from './unstorable-text';

export interface HttpServerOptions {
  title: string;
  logLevel: string;
  /** Human-readable log lines (development at a terminal) instead of JSON. */
  prettyLogs?: boolean;
  trustProxy: boolean;
  /**
   * Whether routes limit how often one address calls them (RATE_LIMITS); off only for a test server
   * whose journeys all come from one address. A domain's own limits (sign-ups an hour) still hold.
   */
  limitsAddresses: boolean;
  resolveTenant: (host: string) => Promise<TenantContext>;
  /** CORS: whether a page of `origin` may call this server, which it reached at `host` (its Host header). */
  isAllowedOrigin: (origin: string, host: string) => Promise<boolean>;
  authenticate: Authenticate;
  /** Where idempotent routes keep their first answers (idempotency-store.ts). */
  idempotency: IdempotencyStore;
  connectSources: string[];
  /** Serve the OpenAPI document and its reference pages at /docs (API_DOCS). */
  docs: boolean;
  redis?: Redis | undefined;
  ping: () => Promise<void>;
}

const requestIdPattern = /^[\w-]{8,64}$/;

/** The host a request comes from: its Origin's host, else its Host header. */
export function requestHost(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (origin) {
    try {
      return new URL(origin).host.toLowerCase();
    } catch {
      // A malformed Origin falls back to Host.
    }
  }
  return (request.headers.host ?? '').toLowerCase();
}

/** A Fastify instance with the platform's envelope, guards, tenancy, security headers and docs. */
/**
 * Refusals Node's HTTP parser makes before Fastify sees a request (headers or a URL past the 16 KiB
 * limit, a malformed request line, a request that never finishes arriving), answered in the API.md
 * envelope like every other refusal; the connection is closed after it.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers or URL are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'Malformed HTTP request'];
  const body = JSON.stringify({ success: false, message, code: 'VALIDATION' });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export async function createHttpServer(options: HttpServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel,
      ...(options.prettyLogs && {
        transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
      }),
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.secret'],
        censor: '[redacted]',
      },
    },
    trustProxy: options.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
    /** SPEC 7 writes some calls with a trailing slash (POST giftcard/signup/): both spellings reach the route. */
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    clientErrorHandler: answerClientError,
    frameworkErrors: (error, _request, reply) => answerFrameworkError(error, reply),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    if (isNestedDeeperThan(text, maxJsonDepth)) {
      return done(invalid('_', `The JSON body nests arrays and objects deeper than ${maxJsonDepth} levels`));
    }
    parseJson(request, text, done);
  });

  installErrorHandling(app);
  refuseUnstorableText(app);
  app.decorateRequest('tenant', null as unknown as TenantContext);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.routeOptions.config.isTenantless) return;
    request.tenant = await options.resolveTenant(requestHost(request));
  });

  const applySecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Style elements need the page's nonce; https: admits a tenant's font stylesheet (theme font_cdn).
        styleSrc: ["'self'", (request) => `'nonce-${cspNonce(request)}'`, 'https:'],
        // The UI library sets style attributes (Mantine's style props), which a nonce cannot cover;
        // an attribute styles one element and cannot read the page the way a style element can.
        styleSrcAttr: ["'unsafe-inline'"],
        fontSrc: ["'self'", 'https:', 'data:'],
        imgSrc: ["'self'", 'https:', 'data:', 'blob:'],
        connectSrc: ["'self'", ...options.connectSources],
        // The web app previews the PDFs it fetched (tax forms, the deed) from object URLs.
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.config.file) {
      applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
      return;
    }
    reply.header('x-content-type-options', 'nosniff').header('cross-origin-resource-policy', 'same-origin');
    done();
  });
  // A file's route leaves CORS out too: @fastify/cors skips a route whose config says cors: false.
  app.addHook('onRoute', (route) => {
    if (route.config?.file) route.config = { ...route.config, cors: false };
  });
  // The methods routes use: the web app calls the trading host from the main host's pages, PUT
  // included (an administrator's market settings); @fastify/cors allows only GET, HEAD and POST unless told.
  const corsOptions = {
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    exposedHeaders: ['x-request-id', 'retry-after', 'idempotent-replayed'],
  };
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      if (!origin) return callback(null, { ...corsOptions, origin: true });
      options.isAllowedOrigin(origin, request.host).then(
        (allowed) => callback(null, { ...corsOptions, origin: allowed }),
        (error: Error) => callback(error),
      );
    },
  });
  await app.register(rateLimit, {
    global: false,
    redis: options.redis,
    nameSpace: 'rate-limit:',
    keyGenerator: (request) =>
      options.limitsAddresses ? `${request.tenant?.id ?? '-'}:${request.ip}` : `request:${request.id}`,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      code: 'RATE_LIMITED',
      message: `Too many attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  await app.register(swagger, {
    openapi: { info: { title: options.title, version: '1.49.1' } },
    transform: jsonSchemaTransform,
  });
  enforceGuards(app, options.authenticate);
  installIdempotency(app, options.idempotency);
  if (options.docs) await app.register(swaggerUi, { routePrefix: '/docs' });

  app.get('/healthz', { config: { guard: 'public' } }, async () => ({ success: true, message: 'OK', payload: {} }));
  app.get('/readyz', { config: { guard: 'public' } }, async (_request, reply) => {
    try {
      await options.ping();
      return { success: true, message: 'OK', payload: {} };
    } catch {
      return reply.status(503).send({ success: false, message: 'Database unreachable', code: 'SERVICE_UNAVAILABLE' });
    }
  });
  return app;
}
