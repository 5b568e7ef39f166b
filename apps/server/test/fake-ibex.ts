import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ibexInvoiceWebhook } from '../src/modules/funding/testing';
import { readText, send } from './fake-http';
import { createTestApp, type TestApp } from './test-app';

/**
 * A local stand-in for Ibex Hub's API, speaking its documented shapes: POST /auth/signin (email and
 * password for an access token, then sent as the raw Authorization header; a token it revoked
 * answers 401), GET /currency/all, GET /v2/currencies/rate/{primary}/{secondary}, POST
 * /v2/invoice/add (into the configured account, amount in millisatoshis) and GET
 * /invoice/from-bolt11/{bolt11}. Tests pay or cancel its invoices, and post the webhook Ibex would
 * send with the secret the invoice was made with.
 */

interface FakeInvoice {
  hash: string;
  bolt11: string;
  amountMsat: number;
  state: 'OPEN' | 'SETTLED' | 'CANCELED';
  receiveMsat: number;
  memo: string;
  expiration: number;
  webhookUrl: string;
  webhookSecret: string;
}

const stateIds = { OPEN: 0, SETTLED: 1, CANCELED: 2 } as const;

const currencies = [
  { id: 0, name: 'MSAT', isFiat: false, accountEnabled: true },
  { id: 1, name: 'SATS', isFiat: false, accountEnabled: false },
  { id: 2, name: 'BTC', isFiat: false, accountEnabled: true },
  { id: 3, name: 'USD', isFiat: true, accountEnabled: true },
];

/** One bitcoin in US dollars, as the fake's rate endpoint gives it. */
export const fakeIbexBitcoinPrice = 50_000;

