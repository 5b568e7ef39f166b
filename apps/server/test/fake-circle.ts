import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt, generateKey, readMessage, readPrivateKey } from 'openpgp';
import { readJsonBody, send } from './fake-http';

/**
 * A local stand-in for Circle's Payments, Payouts and Accounts APIs, speaking their documented
 * shapes: GET /v1/encryption/public, POST /v1/cards, POST /v1/payments, GET /v1/payments/{id},
 * POST /v1/banks/wires, POST /v1/payouts, GET /v1/payouts/{id}, GET /v1/configuration (the master
 * wallet) and POST /v1/wallets/{id}/addresses, with bearer API key auth and idempotency keys.
 * `settle` and `settlePayout` change a payment's or payout's status as Circle would and return the
 * SNS notification Circle would then send.
 */

type Status = 'pending' | 'confirmed' | 'paid' | 'failed';
interface FakePayment {
  id: string;
  status: Status;
  amount: { amount: string; currency: string };
  source: { id: string; type: string };
  idempotencyKey: string;
  errorCode: string | null;
}

type PayoutStatus = 'pending' | 'complete' | 'failed';
interface FakePayout {
  id: string;
  status: PayoutStatus;
  amount: { amount: string; currency: string };
  destination: { type: string; id: string };
  idempotencyKey: string;
  errorCode: string | null;
}

