import { emptyPayloadSchema } from '@invest/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getOrCreateAccount, getOrCreateUserAccounts, transfer } from '../../modules/ledger';
import { createLedgerTestBed, type LedgerTestBed, units } from '../../modules/ledger/testing';
import { inTransaction } from '../db/transaction';
import { ok, okResponse } from './envelope';
import { createIdempotencyStore } from './idempotency-store';
import { createHttpServer } from './server';

/**
 * The Idempotency-Key mechanism on a server of its own, whose one money route moves money with no
 * ledger key of its own: only the HTTP layer stands between a retry and a second withdrawal.
 */

let t: LedgerTestBed;
let app: FastifyInstance;
let failuresLeft = 0;
let gate: { reached: () => void; opened: Promise<void> } | null = null;

/** Makes the next run of the route wait in its handler (after it claimed its key) until opened. */
function closeGate() {
  let reached: () => void = () => undefined;
  let open: () => void = () => undefined;
  const isReached = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  gate = { reached, opened };
  return { isReached, open };
}

const withdrawRoutes: FastifyPluginAsyncZod = async (server) => {
  server.post(
    '/withdraw',
    {
      config: { guard: 'investor', idempotent: true },
      schema: {
        body: z.strictObject({ amount: z.string() }),
        response: okResponse(z.object({ transaction_id: z.string(), key: z.string().nullable() })),
      },
    },
    async (request) => {
      if (gate) {
        const waiting = gate;
        gate = null;
        waiting.reached();
        await waiting.opened;
      }
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('the provider timed out');
      }
      const auth = request.auth;
      if (!auth) throw new Error('signed in by the guard');
      const moved = await inTransaction(t.db, async (tx) => {
        const { available } = await getOrCreateUserAccounts(tx, auth.tenantId, auth.userId, 'USD');
        const external = await getOrCreateAccount(tx, auth.tenantId, {
          owner: { kind: 'system' },
          asset: 'USD',
          purpose: 'external:test',
        });
        const amountUnits = units(request.body.amount);
        return transfer(tx, auth.tenantId, {
          kind: 'withdrawal',
          postings: [
            { account: available, amountUnits: -amountUnits },
            { account: external, amountUnits },
          ],
        });
      });
      return ok({ transaction_id: moved.id, key: request.idempotencyKey }, 'Withdrawn');
    },
  );
  server.post(
    '/open',
    { config: { guard: 'public' }, schema: { response: okResponse(emptyPayloadSchema) } },
    async () => ok({}),
  );
};

beforeAll(async () => {
  t = await createLedgerTestBed();
  app = await createHttpServer({
    title: 'idempotency',
    logLevel: 'silent',
    trustProxy: false,
    limitsAddresses: true,
    resolveTenant: async (host) => ({ id: t.tenantId, host }),
    isAllowedOrigin: async () => false,
    authenticate: async (_request, token) => ({
      userId: token,
      tenantId: t.tenantId,
      sessionId: 'session',
      tokenId: 'token',
      scope: 'full',
      roles: ['investor'],
      isEmailVerified: true,
      investorId: '100000000001',
    }),
    idempotency: createIdempotencyStore(t.db, 120),
    connectSources: [],
    docs: true,
    ping: async () => undefined,
  });
  await app.register(withdrawRoutes);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

async function fundedUser(amount = '100.00') {
  const user = await t.newUser();
  await t.deposit(user, amount);
  return user;
}

function withdraw(user: string, key: string | undefined, amount = '10.00') {
  return app.inject({
    method: 'POST',
    url: '/withdraw',
    headers: { authorization: `Bearer ${user}`, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { amount },
  });
}

const available = async (user: string) => (await t.balance(user)).available;

describe('the Idempotency-Key header', () => {
  it('is required by an idempotent route, with a clear message, and nothing moves without it', async () => {
    const user = await fundedUser();
    const response = await withdraw(user, undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION',
      message: expect.stringContaining('Idempotency-Key'),
      errors: { 'Idempotency-Key': [expect.any(String)] },
    });
    expect(await available(user)).toBe(units('100.00'));
  });

  it.each([
    ['too long', 'k'.repeat(129)],
    ['with a space', 'two words'],
    ['with a control character', 'tab\there'],
  ])('refuses a key %s', async (_label, key) => {
    const user = await fundedUser();
    const response = await withdraw(user, key);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: { 'Idempotency-Key': [expect.any(String)] } });
    expect(await available(user)).toBe(units('100.00'));
  });

  it('is not asked of routes that do not declare it', async () => {
    const response = await app.inject({ method: 'POST', url: '/open' });
    expect(response.statusCode).toBe(200);
  });

  it('cannot be declared on a route without a signed-in user to scope the key to', async () => {
    const server = await createHttpServer({
      title: 'idempotency guard check',
      logLevel: 'silent',
      trustProxy: false,
      limitsAddresses: true,
      resolveTenant: async (host) => ({ id: t.tenantId, host }),
      isAllowedOrigin: async () => false,
      authenticate: async () => {
        throw new Error('not used');
      },
      idempotency: createIdempotencyStore(t.db, 120),
      connectSources: [],
      docs: true,
      ping: async () => undefined,
    });
    expect(() => server.post('/pay', { config: { guard: 'public', idempotent: true } }, async () => ({}))).toThrow(
      /signed-in guard/,
    );
    await server.close();
  });

  it('is shown in the OpenAPI document of the route', async () => {
    const document = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    const parameters = document.paths['/withdraw'].post.parameters as { name: string; in: string }[];
    expect(parameters).toContainEqual(expect.objectContaining({ name: 'idempotency-key', in: 'header' }));
  });
});

