import { createHash, createSign, generateKeyPairSync, type KeyObject, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import { fireblocksTransactionWebhook } from '../src/modules/funding/testing';
import { readText, send } from './fake-http';
import { createTestApp, type TestApp } from './test-app';

/**
 * A local stand-in for Fireblocks' API, speaking its documented shapes and checking its request
 * signing: the X-API-Key header, and a bearer JWT signed RS256 with the API user's key whose claims
 * are uri, nonce (never reused), iat, exp (under 30 s later), sub (the API key) and bodyHash (hex
 * SHA-256 of the raw body). It serves vault accounts and their deposit addresses, asset balances,
 * transactions (refusing an externalTxId it has seen, and finding a transaction by it) and the gas
 * station, and signs the webhooks it sends (RSA-SHA512, base64, header Fireblocks-Signature) with its
 * own key, whose public half the app is configured with.
 */

interface FakeTransaction {
  id: string;
  externalTxId?: string;
  status: string;
  assetId: string;
  amount: string;
  source: { type: string; id: string };
  destination: { type: string; id: string };
}

const pemOf = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ type, format: 'pem' }).toString();

export async function startFakeFireblocks() {
  const apiUser = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const webhookKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const apiKey = randomUUID();
  const nonces = new Set<string>();
  const vaults = new Map<string, { name: string; customerRefId: string; addresses: Map<string, string> }>();
  const vaultByIdempotencyKey = new Map<string, string>();
  const balances = new Map<string, bigint>();
  const transactions = new Map<string, FakeTransaction>();
  const requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  let gasStation = { gasThreshold: '0.005', gasCap: '0.01', maxGasPrice: '120' };
  let rejectedSignatures = 0;

  async function isSigned(request: IncomingMessage, path: string, text: string): Promise<boolean> {
    if (request.headers['x-api-key'] !== apiKey) return false;
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return false;
    try {
      const { payload, protectedHeader } = await jwtVerify(token, apiUser.publicKey, { algorithms: ['RS256'] });
      const nonce = String(payload.nonce);
      const fresh = !nonces.has(nonce);
      nonces.add(nonce);
      return (
        protectedHeader.alg === 'RS256' &&
        payload.sub === apiKey &&
        payload.uri === path &&
        payload.bodyHash === createHash('sha256').update(text).digest('hex') &&
        typeof payload.iat === 'number' &&
        typeof payload.exp === 'number' &&
        payload.exp - payload.iat < 30 &&
        fresh
      );
    } catch {
      return false;
    }
  }

  const balanceKey = (vaultId: string, assetId: string) => `${vaultId}/${assetId}`;
  const units = (amount: string) => BigInt(Math.round(Number(amount) * 1e6));
  const decimal = (value: bigint) => (Number(value) / 1e6).toFixed(6).replace(/\.?0+$/, '');

  function createVault(body: Record<string, unknown>, idempotencyKey: string | undefined) {
    const known = idempotencyKey ? vaultByIdempotencyKey.get(idempotencyKey) : undefined;
    if (known) return { id: known, name: vaults.get(known)?.name };
    const id = String(vaults.size + 1);
    vaults.set(id, { name: String(body.name), customerRefId: String(body.customerRefId), addresses: new Map() });
    if (idempotencyKey) vaultByIdempotencyKey.set(idempotencyKey, id);
    return { id, name: body.name, hiddenOnUI: body.hiddenOnUI, autoFuel: body.autoFuel, assets: [] };
  }

  function route(method: string, path: string, body: Record<string, unknown>, request: IncomingMessage) {
    if (method === 'POST' && path === '/v1/vault/accounts') {
      const key = request.headers['idempotency-key'];
      return [200, createVault(body, typeof key === 'string' ? key : undefined)] as const;
    }
    const vaultAsset = /^\/v1\/vault\/accounts\/(\w+)\/(\w+)$/.exec(path);
    const vault = vaultAsset?.[1] ? vaults.get(vaultAsset[1]) : undefined;
    if (vaultAsset?.[1] && vaultAsset[2] && vault) {
      const [, vaultId, assetId] = vaultAsset;
      if (method === 'POST') {
        if (vault.addresses.has(assetId)) return [400, { message: 'Asset wallet already exists', code: 1026 }] as const;
        const address = assetId.startsWith('SOL')
          ? `Fake${randomUUID().replace(/-/g, '').slice(0, 36)}`.replace(/[0OIl]/g, 'x')
          : `0x${createHash('sha256').update(`${vaultId}/${assetId}`).digest('hex').slice(0, 40)}`;
        vault.addresses.set(assetId, address);
        return [200, { id: assetId, address, legacyAddress: '', tag: '' }] as const;
      }
      const available = balances.get(balanceKey(vaultId, assetId)) ?? 0n;
      return [200, { id: assetId, total: decimal(available), available: decimal(available), pending: '0' }] as const;
    }
    if (method === 'POST' && path === '/v1/transactions') {
      const externalTxId = typeof body.externalTxId === 'string' ? body.externalTxId : undefined;
      if (externalTxId && [...transactions.values()].some((known) => known.externalTxId === externalTxId)) {
        return [400, { message: 'Transaction with this externalTxId already exists', code: 1438 }] as const;
      }
      const transaction: FakeTransaction = {
        id: randomUUID(),
        ...(externalTxId && { externalTxId }),
        status: 'SUBMITTED',
        assetId: String(body.assetId),
        amount: String(body.amount),
        source: body.source as FakeTransaction['source'],
        destination: body.destination as FakeTransaction['destination'],
      };
      transactions.set(transaction.id, transaction);
      return [200, { id: transaction.id, status: transaction.status }] as const;
    }
    const external = /^\/v1\/transactions\/external_tx_id\/([\w-]+)$/.exec(path)?.[1];
    const byExternal = [...transactions.values()].find((known) => external && known.externalTxId === external);
    if (method === 'GET' && byExternal) return [200, byExternal] as const;
    const found = /^\/v1\/transactions\/([\w-]+)$/.exec(path)?.[1];
    const transaction = found ? transactions.get(found) : undefined;
    if (method === 'GET' && transaction) return [200, transaction] as const;
    if (method === 'GET' && path === '/v1/gas_station') {
      return [200, { balance: { ETH: '2.75' }, configuration: gasStation }] as const;
    }
    if (method === 'PUT' && path === '/v1/gas_station/configuration') {
      gasStation = body as typeof gasStation;
      return [200, { success: true }] as const;
    }
    return [404, { message: 'Not found', code: 404 }] as const;
  }

  const server = createServer((request, response) => {
    const path = request.url ?? '';
    readText(request)
      .then(async (text) => {
        if (!(await isSigned(request, path, text))) {
          rejectedSignatures += 1;
          return send(response, 401, { message: 'Unauthorized: JWT is not valid', code: -7 });
        }
        const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        requests.push({ method: request.method ?? '', path, body });
        const [status, answer] = route(request.method ?? '', path, body, request);
        send(response, status, answer);
      })
      .catch(() => send(response, 500, { message: 'Internal error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const signWith = (key: KeyObject, body: string) => ({
    'content-type': 'application/json',
    'fireblocks-signature': createSign('RSA-SHA512').update(body).sign(key, 'base64'),
  });

  return {
    url: `http://127.0.0.1:${port}`,
    /** The environment that points the app at this fake. */
    env: {
      FIREBLOCKS_API_KEY: apiKey,
      FIREBLOCKS_PRIVATE_KEY: pemOf(apiUser.privateKey, 'pkcs8').replace(/\n/g, '\\n'),
      FIREBLOCKS_API_URL: `http://127.0.0.1:${port}`,
      FIREBLOCKS_WEBHOOK_PUBLIC_KEY: pemOf(webhookKeys.publicKey, 'spki'),
      FIREBLOCKS_TREASURY_VAULT_ID: '0',
    },
    requests,
    vaults,
    transactions,
    get gasStation() {
      return gasStation;
    },
    get rejectedSignatures() {
      return rejectedSignatures;
    },
    /**
     * The webhook Fireblocks sends when a transfer of `amount` to `address` reaches `status`; a
     * COMPLETED one also adds the amount to the receiving vault's balance.
     */
    transferWebhook(input: {
      id?: string;
      address: string;
      assetId: string;
      amount: string;
      status: string;
      txHash?: string;
    }) {
      const id = input.id ?? randomUUID();
      const vaultId = [...vaults].find(([, candidate]) =>
        [...candidate.addresses.values()].includes(input.address),
      )?.[0];
      if (input.status === 'COMPLETED' && vaultId) {
        const key = balanceKey(vaultId, input.assetId);
        balances.set(key, (balances.get(key) ?? 0n) + units(input.amount));
      }
      const body = fireblocksTransactionWebhook(
        {
          id,
          status: input.status,
          subStatus: input.status === 'BLOCKED' ? 'BLOCKED_BY_POLICY' : '',
          assetId: input.assetId,
          source: { type: 'UNKNOWN', id: '' },
          destination: { type: 'VAULT_ACCOUNT', id: vaultId ?? '' },
          destinationAddress: input.address,
          amount: Number(input.amount),
          amountInfo: { amount: input.amount },
          txHash: input.txHash ?? `0x${createHash('sha256').update(id).digest('hex')}`,
        },
        new Date(),
      );
      return { id, body, headers: signWith(webhookKeys.privateKey, body) };
    },
    /** The webhook Fireblocks sends when a transaction it was asked for (a withdrawal) reaches `status`. */
    transactionWebhook(id: string, status: string) {
      const transaction = transactions.get(id);
      if (!transaction) throw new Error(`no fake transaction ${id}`);
      transaction.status = status;
      const destination = transaction.destination as { oneTimeAddress?: { address: string } };
      const body = fireblocksTransactionWebhook(
        {
          ...transaction,
          amount: Number(transaction.amount),
          subStatus: status === 'FAILED' ? 'INSUFFICIENT_FUNDS' : '',
          destinationAddress: destination.oneTimeAddress?.address ?? '',
          amountInfo: { amount: transaction.amount },
          txHash: `0x${createHash('sha256').update(id).digest('hex')}`,
        },
        new Date(),
      );
      return { id, body, headers: signWith(webhookKeys.privateKey, body) };
    },
    /** Headers of a webhook signed with another key than Fireblocks': a forgery. */
    forge(body: string) {
      return signWith(generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey, body);
    },
    /** Settles a transaction (a sweep) as the chain would. */
    settle(id: string, status: string) {
      const transaction = transactions.get(id);
      if (!transaction) throw new Error(`no fake transaction ${id}`);
      transaction.status = status;
      if (status === 'COMPLETED') balances.set(balanceKey(transaction.source.id, transaction.assetId), 0n);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeFireblocks = Awaited<ReturnType<typeof startFakeFireblocks>>;

/** The app configured for Fireblocks, pointed at a fresh fake of its API. */
export async function startFireblocksTestApp(): Promise<{ fake: FakeFireblocks; t: TestApp }> {
  const fake = await startFakeFireblocks();
  return { fake, t: await createTestApp({ env: fake.env }) };
}

export async function closeFireblocksTestApp(started: { fake: FakeFireblocks; t: TestApp }): Promise<void> {
  await started.t.close();
  await started.fake.close();
}
