import { createHash, createPublicKey, randomUUID } from 'node:crypto';
import type { WithdrawalChain } from '@invest/contracts';
import { formatUnits, parseUnits } from '@invest/money';
import { importPKCS8, SignJWT } from 'jose';
import { AppError } from '../../../platform/errors';
import type { CustodyProvider, SweepSubmission } from './custody.port';
import { readFireblocksWebhook, toTransferStatus } from './fireblocks-webhook';

/**
 * Fireblocks' REST API (developers.fireblocks.com, "Signing a request"): every request carries the
 * API key in `X-API-Key` and a JWT signed RS256 with the API user's private key, whose claims are
 * the request's uri, a fresh nonce, iat, exp (under 30 seconds later), sub (the API key) and
 * bodyHash (hex SHA-256 of the raw body). Used: POST /v1/vault/accounts (one hidden vault account
 * per user, auto-fuelled by the gas station), POST /v1/vault/accounts/{id}/{assetId} (its deposit
 * address of an asset), GET /v1/vault/accounts/{id}/{assetId} (its balance), POST /v1/transactions
 * and GET /v1/transactions/{id} (sweeps to the treasury vault), GET /v1/gas_station and
 * PUT /v1/gas_station/configuration. Used when FIREBLOCKS_API_KEY and FIREBLOCKS_PRIVATE_KEY are set.
 */

export interface FireblocksSettings {
  apiKey: string;
  /** PEM (PKCS#8) RSA private key of the API user. */
  privateKey: string;
  baseUrl: string;
  /** PEM public key Fireblocks signs its webhooks with. */
  webhookPublicKey: string;
  treasuryVaultId: string;
  usdcAssetIds: Record<WithdrawalChain, string>;
}

const unavailable = () => new AppError('SERVICE_UNAVAILABLE', 'The custody provider is unavailable: try again later');

const usdcScale = 6;

/** A balance Fireblocks reports, in USDC base units. */
function unitsOf(amount: string): bigint {
  try {
    return parseUnits(amount, usdcScale);
  } catch {
    throw unavailable();
  }
}

export type FireblocksRequest = <T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  idempotencyKey?: string,
) => Promise<T>;

/** Signed requests to Fireblocks' API; a failed or refused one is the provider being unavailable. */
export function createFireblocksClient(
  settings: Pick<FireblocksSettings, 'apiKey' | 'privateKey' | 'baseUrl'>,
): FireblocksRequest {
  const signingKey = importPKCS8(settings.privateKey, 'RS256');
  return async function request<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<T> {
    const text = body === undefined ? '' : JSON.stringify(body);
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({
      uri: path,
      nonce: randomUUID(),
      bodyHash: createHash('sha256').update(text).digest('hex'),
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setSubject(settings.apiKey)
      .setIssuedAt(now)
      .setExpirationTime(now + 25)
      .sign(await signingKey);
    let response: Response;
    try {
      response = await fetch(new URL(path, settings.baseUrl), {
        method,
        headers: {
          'x-api-key': settings.apiKey,
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        ...(body === undefined ? {} : { body: text }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw unavailable();
    }
    if (!response.ok) throw unavailable();
    return (await response.json().catch(() => {
      throw unavailable();
    })) as T;
  };
}

export function createFireblocksCustodyProvider(settings: FireblocksSettings): CustodyProvider {
  const webhookKey = createPublicKey(settings.webhookPublicKey);
  const request = createFireblocksClient(settings);

  const vaultAssetPath = (vaultId: string, assetId: string) =>
    `/v1/vault/accounts/${encodeURIComponent(vaultId)}/${encodeURIComponent(assetId)}`;

  async function sweepOne(source: Parameters<CustodyProvider['sweep']>[0][number]): Promise<SweepSubmission | null> {
    const asset = await request<{ available?: string }>(
      'GET',
      vaultAssetPath(source.vaultAccountId, source.providerAssetId),
    );
    const amountUnits = unitsOf(asset.available ?? '0');
    if (amountUnits <= 0n) return null;
    const created = await request<{ id: string; status: string }>('POST', '/v1/transactions', {
      assetId: source.providerAssetId,
      amount: formatUnits(amountUnits, usdcScale),
      source: { type: 'VAULT_ACCOUNT', id: source.vaultAccountId },
      destination: { type: 'VAULT_ACCOUNT', id: settings.treasuryVaultId },
      note: 'Sweep of a deposit address',
    });
    return {
      chain: source.chain,
      address: source.address,
      amountUnits,
      reference: created.id,
      status: toTransferStatus(created.status),
    };
  }

  return {
    name: 'fireblocks',
    isSandbox: false,
    assetIdOf: (chain) => settings.usdcAssetIds[chain],
    async createDepositAddress({ tenantId, userId, chain, vaultAccountId }) {
      const vaultId =
        vaultAccountId ??
        (
          await request<{ id: string }>(
            'POST',
            '/v1/vault/accounts',
            { name: `user ${userId}`, hiddenOnUI: true, customerRefId: `${tenantId}:${userId}`, autoFuel: true },
            `vault-${tenantId}-${userId}`,
          )
        ).id;
      const providerAssetId = settings.usdcAssetIds[chain];
      const wallet = await request<{ address?: string }>('POST', vaultAssetPath(vaultId, providerAssetId), {});
      if (!wallet.address) throw unavailable();
      return { vaultAccountId: vaultId, providerAssetId, address: wallet.address };
    },
    readWebhook: (body, headers) => readFireblocksWebhook(webhookKey, body, headers),
    async getGasStationBalance() {
      const station = await request<{ balance?: Record<string, string> }>('GET', '/v1/gas_station');
      return station.balance?.ETH ?? '0';
    },
    async setGasStation(config) {
      await request('PUT', '/v1/gas_station/configuration', {
        gasThreshold: config.gasThreshold,
        gasCap: config.gasCap,
        maxGasPrice: config.maxGasPrice,
      });
    },
    async sweep(sources) {
      const submitted: SweepSubmission[] = [];
      for (const source of sources) {
        const transfer = await sweepOne(source);
        if (transfer) submitted.push(transfer);
      }
      return submitted;
    },
    async getTransferStatus(reference) {
      const transaction = await request<{ status: string }>('GET', `/v1/transactions/${encodeURIComponent(reference)}`);
      return toTransferStatus(transaction.status);
    },
  };
}
