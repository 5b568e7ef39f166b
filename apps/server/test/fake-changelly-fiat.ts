import { createSign, createVerify, generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readText, send } from './fake-http';

/**
 * A local stand-in for Changelly's Fiat API, speaking its documented shapes: GET /v1/offers, POST
 * /v1/orders and GET /v1/orders, each call checked for `X-Api-Key` and an `X-Api-Signature` that is
 * the RSA-SHA256 signature of the full URL and the JSON body (`{}` for a GET) with the partner's
 * private key. Two providers make offers (moonpay 2.5 % below one USDC per dollar, banxa 3 %).
 * `settle` sets an order's status as Changelly would and returns the callback it then sends, signed
 * (X-Callback-Signature: RSA-SHA256 of the order id) with Changelly's callback key.
 */

interface FakeOrder {
  orderId: string;
  externalOrderId: string;
  externalUserId: string;
  providerCode: string;
  currencyFrom: string;
  currencyTo: string;
  amountFrom: string;
  country: string;
  walletAddress: string;
  status: string;
  payoutAmount: string | null;
  redirectUrl: string;
}

const providers = [
  { providerCode: 'moonpay', rate: '0.975', fee: '2.5' },
  { providerCode: 'banxa', rate: '0.97', fee: '3' },
];

const times = (amount: string, rate: string) => (Math.floor(Number(amount) * Number(rate) * 100) / 100).toString();

export async function startFakeChangellyFiat(apiKey: string) {
  const partnerKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const callbackKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const orders = new Map<string, FakeOrder>();
  const requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  let baseUrl = '';

  async function route(request: IncomingMessage, response: ServerResponse) {
    const text = request.method === 'POST' ? await readText(request) : '';
    const url = new URL(request.url ?? '/', baseUrl);
    const signed = url.toString() + (text || '{}');
    const signature = String(request.headers['x-api-signature'] ?? '');
    const isSigned = createVerify('RSA-SHA256').update(signed).verify(partnerKeys.publicKey, signature, 'base64');
    if (request.headers['x-api-key'] !== apiKey || !isSigned) {
      return send(response, 401, { errorType: 'unauthorized', errorMessage: 'Invalid signature' });
    }
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    requests.push({ method: request.method ?? '', path: `${url.pathname}${url.search}`, body });
    if (request.method === 'GET' && url.pathname === '/v1/offers') {
      const amountFrom = url.searchParams.get('amountFrom') ?? '0';
      if (!url.searchParams.get('country')) return send(response, 400, { message: 'country is required' });
      return send(
        response,
        200,
        providers.map((offer) => ({
          providerCode: offer.providerCode,
          offerId: randomUUID(),
          rate: offer.rate,
          invertedRate: (1 / Number(offer.rate)).toString(),
          fee: times(amountFrom, (Number(offer.fee) / 100).toString()),
          amountFrom,
          amountExpectedTo: times(amountFrom, offer.rate),
          paymentMethodOffers: [{ method: 'card', methodName: 'Visa / Mastercard' }],
        })),
      );
    }
    if (request.method === 'POST' && url.pathname === '/v1/orders') {
      if (!providers.some((offer) => offer.providerCode === body.providerCode)) {
        return send(response, 400, { message: 'Unknown provider' });
      }
      const orderId = randomUUID();
      const order: FakeOrder = {
        orderId,
        externalOrderId: String(body.externalOrderId),
        externalUserId: String(body.externalUserId),
        providerCode: String(body.providerCode),
        currencyFrom: String(body.currencyFrom),
        currencyTo: String(body.currencyTo),
        amountFrom: String(body.amountFrom),
        country: String(body.country),
        walletAddress: String(body.walletAddress),
        status: 'created',
        payoutAmount: null,
        redirectUrl: `https://checkout.example/${body.providerCode}/${orderId}`,
      };
      orders.set(orderId, order);
      return send(response, 200, order);
    }
    if (request.method === 'GET' && url.pathname === '/v1/orders') {
      const orderId = url.searchParams.get('orderId');
      const externalOrderId = url.searchParams.get('externalOrderId');
      const found = [...orders.values()].filter(
        (order) =>
          (orderId === null || order.orderId === orderId) &&
          (externalOrderId === null || order.externalOrderId === externalOrderId),
      );
      return send(response, 200, { orders: found, limit: 1, offset: 0, total: found.length });
    }
    return send(response, 404, { message: 'Not found' });
  }

  const server = createServer((request, response) => {
    route(request, response).catch(() => send(response, 500, { message: 'Internal error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pem = (
    key: { export(options: { type: 'pkcs1' | 'spki'; format: 'pem' }): string | Buffer },
    type: 'pkcs1' | 'spki',
  ) => key.export({ type, format: 'pem' }).toString();
  const signCallback = (orderId: string, key = callbackKeys.privateKey) =>
    createSign('RSA-SHA256').update(orderId).sign(key, 'base64');
  return {
    url: baseUrl,
    /** The partner's private key (PEM) and Changelly's callback public key (base64 of the PEM, as handed out). */
    privateKey: pem(partnerKeys.privateKey, 'pkcs1'),
    callbackPublicKey: Buffer.from(pem(callbackKeys.publicKey, 'spki')).toString('base64'),
    orders,
    requests,
    /** Sets an order's status and returns the callback Changelly sends for it: its body and signature. */
    settle(orderId: string, status: string) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no fake order ${orderId}`);
      order.status = status;
      const rate = providers.find((offer) => offer.providerCode === order.providerCode)?.rate ?? '1';
      order.payoutAmount = status === 'complete' ? times(order.amountFrom, rate) : null;
      return { body: { ...order }, signature: signCallback(orderId) };
    },
    /** A callback signature made with another key than Changelly's: a forgery. */
    forge: (orderId: string) => signCallback(orderId, generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
