import { describe, expect, it } from 'vitest';
import { defaultTestHost, type TestApp, useTestApp, withTestApp } from '../test/test-app';

const t = useTestApp({ tenants: { 'partner.test': 'Partner' } });
/** The test app's PORT and TRADING_PORT: the defaults, as under `npm start`. */
const port = 3000;
const tradingPort = 3001;

/** A browser's preflight and its request for the currencies, from a page of `origin` to the trading host at `host`. */
async function fromPage(app: TestApp, origin: string, host: string) {
  const headers = { origin, host };
  const preflight = await app.trading.inject({
    method: 'OPTIONS',
    url: '/api/orders',
    headers: { ...headers, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
  });
  const read = await app.trading.inject({ method: 'GET', url: '/api/currencies', headers });
  return { preflight, read };
}

describe('the trading host accepts the pages the main host serves', () => {
  it.each([
    ['127.0.0.1', `http://127.0.0.1:${port}`, `127.0.0.1:${tradingPort}`],
    ['localhost', `http://localhost:${port}`, `localhost:${tradingPort}`],
    ['a LAN address', `http://192.168.1.20:${port}`, `192.168.1.20:${tradingPort}`],
    ["the default domain's host", `http://${defaultTestHost}`, `${defaultTestHost}:${tradingPort}`],
    ["another domain's host, on its own trading host", 'http://partner.test', `partner.test:${tradingPort}`],
  ])('answers a page at %s with the CORS headers', async (_case, origin, host) => {
    expect([t.context.config.PORT, t.context.config.TRADING_PORT]).toEqual([port, tradingPort]);
    const { preflight, read } = await fromPage(t, origin, host);
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('authorization');
    // An administrator's page puts a market's settings (PUT /api/currencies/{symbol}).
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('PUT');
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe(origin);
  });

  it.each([
    ["another domain's page, on this machine's trading host", 'http://partner.test', `127.0.0.1:${tradingPort}`],
    ['an unrelated site', 'https://evil.example', `127.0.0.1:${tradingPort}`],
    ['an unrelated site on the main port', `http://evil.example:${port}`, `127.0.0.1:${tradingPort}`],
    ['another port of this machine', 'http://127.0.0.1:9999', `127.0.0.1:${tradingPort}`],
    ['localhost, on the trading host at 127.0.0.1', `http://localhost:${port}`, `127.0.0.1:${tradingPort}`],
  ])('answers %s without the CORS headers', async (_case, origin, host) => {
    const { preflight, read } = await fromPage(t, origin, host);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the trading host at TRADING_PUBLIC_URL', () => {
  it("accepts every domain's pages and PUBLIC_URL's, and no other site", async () => {
    await withTestApp({ env: { TRADING_PUBLIC_URL: 'https://trade.example.com' } }, async (app) => {
      await app.createTenant('partner.test', 'Partner');
      const host = 'trade.example.com';
      for (const origin of [`http://${defaultTestHost}`, 'http://partner.test']) {
        expect((await fromPage(app, origin, host)).read.headers['access-control-allow-origin'], origin).toBe(origin);
      }
      for (const origin of ['https://evil.example', `http://evil.example:${port}`, `http://127.0.0.1:${port}`]) {
        expect((await fromPage(app, origin, host)).read.headers['access-control-allow-origin'], origin).toBeUndefined();
      }
    });
  });
});
