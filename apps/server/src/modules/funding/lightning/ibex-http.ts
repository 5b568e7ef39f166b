import { z } from 'zod';
import { AppError } from '../../../platform/errors';
import type { InvoiceCurrency, InvoiceState, LightningProvider } from './lightning-invoices.port';

/**
 * Ibex Hub's API (docs.ibexmercado.com): POST /auth/signin with the account's email and password
 * gives an access token, sent as the raw `Authorization` header (no scheme) until it expires or a
 * call answers 401, when we sign in again. Used: GET /currency/all, GET
 * /v2/currencies/rate/{primary}/{secondary} (how many of the second currency one of the first is
 * worth), POST /v2/invoice/add (an invoice into our account, which holds bitcoin, so its amount is
 * in millisatoshis; at most 15 minutes to pay it; `webhookUrl` and `webhookSecret` for the paid
 * webhook) and GET /invoice/from-bolt11/{bolt11} (the invoice's state: OPEN, SETTLED, CANCELED,
 * ACCEPTED). Used when IBEX_EMAIL, IBEX_PASSWORD and IBEX_ACCOUNT_ID are set.
 */

export interface IbexSettings {
  baseUrl: string;
  email: string;
  password: string;
  /** The Ibex Hub account (a bitcoin account) the invoices pay into. */
  accountId: string;
  /** Where Ibex posts paid invoices: {PUBLIC_URL}/v1/ibex/webhook. */
  webhookUrl: string;
}

const unavailable = () => new AppError('SERVICE_UNAVAILABLE', 'The Lightning provider is unavailable: try again later');

const signInSchema = z.object({ accessToken: z.string().min(1), accessTokenExpiresAt: z.number().optional() });
const currenciesSchema = z.array(
  z.looseObject({ id: z.number().int(), name: z.string().min(1).max(16), isFiat: z.boolean().optional() }),
);
const rateSchema = z.looseObject({ rate: z.number().positive() });
const addedInvoiceSchema = z.looseObject({
  invoice: z.looseObject({ bolt11: z.string().min(1).max(4096), hash: z.string().regex(/^[0-9a-f]{64}$/) }),
});
const invoiceSchema = z.looseObject({
  state: z.looseObject({ name: z.string() }).optional(),
  stateId: z.number().int().optional(),
  receiveMsat: z.number().nonnegative().optional(),
  amountMsat: z.number().nonnegative().optional(),
});

/** Ibex's invoice states (its state table numbers them as LND does: 0 open, 1 settled, 2 canceled, 3 accepted). */
function stateOf(invoice: z.infer<typeof invoiceSchema>): InvoiceState {
  const name = invoice.state?.name ?? ['OPEN', 'SETTLED', 'CANCELED', 'ACCEPTED'][invoice.stateId ?? 0];
  if (name === 'SETTLED') return 'SETTLED';
  return name === 'CANCELED' ? 'CANCELED' : 'OPEN';
}

/** A rate Ibex gives as a JSON number, as a plain decimal string. */
function decimalOf(rate: number): string {
  const text = rate.toFixed(8).replace(/\.?0+$/, '');
  if (!/^\d{1,15}(\.\d{1,8})?$/.test(text) || /^0(\.0+)?$/.test(text)) throw unavailable();
  return text;
}

const bitcoinNames = new Set(['BTC', 'SATS', 'MSAT']);

export function createIbexLightningProvider(settings: IbexSettings): LightningProvider {
  let session: { token: string; expiresAtMs: number } | null = null;

  async function send(method: 'GET' | 'POST', path: string, body: unknown, token: string | null) {
    try {
      return await fetch(new URL(path, settings.baseUrl), {
        method,
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: token } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw unavailable();
    }
  }

  async function readJson<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw unavailable();
    return parsed.data;
  }

  async function signIn(): Promise<string> {
    const response = await send('POST', '/auth/signin', { email: settings.email, password: settings.password }, null);
    if (!response.ok) throw unavailable();
    const signedIn = await readJson(response, signInSchema);
    const expiresAtMs = (signedIn.accessTokenExpiresAt ?? Date.now() / 1000 + 300) * 1000 - 30_000;
    session = { token: signedIn.accessToken, expiresAtMs };
    return signedIn.accessToken;
  }

  const tokenNow = () => (session && session.expiresAtMs > Date.now() ? session.token : signIn());

  /** A call with the current token, signed in again once when Ibex answers 401; null for a 404. */
  async function request<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown) {
    let response = await send(method, path, body, await tokenNow());
    if (response.status === 401) response = await send(method, path, body, await signIn());
    if (response.status === 404) return null;
    if (!response.ok) throw unavailable();
    return readJson(response, schema);
  }

  async function listCurrencies(): Promise<InvoiceCurrency[]> {
    const currencies = (await request('GET', '/currency/all', currenciesSchema)) ?? [];
    return currencies.map((currency) => ({
      id: currency.id,
      name: currency.name.toUpperCase(),
      isFiat: currency.isFiat ?? !bitcoinNames.has(currency.name.toUpperCase()),
    }));
  }

  return {
    name: 'ibex',
    isSandbox: false,
    listCurrencies,
    async getBitcoinPrice(currencyId) {
      const bitcoin = (await listCurrencies()).find((currency) => currency.name === 'BTC');
      if (!bitcoin) throw unavailable();
      const rate = await request('GET', `/v2/currencies/rate/${bitcoin.id}/${currencyId}`, rateSchema);
      if (!rate) throw unavailable();
      return decimalOf(rate.rate);
    },
    async createInvoice(input) {
      const added = await request('POST', '/v2/invoice/add', addedInvoiceSchema, {
        amount: Number(input.amountMsat),
        accountId: settings.accountId,
        memo: input.memo,
        expiration: input.expiresInSeconds,
        webhookUrl: settings.webhookUrl,
        webhookSecret: input.webhookSecret,
      });
      if (!added) throw unavailable();
      return { bolt11: added.invoice.bolt11, hash: added.invoice.hash };
    },
    async getInvoice(bolt11) {
      if (!/^ln[a-z0-9]{1,4096}$/i.test(bolt11)) return null;
      const invoice = await request('GET', `/invoice/from-bolt11/${bolt11}`, invoiceSchema);
      if (!invoice) return null;
      const receivedMsat = BigInt(Math.trunc(invoice.receiveMsat ?? invoice.amountMsat ?? 0));
      return { state: stateOf(invoice), receivedMsat };
    },
  };
}
