import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeeingRoutes, methodsOf, type SeenRoute } from '../../../test/seen-routes';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { type Guard, guards } from './context';
import { createIdempotencyStore } from './idempotency-store';
import { createHttpServer } from './server';

let t: TestApp;
let seen: SeenRoute[];
beforeAll(async () => {
  ({ built: t, seen } = await buildSeeingRoutes(() => createTestApp()));
});
afterAll(async () => {
  await t.close();
});

/** Every route of `app` as "METHOD /url" with the guard it declares (read after all hooks ran). */
function routeGuards(app: FastifyInstance): Map<string, Guard | undefined> {
  const table = new Map<string, Guard | undefined>();
  for (const { route } of seen.filter((entry) => entry.app === app)) {
    for (const method of methodsOf(route)) table.set(`${method} ${route.url}`, route.config?.guard);
  }
  return table;
}

/** @fastify/cors answers preflight requests in its onRequest hook; its route's handler never runs. */
const corsPreflight = 'OPTIONS *';

describe('route guards', () => {
  it.each(['api', 'trading'] as const)('every route of the %s role declares a known guard', (role) => {
    const table = routeGuards(role === 'api' ? t.api : t.trading);
    expect(table.size).toBeGreaterThan(5);
    const missing = [...table]
      .filter(([route, guard]) => route !== corsPreflight && !(guard && guards.includes(guard)))
      .map(([route]) => route);
    expect(missing).toEqual([]);
  });

  it('declares the expected guard on the sensitive routes', () => {
    const api = routeGuards(t.api);
    const trading = routeGuards(t.trading);
    expect(api.get('POST /v1/ihq/domains/settings')).toBe('superAdmin');
    expect(api.get('GET /v1/ihq/domains/settings')).toBe('public');
    expect(api.get('POST /v1/login')).toBe('public');
    expect(api.get('POST /v1/refresh')).toBe('public');
    expect(api.get('POST /v1/2fa/token')).toBe('twoFactorPending');
    expect(api.get('GET /v1/terms-and-conditions')).toBe('optionalAuth');
    expect(api.get('POST /v1/me')).toBe('signedIn');
    expect(api.get('DELETE /v1/account/sessions/:id')).toBe('signedIn');
    expect(trading.get('POST /api/accounts')).toBe('investor');
    expect(api.get('POST /v1/circle/payment')).toBe('investor');
    expect(api.get('POST /v1/trading/withdraw')).toBe('investor');
    expect(api.get('POST /v1/digtl/withdraw')).toBe('investor');
    expect(api.get('POST /v1/digtl-balance')).toBe('investor');
    expect(api.get('PUT /v1/digtl-balance/:id')).toBe('investor');
    expect(api.get('POST /v1/admin/funding/payments/:id/confirm')).toBe('admin');
    expect(api.get('POST /v1/funding/webhook')).toBe('public');
  });

  it('keeps every administrator call behind the admin or super-admin guard, so an investor gets 403', () => {
    const administrators: readonly (Guard | undefined)[] = ['admin', 'superAdmin'];
    const api = routeGuards(t.api);
    const trading = routeGuards(t.trading);
    const consoleRoutes = [...api, ...trading].filter(([route]) => /^\w+ \/(v1|api)\/admin\//.test(route));
    expect(consoleRoutes.length).toBeGreaterThan(30);
    const outsideConsole = [
      'POST /v1/ihq/domains/settings',
      'POST /v1/ihq/domains/assets',
      'GET /v1/reports/user-bonus',
      'POST /v1/reports/user-bonus',
      'GET /v1/fireblocks/gasstation',
      'POST /v1/fireblocks/gasstation',
      'POST /v1/fireblocks/sweep',
      'GET /v1/fireblocks/sweep-status',
    ].map((route) => [route, api.get(route)] as const);
    const tradingSettings = [
      'PUT /api/currencies/:symbol',
      'POST /api/currencies/:symbol/halt',
      'POST /api/currencies/:symbol/resume',
    ].map((route) => [route, trading.get(route)] as const);
    const unguarded = [...consoleRoutes, ...outsideConsole, ...tradingSettings]
      .filter(([, guard]) => !administrators.includes(guard))
      .map(([route, guard]) => `${route}: ${guard}`);
    expect(unguarded).toEqual([]);
  });

  it.each([
    ['api', 'POST', '/v1/no-such-call'],
    ['api', 'DELETE', '/dashboard'],
    ['trading', 'GET', '/api/no-such-call'],
    ['trading', 'GET', '/assets/index-OLD.js'],
  ] as const)(
    'answers a request no route matches with 404 in the envelope, signed out (%s: %s %s)',
    async (role, method, url) => {
      const response = await call(role === 'api' ? t.api : t.trading, { method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    },
  );

  it('refuses to build a server with a route that declares no guard', async () => {
    const app = await createHttpServer({
      title: 'guard check',
      logLevel: 'silent',
      trustProxy: false,
      limitsAddresses: true,
      resolveTenant: async (host) => ({ id: 'tenant', host }),
      isAllowedOrigin: async () => false,
      authenticate: async () => {
        throw new Error('not used');
      },
      idempotency: createIdempotencyStore(t.context.database.db, 120),
      connectSources: [],
      docs: true,
      ping: async () => undefined,
    });
    expect(() => app.get('/unguarded', async () => ({}))).toThrow(/declares no guard/);
    await app.close();
  });
});
