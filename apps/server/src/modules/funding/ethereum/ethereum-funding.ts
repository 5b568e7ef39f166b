import type { Address } from 'viem';
import type { EthereumChain } from './ethereum-chain.port';
import { createEthereumRpcChain } from './ethereum-rpc';

/** The Ethereum side of funding, when ETH_RPC_URL is set: the chain read through it and what to watch there. */
export interface EthereumFunding {
  chain: EthereumChain;
  /** The USDC token (6 decimals) whose transfers to `depositAddress` fund accounts. */
  usdcContract: Address;
  depositAddress: Address;
  /** Blocks a transfer's block needs on top of it, itself included, before it is credited. */
  confirmations: number;
  /** The first block to scan when no scan is stored yet; null: the latest confirmed block then. */
  startBlock: bigint | null;
  /** The Chainlink ETH/USD feed; null: GET eth/rate answers the sandbox's demo rate. */
  usdPriceFeed: Address | null;
}

export interface EthereumSettings extends Omit<EthereumFunding, 'chain'> {
  rpcUrl: string;
}

export function createEthereumFunding(settings: EthereumSettings): EthereumFunding {
  return {
    chain: createEthereumRpcChain({ rpcUrl: settings.rpcUrl }),
    usdcContract: settings.usdcContract,
    depositAddress: settings.depositAddress,
    confirmations: settings.confirmations,
    startBlock: settings.startBlock,
    usdPriceFeed: settings.usdPriceFeed,
  };
}
