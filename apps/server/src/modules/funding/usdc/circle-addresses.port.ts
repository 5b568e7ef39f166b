import type { CircleChain } from '@invest/contracts';

/**
 * Circle's blockchain addresses behind a port: an address in the platform's Circle wallet on one
 * chain, to which a user sends USDC. Each is asked for with an idempotency key, so a retried request
 * after a lost answer gives the same address instead of a second one.
 */

export interface BlockchainAddressInput {
  /** A UUID naming this user's address on this chain, the same on every try. */
  idempotencyKey: string;
  chain: CircleChain;
}

export interface BlockchainAddress {
  address: string;
  /** The memo the chain needs beside the address, if any. */
  addressTag: string | null;
}

export interface BlockchainAddressProvider {
  readonly isSandbox: boolean;
  createAddress(input: BlockchainAddressInput): Promise<BlockchainAddress>;
}