export async function startFakeCircle(apiKey: string) {
  const keys = await generateKey({ type: 'ecc', curve: 'curve25519Legacy', userIDs: [{ name: 'Fake Circle' }] });
  const keyId = randomUUID();
  const cards = new Map<string, { id: string; last4: string }>();
  const payments = new Map<string, FakePayment>();
  const wires = new Map<string, Record<string, unknown> & { id: string }>();
  const payouts = new Map<string, FakePayout>();
  const requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  const masterWalletId = '1000216185';
  const addresses = new Map<string, { address: string; currency: string; chain: string }>();

  async function cardNumber(encryptedData: unknown): Promise<string | null> {
    try {
      const message = await readMessage({ armoredMessage: Buffer.from(String(encryptedData), 'base64').toString() });
      const { data } = await decrypt({
        message,
        decryptionKeys: await readPrivateKey({ armoredKey: keys.privateKey }),
      });
      const card = JSON.parse(String(data)) as { number?: string };
      return card.number ?? null;
    } catch {
      return null;
    }
  }

  function createWire(body: Record<string, unknown>) {
    const existing = [...wires.values()].find((wire) => wire.idempotencyKey === body.idempotencyKey);
    if (existing) return existing;
    const wire = { ...body, id: randomUUID(), status: 'complete', trackingRef: 'CIR13FB13A' };
    wires.set(wire.id, wire);
    return wire;
  }

  function createPayout(body: Record<string, unknown>): FakePayout | null {
    const existing = [...payouts.values()].find((payout) => payout.idempotencyKey === body.idempotencyKey);
    if (existing) return existing;
    const destination = body.destination as FakePayout['destination'];
    if (destination?.type !== 'wire' || !wires.has(destination.id)) return null;
    const payout: FakePayout = {
      id: randomUUID(),
      status: 'pending',
      amount: body.amount as FakePayout['amount'],
      destination,
      idempotencyKey: String(body.idempotencyKey),
      errorCode: null,
    };
    payouts.set(payout.id, payout);
    return payout;
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    if (request.headers.authorization !== `Bearer ${apiKey}`)
      return send(response, 401, { code: 401, message: 'Malformed authorization.' });
    const path = request.url ?? '';
    const body = request.method === 'POST' ? await readJsonBody(request) : {};
    requests.push({ method: request.method ?? '', path, body });
    if (request.method === 'GET' && path === '/v1/encryption/public') {
      return send(response, 200, { data: { keyId, publicKey: Buffer.from(keys.publicKey).toString('base64') } });
    }
    if (request.method === 'POST' && path === '/v1/cards') {
      const number = body.keyId === keyId ? await cardNumber(body.encryptedData) : null;
      if (!number) return send(response, 400, { code: 2, message: 'Invalid encrypted data.' });
      const card = { id: randomUUID(), last4: number.slice(-4) };
      cards.set(card.id, card);
      return send(response, 201, { data: { ...card, status: 'complete' } });
    }
    if (request.method === 'POST' && path === '/v1/payments') {
      const existing = [...payments.values()].find((payment) => payment.idempotencyKey === body.idempotencyKey);
      if (existing) return send(response, 201, { data: existing });
      const source = body.source as FakePayment['source'];
      if (!cards.has(source?.id)) return send(response, 400, { code: 2, message: 'Unknown card.' });
      const payment: FakePayment = {
        id: randomUUID(),
        status: 'pending',
        amount: body.amount as FakePayment['amount'],
        source,
        idempotencyKey: String(body.idempotencyKey),
        errorCode: null,
      };
      payments.set(payment.id, payment);
      return send(response, 201, { data: payment });
    }
    if (request.method === 'GET' && path === '/v1/configuration') {
      return send(response, 200, { data: { payments: { masterWalletId } } });
    }
    if (request.method === 'POST' && path === `/v1/wallets/${masterWalletId}/addresses`) {
      if (!['ETH', 'SOL', 'MATIC', 'AVAX', 'ALGO'].includes(String(body.chain)) || body.currency !== 'USD') {
        return send(response, 400, { code: 2, message: 'Invalid chain or currency.' });
      }
      const key = String(body.idempotencyKey);
      const address = addresses.get(key) ?? {
        address: `0x${randomUUID().replaceAll('-', '')}00000000`,
        currency: 'USD',
        chain: String(body.chain),
      };
      addresses.set(key, address);
      return send(response, 201, { data: address });
    }
    if (request.method === 'POST' && path === '/v1/banks/wires') {
      if (!body.iban && !body.routingNumber)
        return send(response, 400, { code: 2, message: 'Invalid routing number.' });
      const billing = (body.billingDetails ?? {}) as Record<string, unknown>;
      const required = ['name', 'line1', 'city', 'postalCode', 'country'];
      if (['US', 'CA'].includes(String(billing.country))) required.push('district');
      const absent = required.find((field) => typeof billing[field] !== 'string' || billing[field] === '');
      if (absent)
        return send(response, 400, { code: 2, message: `Invalid entity. billingDetails.${absent} is required` });
      return send(response, 201, { data: createWire(body) });
    }
    if (request.method === 'POST' && path === '/v1/payouts') {
      const payout = createPayout(body);
      if (!payout) return send(response, 400, { code: 2, message: 'Unknown wire bank account.' });
      return send(response, 201, { data: payout });
    }
    const payout = payouts.get(/^\/v1\/payouts\/([\w-]+)$/.exec(path)?.[1] ?? '');
    if (request.method === 'GET' && payout) return send(response, 200, { data: payout });
    const found = /^\/v1\/payments\/([\w-]+)$/.exec(path);
    const payment = found?.[1] ? payments.get(found[1]) : undefined;
    if (request.method === 'GET' && payment) return send(response, 200, { data: payment });
    return send(response, 404, { code: 404, message: 'Not found.' });
  }

  const server = createServer((request, response) => {
    route(request, response).catch(() => send(response, 500, { code: 500, message: 'Internal error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    payments,
    /** The blockchain addresses made, by idempotency key. */
    addresses,
    wires,
    payouts,
    /** Sets a payout's status and returns the SNS notification (text/plain body) Circle sends for it. */
    settlePayout(id: string, status: PayoutStatus, errorCode: string | null = null): string {
      const payout = payouts.get(id);
      if (!payout) throw new Error(`no fake payout ${id}`);
      payout.status = status;
      payout.errorCode = errorCode;
      return snsNotification({ clientId: 'client', notificationType: 'payouts', version: 1, payout });
    },
    /** Sets a payment's status and returns the SNS notification (text/plain body) Circle sends for it. */
    settle(id: string, status: Status, errorCode: string | null = null): string {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no fake payment ${id}`);
      payment.status = status;
      payment.errorCode = errorCode;
      return snsNotification({ clientId: 'client', notificationType: 'payments', version: 1, payment });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SNS notification envelope around `message`, as Amazon SNS delivers Circle's notifications. */
export function snsNotification(message: unknown): string {
  return JSON.stringify({
    Type: 'Notification',
    MessageId: randomUUID(),
    TopicArn: 'arn:aws:sns:us-west-2:000000000000:circle-notifications',
    Message: JSON.stringify(message),
    Timestamp: new Date().toISOString(),
    SignatureVersion: '1',
    Signature: 'unchecked',
  });
}
