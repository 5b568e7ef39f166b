import { createVerify, type KeyObject, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { readText, send } from '../../../../test/fake-http';

/**
 * Local stand-ins for the swap providers' APIs, speaking their documented shapes: ChangeNOW's v2
 * exchange and fiat APIs, Changelly's signed JSON-RPC v2, Transak's partner API. Each records the
 * requests it got and lets a test move a swap on as the provider would.
 */

interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: string;
}

async function listen(route: (request: Recorded, response: ServerResponse) => unknown) {
  const requests: Recorded[] = [];
  let isDown = false;
  const server = createServer((request, response) => {
    readText(request)
      .then((body) => {
        if (isDown) return send(response, 503, { message: 'Service unavailable' });
        const url = new URL(request.url ?? '/', 'http://fake');
        const recorded: Recorded = {
          method: request.method ?? '',
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          headers: request.headers,
          body,
        };
        requests.push(recorded);
        return route(recorded, response);
      })
      .catch(() => send(response, 500, { message: 'Internal error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** While down, every request is answered 503, as during the provider's outage. */
    setDown(down: boolean) {
      isDown = down;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const usdcPrice: Record<string, number> = { btc: 50_000, eth: 2_500, usd: 0.985, eur: 1.07 };

/** ChangeNOW: `x-changenow-api-key` on the exchange API, `x-api-key` on the fiat API. */
export async function startFakeChangeNow(apiKey: string) {
  const swaps = new Map<string, Record<string, unknown>>();
  const fiat = new Map<string, Record<string, unknown>>();
  const server = await listen((request, response) => {
    const isFiat = request.path.startsWith('/v2/fiat-');
    const key = isFiat ? request.headers['x-api-key'] : request.headers['x-changenow-api-key'];
    if (key !== apiKey) return send(response, 401, { error: 'unauthorized', message: 'Invalid api key' });
    const { query } = request;
    if (request.method === 'GET' && request.path === '/v2/exchange/currencies') {
      return send(response, 200, [
        {
          ticker: 'btc',
          name: 'Bitcoin',
          network: 'btc',
          image: 'https://cn.example/btc.svg',
          supportsFixedRate: true,
        },
        { ticker: 'usdc', name: 'USD Coin', network: 'eth', image: null, supportsFixedRate: false },
      ]);
    }
    if (request.method === 'GET' && request.path === '/v2/exchange/available-pairs') {
      return send(
        response,
        200,
        ['btc_usdc', 'eth_usdc', 'btc_eth'].filter(
          (pair) => !query.fromCurrency || pair.startsWith(query.fromCurrency),
        ),
      );
    }
    if (request.method === 'GET' && request.path === '/v2/exchange/estimated-amount') {
      const price = usdcPrice[query.fromCurrency ?? ''];
      if (!price || query.toCurrency !== 'usdc') {
        return send(response, 400, { error: 'pair_is_inactive', message: 'Pair is inactive' });
      }
      return send(response, 200, {
        fromCurrency: query.fromCurrency,
        fromNetwork: query.fromNetwork ?? query.fromCurrency,
        toCurrency: 'usdc',
        toNetwork: query.toNetwork,
        flow: 'standard',
        type: 'direct',
        rateId: null,
        validUntil: null,
        fromAmount: Number(query.fromAmount),
        toAmount: Number(query.fromAmount) * price,
      });
    }
    if (request.method === 'POST' && request.path === '/v2/exchange') {
      const body = JSON.parse(request.body) as Record<string, string>;
      const price = usdcPrice[body.fromCurrency ?? ''];
      if (!price) return send(response, 400, { error: 'not_valid_params', message: 'Unknown currency' });
      const swap = {
        id: randomBytes(7).toString('hex'),
        status: 'waiting',
        fromCurrency: body.fromCurrency,
        fromNetwork: body.fromNetwork || body.fromCurrency,
        toCurrency: body.toCurrency,
        toNetwork: body.toNetwork,
        fromAmount: Number(body.fromAmount),
        toAmount: Number(body.fromAmount) * price,
        payinAddress: `bc1q${randomBytes(16).toString('hex')}`,
        payinExtraId: null,
        payoutAddress: body.address,
        refundAddress: body.refundAddress,
        amountTo: null as number | null,
      };
      swaps.set(swap.id, swap);
      return send(response, 200, swap);
    }
    if (request.method === 'GET' && request.path === '/v2/exchange/by-id') {
      const swap = swaps.get(query.id ?? '');
      return swap ? send(response, 200, swap) : send(response, 404, { error: 'not_found', message: 'Not found' });
    }
    if (request.method === 'GET' && request.path === '/v2/fiat-currencies/fiat') {
      return send(response, 200, [{ ticker: 'USD', name: 'US Dollar', logoUrl: 'https://cn.example/usd.svg' }]);
    }
    if (request.method === 'GET' && request.path === '/v2/fiat-estimate') {
      const price = usdcPrice[(query.from_currency ?? '').toLowerCase()];
      if (!price) return send(response, 400, { code: 'BAD_REQUEST', message: 'Unknown currency', statusCode: 400 });
      return send(response, 200, {
        from_currency: query.from_currency,
        to_currency: query.to_currency,
        to_network: query.to_network,
        value: (Number(query.from_amount) * price).toFixed(2),
      });
    }
    if (request.method === 'GET' && request.path.startsWith('/v2/fiat-market-info/min-max-range/')) {
      const [from, to] = (request.path.split('/').pop() ?? '').split('_');
      return send(response, 200, { from, to, min: '30', max: '10000' });
    }
    if (request.method === 'POST' && request.path === '/v2/fiat-transaction') {
      const body = JSON.parse(request.body) as Record<string, string | number>;
      const price = usdcPrice[String(body.from_currency).toLowerCase()] ?? 1;
      const transaction = {
        id: String(randomBytes(4).readUInt32BE()),
        status: 'new',
        from_currency: body.from_currency,
        expected_from_amount: String(body.from_amount),
        to_currency: body.to_currency,
        to_network: body.to_network,
        expected_to_amount: (Number(body.from_amount) * price).toFixed(2),
        to_amount: null as string | null,
        payout: { address: body.payout_address },
        external_partner_link_id: body.external_partner_link_id,
        redirect_url: 'https://payments.example/checkout?tid=1',
      };
      fiat.set(transaction.id, transaction);
      return send(response, 200, transaction);
    }
    if (request.method === 'GET' && request.path === '/v2/fiat-transaction') {
      const transaction = fiat.get(query.id ?? '');
      return transaction ? send(response, 200, transaction) : send(response, 404, { code: 'NOT_FOUND' });
    }
    return send(response, 404, { error: 'not_found', message: 'Unknown endpoint' });
  });
  return {
    ...server,
    swaps,
    fiat,
    /** Moves a crypto swap on, delivering `amountTo` when it finishes. */
    setSwapStatus(id: string, status: string, amountTo?: number) {
      const swap = swaps.get(id);
      if (!swap) throw new Error(`no fake swap ${id}`);
      Object.assign(swap, { status, ...(amountTo !== undefined && { amountTo }) });
    },
    setFiatStatus(id: string, status: string, toAmount?: string) {
      const transaction = fiat.get(id);
      if (!transaction) throw new Error(`no fake fiat transaction ${id}`);
      Object.assign(transaction, { status, ...(toAmount !== undefined && { to_amount: toAmount }) });
    },
  };
}

/** Changelly: JSON-RPC 2.0 POSTed to /v2, `X-Api-Key` and `X-Api-Signature` (RSA-SHA256 of the body). */
export async function startFakeChangelly(apiKey: string, publicKey: KeyObject) {
  const transactions = new Map<string, Record<string, unknown>>();
  const rates = new Map<string, number>();
  const server = await listen((request, response) => {
    const signature = request.headers['x-api-signature'];
    const signed =
      typeof signature === 'string' &&
      createVerify('RSA-SHA256').update(request.body).verify(publicKey, signature, 'base64');
    if (request.headers['x-api-key'] !== apiKey || !signed) {
      return send(response, 401, { error: { code: 401, message: 'Unauthorized' } });
    }
    if (request.method !== 'POST' || request.path !== '/v2') return send(response, 404, {});
    const { id, method, params } = JSON.parse(request.body) as {
      id: string;
      method: string;
      params: Record<string, string>;
    };
    const result = (value: unknown) => send(response, 200, { jsonrpc: '2.0', id, result: value });
    const error = (message: string) => send(response, 200, { jsonrpc: '2.0', id, error: { code: -32600, message } });
    const quote = (from: string, amountFrom: string) => {
      const price = usdcPrice[from];
      return price ? String(Number(amountFrom) * price * 0.995) : null;
    };
    switch (method) {
      case 'getCurrenciesFull':
        return result([
          {
            ticker: 'btc',
            fullName: 'Bitcoin',
            enabled: true,
            fixRateEnabled: true,
            blockchain: 'bitcoin',
            image: 'i',
          },
          { ticker: 'xmr', fullName: 'Monero', enabled: false, fixRateEnabled: false, blockchain: 'monero' },
        ]);
      case 'getExchangeAmount':
      case 'getFixRateForAmount': {
        const { from = '', to, amountFrom = '' } = (params as unknown as Record<string, string>[])[0] ?? {};
        const amountTo = quote(from, amountFrom);
        if (!amountTo || to !== 'usdc') return error('Invalid currency pair');
        const rateId = method === 'getFixRateForAmount' ? `rate-${randomUUID()}` : undefined;
        if (rateId) rates.set(rateId, Number(amountTo));
        return result([
          { ...(rateId && { id: rateId, expiredAt: 1_900_000_000 }), from, to, amountFrom, amountTo, min: '0.001' },
        ]);
      }
      case 'validateAddress':
        return result({ result: /^bc1[a-z0-9]{20,60}$/.test(params.address ?? ''), message: 'Invalid address' });
      case 'createTransaction':
      case 'createFixTransaction': {
        if (method === 'createFixTransaction' && !rates.has(params.rateId ?? '')) return error('Invalid rate id');
        const amountTo = rates.get(params.rateId ?? '') ?? quote(params.from ?? '', params.amountFrom ?? '');
        if (amountTo === null) return error('Invalid currency pair');
        const transaction = {
          id: randomBytes(8).toString('hex'),
          type: method === 'createFixTransaction' ? 'fixed' : 'float',
          status: 'new',
          currencyFrom: params.from,
          currencyTo: params.to,
          payinAddress: `bc1q${randomBytes(16).toString('hex')}`,
          payinExtraId: null,
          payoutAddress: params.address,
          refundAddress: params.refundAddress ?? null,
          amountExpectedFrom: params.amountFrom,
          amountExpectedTo: String(amountTo),
          amountTo: '0',
        };
        transactions.set(transaction.id, transaction);
        return result(transaction);
      }
      case 'getTransactions': {
        const transaction = transactions.get(params.id ?? '');
        return result(transaction ? [transaction] : []);
      }
      default:
        return send(response, 200, { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } });
    }
  });
  return {
    ...server,
    transactions,
    rpcCalls: () =>
      server.requests.map((request) => JSON.parse(request.body) as { method: string; params: Record<string, string> }),
    setStatus(id: string, status: string, amountTo?: string) {
      const transaction = transactions.get(id);
      if (!transaction) throw new Error(`no fake Changelly transaction ${id}`);
      Object.assign(transaction, { status, ...(amountTo !== undefined && { amountTo }) });
    },
  };
}

/**
 * Transak's partner API: the access token from the API secret (the same one while it is valid),
 * orders by id, and webhooks signed with the token.
 */
export async function startFakeTransak(apiKey: string, apiSecret: string) {
  const orders = new Map<string, Record<string, unknown>>();
  let accessToken: string | null = null;
  const issue = () => {
    accessToken = randomBytes(32).toString('base64url');
    return accessToken;
  };
  const server = await listen((request, response) => {
    if (request.method === 'POST' && request.path === '/partners/api/v2/refresh-token') {
      const body = JSON.parse(request.body || '{}') as { apiKey?: string };
      if (request.headers['api-secret'] !== apiSecret || body.apiKey !== apiKey) {
        return send(response, 401, { error: { statusCode: 401, message: 'Invalid api key or secret' } });
      }
      const token = accessToken ?? issue();
      return send(response, 200, { data: { accessToken: token, expiresAt: Math.floor(Date.now() / 1000) + 604800 } });
    }
    if (!accessToken || request.headers['access-token'] !== accessToken) {
      return send(response, 401, { error: { statusCode: 401, message: 'Invalid access token' } });
    }
    const found = /^\/partners\/api\/v2\/order\/([\w-]+)$/.exec(request.path);
    const order = found?.[1] ? orders.get(found[1]) : undefined;
    if (request.method === 'GET' && order) return send(response, 200, { data: order });
    return send(response, 404, { error: { statusCode: 404, message: 'Order not found' } });
  });
  return {
    ...server,
    orders,
    /** The user finished the widget: Transak's order for our partnerOrderId. */
    placeOrder(partnerOrderId: string, partnerCustomerId: string, fiatAmount: number) {
      const order = {
        id: randomUUID(),
        status: 'AWAITING_PAYMENT_FROM_USER',
        partnerOrderId,
        partnerCustomerId,
        isBuyOrSell: 'BUY',
        fiatCurrency: 'USD',
        fiatAmount,
        cryptoCurrency: 'USDC',
        cryptoAmount: Math.round(fiatAmount * 0.97 * 100) / 100,
      };
      orders.set(order.id, order);
      return order;
    },
    setStatus(id: string, status: string, extra: Record<string, unknown> = {}) {
      const order = orders.get(id);
      if (!order) throw new Error(`no fake Transak order ${id}`);
      Object.assign(order, { status, ...extra });
    },
    /** The webhook body Transak posts for an order now: its data a JWT signed with the access token. */
    async webhook(id: string, eventID: string, key = accessToken ?? issue()) {
      const claims = { webhookData: orders.get(id), eventID, createdAt: new Date().toISOString() };
      const data = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode(key));
      return { data };
    },
  };
}
