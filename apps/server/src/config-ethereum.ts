import { type Address, getAddress, isAddress } from 'viem';
import { z } from 'zod';

/**
 * Ethereum's environment variables (MetaMask deposits, the ETH rate, transaction lookups), part of
 * config.ts's schema; .env.example documents each one. Ethereum is on once ETH_RPC_URL is set, and
 * then needs ETH_DEPOSIT_ADDRESS, where users send USDC.
 */

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** An Ethereum address, kept checksummed (EIP-55); one written in mixed case must carry a valid checksum. */
const ethAddress = z
  .string()
  .refine(
    (value) => isAddress(value),
    'an Ethereum address: 0x and 40 hex digits (a valid EIP-55 checksum when mixed case)',
  )
  .transform((value) => getAddress(value));

export const ethereumEnvShape = {
  ETH_RPC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  ETH_USDC_CONTRACT: z.preprocess(emptyAsUndefined, ethAddress.default('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')),
  ETH_DEPOSIT_ADDRESS: z.preprocess(emptyAsUndefined, ethAddress.optional()),
  ETH_CONFIRMATIONS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000).default(12)),
  ETH_START_BLOCK: z.preprocess(emptyAsUndefined, z.coerce.bigint().min(0n).optional()),
  ETH_USD_PRICE_FEED: z.preprocess(emptyAsUndefined, ethAddress.optional()),
  ETH_SCAN_INTERVAL: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(86_400).default(15)),
};

type EthereumEnv = z.output<z.ZodObject<typeof ethereumEnvShape>>;

/** The Ethereum JSON-RPC and what the deposit watcher reads from it, when ETH_RPC_URL is set. */
export interface EthereumConfig {
  rpcUrl: string;
  /** The USDC token (6 decimals) whose transfers to `depositAddress` fund accounts. */
  usdcContract: Address;
  depositAddress: Address;
  confirmations: number;
  /** The first block to scan when no scan is stored yet; null: the latest confirmed block then. */
  startBlock: bigint | null;
  /** The Chainlink ETH/USD feed GET eth/rate reads; null: the sandbox's fixed demo rate. */
  usdPriceFeed: Address | null;
  scanIntervalSeconds: number;
}

export function ethereumSettingsOf(config: EthereumEnv, problems: string[]): EthereumConfig | null {
  if (!config.ETH_RPC_URL) return null;
  if (!config.ETH_DEPOSIT_ADDRESS) {
    problems.push('  ETH_DEPOSIT_ADDRESS: required when ETH_RPC_URL is set (where USDC deposits are sent)');
    return null;
  }
  return {
    rpcUrl: config.ETH_RPC_URL,
    usdcContract: config.ETH_USDC_CONTRACT,
    depositAddress: config.ETH_DEPOSIT_ADDRESS,
    confirmations: config.ETH_CONFIRMATIONS,
    startBlock: config.ETH_START_BLOCK ?? null,
    usdPriceFeed: config.ETH_USD_PRICE_FEED ?? null,
    scanIntervalSeconds: config.ETH_SCAN_INTERVAL,
  };
}
