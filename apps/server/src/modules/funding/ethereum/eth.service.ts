import type { EthRate, EthTransaction } from '@invest/contracts';
import { formatUnits, maxScale } from '@invest/money';
import type { Hash } from 'viem';
import { AppError, notFound } from '../../../platform/errors';
import type { FundingDeps } from '../funding.deps';
import { EthereumUnavailableError } from './ethereum-chain.port';
import type { EthereumFunding } from './ethereum-funding';

/**
 * The sandbox's ETH/USD rate, answered when no price feed is configured (ETH_USD_PRICE_FEED): a fixed
 * demo value, labelled as such, never a market price.
 */
export const sandboxEthUsdRate = '3000';

/** Wei per ether: 10^18. */
const etherScale = 18;

const unavailable = (message: string) => new AppError('SERVICE_UNAVAILABLE', message);

/** Runs a read of the chain; the node failing becomes a 503 whose message carries no internals. */
async function fromChain<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof EthereumUnavailableError) {
      throw unavailable('The Ethereum network cannot be reached right now: try again in a moment');
    }
    throw error;
  }
}

/** GET eth/rate: ETH in US dollars from the configured Chainlink feed, else the sandbox's demo rate. */
export async function getEthRate(deps: Pick<FundingDeps, 'ethereum'>): Promise<EthRate> {
  const feed = deps.ethereum?.usdPriceFeed;
  const chain = deps.ethereum?.chain;
  if (!feed || !chain) {
    return {
      base: 'ETH',
      quote: 'USD',
      rate: sandboxEthUsdRate,
      source: 'sandbox',
      is_sandbox: true,
      updated_at: null,
    };
  }
  const { answer, decimals, updatedAt } = await fromChain(() => chain.readPriceFeed(feed));
  if (answer <= 0n || decimals > maxScale) throw unavailable('The ETH price feed has no usable answer right now');
  return {
    base: 'ETH',
    quote: 'USD',
    rate: formatUnits(answer, decimals),
    source: 'chainlink',
    is_sandbox: false,
    updated_at: updatedAt.toISOString(),
  };
}

function requireEthereum(deps: Pick<FundingDeps, 'ethereum'>): EthereumFunding {
  if (!deps.ethereum) throw unavailable('Ethereum is not connected on this platform');
  return deps.ethereum;
}

/**
 * GET eth/transaction/{id}: a transaction's status as the node sees it, and its confirmations (the
 * blocks from its own to the latest, both counted); 404 when the node does not know it.
 */
export async function getEthTransaction(deps: Pick<FundingDeps, 'ethereum'>, hash: Hash): Promise<EthTransaction> {
  const { chain, confirmations: required } = requireEthereum(deps);
  const transaction = await fromChain(() => chain.findTransaction(hash));
  if (!transaction) throw notFound('Transaction');
  const { blockNumber } = transaction;
  const head = blockNumber === null ? null : await fromChain(() => chain.getBlockNumber());
  const confirmations = blockNumber === null || head === null ? 0 : Math.max(0, Number(head - blockNumber + 1n));
  return {
    hash: transaction.hash,
    status: transaction.status,
    block_number: blockNumber?.toString() ?? null,
    confirmations,
    required_confirmations: required,
    from: transaction.from,
    to: transaction.to,
    value: formatUnits(transaction.valueWei, etherScale),
  };
}
