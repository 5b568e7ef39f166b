import { createHash } from 'node:crypto';
import type { BlockchainAddressProvider } from './circle-addresses.port';

const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * The default Circle addresses: deterministic, derived from the request's idempotency key, so a user
 * sees the same address on every ask and in every test run; shaped as the chain's addresses are (0x
 * and 40 hex digits on Ethereum and Polygon, 44 base58 characters on Solana). Nothing is ever sent to them.
 */
export function createSandboxBlockchainAddressProvider(): BlockchainAddressProvider {
  return {
    isSandbox: true,
    async createAddress({ idempotencyKey, chain }) {
      const digest = createHash('sha512').update(`${chain}:${idempotencyKey}`).digest();
      const address =
        chain === 'SOL'
          ? Array.from(digest.subarray(0, 44), (byte) => base58[byte % base58.length]).join('')
          : `0x${digest.subarray(0, 20).toString('hex')}`;
      return { address, addressTag: null };
    },
  };
}