export async function startFakeIbex() {
  const email = 'treasury@invest.test';
  const password = `pw-${randomUUID()}`;
  const accountId = randomUUID();
  const tokens = new Set<string>();
  const invoices = new Map<string, FakeInvoice>();
  const requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  let signIns = 0;
  let isDown = false;

  function describe(invoice: FakeInvoice) {
    return {
      hash: invoice.hash,
      bolt11: invoice.bolt11,
      preImage: null,
      memo: invoice.memo,
      creationDateUtc: new Date().toISOString(),
      expiryDateUtc: new Date(Date.now() + invoice.expiration * 1000).toISOString(),
      settleDateUtc: invoice.state === 'SETTLED' ? new Date().toISOString() : null,
      amountMsat: invoice.amountMsat,
      receiveMsat: invoice.receiveMsat,
      stateId: stateIds[invoice.state],
      state: { id: stateIds[invoice.state], name: invoice.state, description: '' },
    };
  }

  function addInvoice(body: Record<string, unknown>) {
    if (body.accountId !== accountId) return [403, { error: 'account not accessible' }] as const;
    const amountMsat = body.amount;
    if (typeof amountMsat !== 'number' || !Number.isInteger(amountMsat) || amountMsat <= 1000) {
      return [400, { error: 'amount must be more than a sat' }] as const;
    }
    const hash = randomBytes(32).toString('hex');
    const invoice: FakeInvoice = {
      hash,
      bolt11: `lnbc${amountMsat / 100}n1pfake${hash.slice(0, 40)}`,
      amountMsat,
      state: 'OPEN',
      receiveMsat: 0,
      memo: String(body.memo ?? ''),
      expiration: Number(body.expiration ?? 900),
      webhookUrl: String(body.webhookUrl ?? ''),
      webhookSecret: String(body.webhookSecret ?? ''),
    };
    invoices.set(invoice.bolt11, invoice);
    return [201, { invoice: describe(invoice) }] as const;
  }

  function route(method: string, path: string, body: Record<string, unknown>) {
    if (method === 'GET' && path === '/currency/all') return [200, currencies] as const;
    const rate = /^\/v2\/currencies\/rate\/(\d+)\/(\d+)$/.exec(path);
    if (method === 'GET' && rate) {
      if (rate[1] === '2' && rate[2] === '3') return [200, { rate: fakeIbexBitcoinPrice }] as const;
      return [400, { error: 'rate not available' }] as const;
    }
    if (method === 'POST' && path === '/v2/invoice/add') return addInvoice(body);
    const bolt11 = /^\/invoice\/from-bolt11\/(\w+)$/.exec(path)?.[1];
    const invoice = bolt11 ? invoices.get(bolt11) : undefined;
    if (method === 'GET' && bolt11)
      return invoice ? ([200, describe(invoice)] as const) : ([404, { error: 'invoice not found' }] as const);
    return [404, { error: 'Not found' }] as const;
  }

  const server = createServer((request, response) => {
    const path = request.url ?? '';
    readText(request)
      .then((text) => {
        if (isDown) return send(response, 503, { error: 'Service unavailable' });
        const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        requests.push({ method: request.method ?? '', path, body });
        if (request.method === 'POST' && path === '/auth/signin') {
          if (body.email !== email || body.password !== password)
            return send(response, 400, { error: 'wrong credentials' });
          signIns += 1;
          const accessToken = randomUUID();
          tokens.add(accessToken);
          const expiresAt = Math.floor(Date.now() / 1000) + 3600;
          return send(response, 200, {
            accessToken,
            accessTokenExpiresAt: expiresAt,
            refreshToken: randomUUID(),
            refreshTokenExpiresAt: expiresAt + 86_400,
          });
        }
        if (!tokens.has(request.headers.authorization ?? '')) return send(response, 401, { error: 'Unauthorized' });
        const [status, answer] = route(request.method ?? '', path, body);
        send(response, status, answer);
      })
      .catch(() => send(response, 500, { error: 'Internal error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function invoiceOf(bolt11: string): FakeInvoice {
    const invoice = invoices.get(bolt11);
    if (!invoice) throw new Error(`no fake invoice ${bolt11}`);
    return invoice;
  }

  function webhookFor(bolt11: string): string {
    const invoice = invoiceOf(bolt11);
    return ibexInvoiceWebhook({
      hash: invoice.hash,
      bolt11,
      receivedMsat: BigInt(invoice.amountMsat),
      webhookSecret: invoice.webhookSecret,
      settledAt: new Date(),
    });
  }

  return {
    url: `http://127.0.0.1:${port}`,
    /** The environment that points the app at this fake. */
    env: {
      IBEX_API_URL: `http://127.0.0.1:${port}`,
      IBEX_EMAIL: email,
      IBEX_PASSWORD: password,
      IBEX_ACCOUNT_ID: accountId,
    },
    accountId,
    requests,
    invoiceOf,
    get signIns() {
      return signIns;
    },
    /** The webhook Ibex posts to the invoice's webhookUrl once it is paid, with the invoice's secret. */
    webhookFor,
    /** Pays an invoice as a wallet would; returns the webhook Ibex then posts. */
    pay(bolt11: string) {
      const invoice = invoiceOf(bolt11);
      invoice.state = 'SETTLED';
      invoice.receiveMsat = invoice.amountMsat;
      return webhookFor(bolt11);
    },
    cancel(bolt11: string) {
      invoiceOf(bolt11).state = 'CANCELED';
    },
    /** Revokes every access token it gave, as when they expire. */
    revokeTokens() {
      tokens.clear();
    },
    setDown(down: boolean) {
      isDown = down;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeIbex = Awaited<ReturnType<typeof startFakeIbex>>;

/** The app configured for Ibex Hub (and `env`), pointed at a fresh fake of its API. */
export async function startIbexTestApp(env: Record<string, string> = {}): Promise<{ fake: FakeIbex; t: TestApp }> {
  const fake = await startFakeIbex();
  return { fake, t: await createTestApp({ env: { ...env, ...fake.env } }) };
}

export async function closeIbexTestApp(started: { fake: FakeIbex; t: TestApp }): Promise<void> {
  await started.t.close();
  await started.fake.close();
}
