import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, invalid } from '../errors';
import { type Hashable, idempotencyMismatch, requestHash } from '../request-hash';
import type { Guard } from './context';
import type { IdempotencyScope, IdempotencyStore } from './idempotency-store';

/**
 * Idempotent routes (API.md "Requests"): a route that moves money declares `config.idempotent` and
 * then needs an `Idempotency-Key` header, scoped to the tenant and the signed-in user.
 *
 * - The first request with a key claims it (the table's primary key decides between concurrent
 *   duplicates) and runs; its status and body are stored when it answers.
 * - A retry with the same method, path and body gets the stored answer (header
 *   `Idempotent-Replayed: true`) and runs nothing; with a different one, 409 IDEMPOTENCY_MISMATCH.
 * - A duplicate that arrives while the first still runs is not queued: it gets 409 CONFLICT with
 *   `Retry-After: 1`, and its retry then gets the stored answer.
 * - 2xx and 4xx answers are final (the request was decided: a retry gets the same refusal; a changed
 *   request takes a new key). A 5xx frees the key, so a retry runs again. Input the route's schema
 *   refuses never claims a key.
 */

const keyPattern = /^[\x21-\x7e]{1,128}$/;
const headerName = 'Idempotency-Key';
const missingKey = `Send an ${headerName} header with this request: a unique value of 1 to 128 characters`;
const malformedKey = `The ${headerName} header must be 1 to 128 visible ASCII characters without spaces`;

const signedInGuards: readonly Guard[] = ['signedIn', 'verifiedEmail', 'investor', 'admin', 'superAdmin'];

/** Shown in /docs on every idempotent route; the check itself is the hook's, for its clear message. */
const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z.string().optional().describe(`Required: ${missingKey}`),
});

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyScope: IdempotencyScope | null;
  }
}

function keyOf(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  if (header === undefined || header === '') throw invalid(headerName, missingKey);
  if (typeof header !== 'string' || !keyPattern.test(header)) throw invalid(headerName, malformedKey);
  return header;
}

const inProgress = () =>
  new AppError('CONFLICT', `A request with this ${headerName} is still in progress: retry it in a moment`, {
    headers: { 'retry-after': '1' },
  });

async function claimOrReplay(store: IdempotencyStore, request: FastifyRequest, reply: FastifyReply) {
  const auth = request.auth;
  if (!auth) throw new Error('an idempotent route runs after its guard signed the caller in');
  const scope = { tenantId: request.tenant.id, userId: auth.userId, key: keyOf(request) };
  const hash = requestHash({
    method: request.method,
    path: request.url.split('?')[0] ?? '',
    body: (request.body ?? null) as Hashable,
  });
  const outcome = await store.claim(scope, hash);
  switch (outcome.kind) {
    case 'claimed':
      request.idempotencyScope = scope;
      request.idempotencyKey = scope.key;
      return;
    case 'mismatch':
      throw idempotencyMismatch();
    case 'in-progress':
      throw inProgress();
    case 'completed':
      return reply
        .status(outcome.status)
        .header('content-type', 'application/json; charset=utf-8')
        .header('idempotent-replayed', 'true')
        .send(outcome.body);
  }
}

export function installIdempotency(app: FastifyInstance, store: IdempotencyStore) {
  app.decorateRequest('idempotencyKey', null);
  app.decorateRequest('idempotencyScope', null);
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    if (!route.config.guard || !signedInGuards.includes(route.config.guard)) {
      throw new Error(`Route ${String(route.method)} ${route.url} is idempotent: it needs a signed-in guard`);
    }
    route.schema = { ...route.schema, headers: idempotencyHeadersSchema };
  });
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    return claimOrReplay(store, request, reply);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const scope = request.idempotencyScope;
    if (!scope) return payload;
    request.idempotencyScope = null;
    try {
      if (reply.statusCode >= 500 || typeof payload !== 'string') await store.release(scope);
      else await store.complete(scope, reply.statusCode, payload);
    } catch (error) {
      request.log.error({ err: error }, 'could not record the idempotent answer');
    }
    return payload;
  });
}

/** The Idempotency-Key of an idempotent route's request, for the services to key what they write. */
export function requireIdempotencyKey(request: FastifyRequest): string {
  if (!request.idempotencyKey) throw new Error('the route is not declared idempotent');
  return request.idempotencyKey;
}
