import { createHash, createSign, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { WithdrawalChain } from '@invest/contracts';
import type { CustodyProvider, CustodySandbox } from './custody.port';
import { fireblocksTransactionWebhook, readFireblocksWebhook } from './fireblocks-webhook';
import { defaultUsdcAssetIds } from './usdc-assets';

/**
 * The default custody provider. Addresses are derived from the user and chain, so a user keeps the
 * same one; an incoming transfer is acted out with the webhooks Fireblocks sends (CONFIRMING, then
 * COMPLETED), signed with a key pair made at start and verified as Fireblocks' are. A transfer of
 * exactly 13.13 USDC is REJECTED, and so is a conversion of 13.13, so the failure paths can be tried.
 */
export const sandboxRejectedAmount = '13.13';

const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let text = '';
  while (value > 0n) {
    text = base58Alphabet[Number(value % 58n)] + text;
    value /= 58n;
  }
  return text.padStart(32, '1');
}

function addressOf(tenantId: string, userId: string, chain: WithdrawalChain): string {
  const digest = createHash('sha256').update(`${tenantId}:${userId}:${chain}`).digest();
  return chain === 'SOL' ? base58(digest) : `0x${digest.subarray(0, 20).toString('hex')}`;
}

export function createSandboxCustodyProvider(): CustodyProvider {
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const sandbox: CustodySandbox = {
    simulateIncoming(input) {
      const reference = `sandbox-fb-${randomUUID()}`;
      const txHash = input.txHash ?? `0x${randomBytes(32).toString('hex')}`;
      const transaction = {
        id: reference,
        assetId: input.providerAssetId,
        destination: { type: 'VAULT_ACCOUNT' },
        destinationAddress: input.address,
        amountInfo: { amount: input.amount },
        txHash,
      };
      const final =
        input.amount === sandboxRejectedAmount
          ? { status: 'REJECTED', subStatus: 'REJECTED_AML_SCREENING' }
          : { status: 'COMPLETED', subStatus: 'CONFIRMED' };
      const now = new Date();
      return {
        reference,
        webhooks: [
          fireblocksTransactionWebhook({ ...transaction, status: 'CONFIRMING', subStatus: '' }, now),
          fireblocksTransactionWebhook({ ...transaction, ...final }, now),
        ],
      };
    },
    settleConversion: (amount) =>
      amount === sandboxRejectedAmount
        ? { status: 'FAILED', failureReason: `The custodian refused the conversion (sandbox: ${amount} is refused)` }
        : { status: 'COMPLETED' },
    sign: (body) => ({ 'fireblocks-signature': createSign('RSA-SHA512').update(body).sign(keys.privateKey, 'base64') }),
  };
  return {
    name: 'fireblocks',
    isSandbox: true,
    sandbox,
    assetIdOf: (chain) => defaultUsdcAssetIds[chain],
    async createDepositAddress({ tenantId, userId, chain }) {
      return {
        vaultAccountId: `sandbox-vault-${userId}`,
        providerAssetId: defaultUsdcAssetIds[chain],
        address: addressOf(tenantId, userId, chain),
      };
    },
    readWebhook: (body, headers) => readFireblocksWebhook(keys.publicKey, body, headers),
    async getGasStationBalance() {
      return '1.5';
    },
    async setGasStation() {},
    async sweep(sources) {
      return sources
        .filter((source) => source.unsweptUnits > 0n)
        .map((source) => ({
          chain: source.chain,
          address: source.address,
          amountUnits: source.unsweptUnits,
          reference: `sandbox-sweep-${randomUUID()}`,
          status: 'COMPLETED' as const,
        }));
    },
    async getTransferStatus() {
      return 'COMPLETED';
    },
  };
}