describe('a retry', () => {
  it('with the same body gets the first answer and moves nothing again', async () => {
    const user = await fundedUser();
    const first = await withdraw(user, 'retry-1');
    const second = await withdraw(user, 'retry-1');
    expect(first.statusCode).toBe(200);
    expect(first.json().payload.key).toBe('retry-1');
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await available(user)).toBe(units('90.00'));
  });

  it('with a different body is refused with 409 IDEMPOTENCY_MISMATCH and moves nothing', async () => {
    const user = await fundedUser();
    expect((await withdraw(user, 'mismatch-1', '10.00')).statusCode).toBe(200);
    const changed = await withdraw(user, 'mismatch-1', '20.00');
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_MISMATCH' });
    expect(await available(user)).toBe(units('90.00'));
  });

  it('is scoped to the user: another user may use the same key', async () => {
    const [first, second] = [await fundedUser(), await fundedUser()];
    expect((await withdraw(first, 'shared-key')).statusCode).toBe(200);
    expect((await withdraw(second, 'shared-key')).statusCode).toBe(200);
    expect(await available(first)).toBe(units('90.00'));
    expect(await available(second)).toBe(units('90.00'));
  });

  it('of a refused request (4xx) gets the same refusal, even after the funds arrived', async () => {
    const user = await fundedUser('5.00');
    const refused = await withdraw(user, 'refused-1');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'INS-1' });
    await t.deposit(user, '50.00');
    const retried = await withdraw(user, 'refused-1');
    expect(retried.statusCode).toBe(422);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(await available(user)).toBe(units('55.00'));
  });

  it('of a request that failed with a fault (5xx) runs again', async () => {
    const user = await fundedUser();
    failuresLeft = 1;
    const failed = await withdraw(user, 'fault-1');
    expect(failed.statusCode).toBe(500);
    expect(await available(user)).toBe(units('100.00'));
    const retried = await withdraw(user, 'fault-1');
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await available(user)).toBe(units('90.00'));
  });
});

describe('concurrent duplicates', () => {
  it('while the first runs, a duplicate gets 409 with Retry-After, then the stored answer', async () => {
    const user = await fundedUser();
    const { isReached, open } = closeGate();
    const first = withdraw(user, 'slow-1');
    await isReached;
    const duplicate = await withdraw(user, 'slow-1');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('in progress') });
    expect(duplicate.headers['retry-after']).toBe('1');
    open();
    expect((await first).statusCode).toBe(200);
    const retried = await withdraw(user, 'slow-1');
    expect(retried.body).toBe((await first).body);
    expect(await available(user)).toBe(units('90.00'));
  });

  it('a run whose process died (its key held for minutes) is taken over by a retry', async () => {
    const user = await fundedUser();
    const { isReached, open } = closeGate();
    const stuck = withdraw(user, 'stale-1');
    await isReached;
    expect((await withdraw(user, 'stale-1')).statusCode).toBe(409);
    await t.db.execute(
      sql`update idempotency_requests set locked_at = now() - interval '10 minutes' where key = 'stale-1'`,
    );
    const takeover = await withdraw(user, 'stale-1');
    expect(takeover.statusCode).toBe(200);
    open();
    await stuck;
    expect((await withdraw(user, 'stale-1')).body).toBe(takeover.body);
  });

  it('the same key sent 50 times at once moves money exactly once', async () => {
    const user = await fundedUser();
    const responses = await Promise.all(Array.from({ length: 50 }, () => withdraw(user, 'burst-1')));
    const succeeded = responses.filter((response) => response.statusCode === 200);
    const busy = responses.filter((response) => response.statusCode === 409);
    expect(succeeded.length + busy.length).toBe(50);
    expect(new Set(succeeded.map((response) => response.json().payload.transaction_id)).size).toBe(1);
    for (const response of busy) expect(response.json()).toMatchObject({ code: 'CONFLICT' });
    expect(await available(user)).toBe(units('90.00'));
    const after = await withdraw(user, 'burst-1');
    expect(after.json().payload.transaction_id).toBe(succeeded[0]?.json().payload.transaction_id);
  });
});
