import type { Address, Hash } from 'viem';

/**
 * What funding reads from Ethereum, through the configured JSON-RPC (ETH_RPC_URL): ERC-20 transfers
 * to the deposit address, transactions for their status, and the ETH/USD price feed.
 */

/** One ERC-20 Transfer log. */
export interface TokenTransfer {
  txHash: Hash;
  /** The log's index in its block. */
  logIndex: number;
  blockNumber: bigint;
  from: Address;
  to: Address;
  /** Base units of the token, as the log says. */
  valueUnits: bigint;
}

export interface ChainTransaction {
  hash: Hash;
  status: 'pending' | 'success' | 'reverted';
  blockNumber: bigint | null;
  from: Address;
  to: Address | null;
  valueWei: bigint;
}

/** A price feed's latest answer: `answer` in units of 10^-decimals dollars. */
export interface PriceFeedAnswer {
  answer: bigint;
  decimals: number;
  updatedAt: Date;
}

export interface EthereumChain {
  getChainId(): Promise<number>;
  getBlockNumber(): Promise<bigint>;
  /** The token's decimals() (USDC has 6). */
  getTokenDecimals(token: Address): Promise<number>;
  /** Transfer logs of `token` to `to` in the blocks `fromBlock`..`toBlock` (both included), in chain order. */
  findTransfers(input: { token: Address; to: Address; fromBlock: bigint; toBlock: bigint }): Promise<TokenTransfer[]>;
  /** The transaction and, once mined, its outcome; null when the node does not know it. */
  findTransaction(hash: Hash): Promise<ChainTransaction | null>;
  /** A Chainlink aggregator's latest round. */
  readPriceFeed(feed: Address): Promise<PriceFeedAnswer>;
}

/** The node could not be reached, or answered with an error: a fault of the connection, not of the request. */
export class EthereumUnavailableError extends Error {
  override readonly name = 'EthereumUnavailableError';
}
