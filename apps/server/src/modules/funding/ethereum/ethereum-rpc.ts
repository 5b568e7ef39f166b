import {
  type Address,
  createPublicClient,
  erc20Abi,
  getAddress,
  type Hash,
  http,
  parseAbi,
  parseAbiItem,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from 'viem';
import {
  type ChainTransaction,
  type EthereumChain,
  EthereumUnavailableError,
  type TokenTransfer,
} from './ethereum-chain.port';

/** Chainlink's AggregatorV3Interface, the part a price is read with. */
const priceFeedAbi = parseAbi([
  'function decimals() view returns (uint8)',
  'function latestRoundData() view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)',
]);

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/** Runs one read; a failure of the node or the connection becomes EthereumUnavailableError. */
async function reading<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error);
    throw new EthereumUnavailableError(`Ethereum node: ${what} failed: ${reason}`, { cause: error });
  }
}

async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof TransactionNotFoundError || error instanceof TransactionReceiptNotFoundError) return null;
    throw error;
  }
}

/** Reads Ethereum through a JSON-RPC endpoint with viem; nothing is cached, so every answer is the node's latest. */
export function createEthereumRpcChain(options: { rpcUrl: string; timeoutMs?: number }): EthereumChain {
  const client = createPublicClient({
    transport: http(options.rpcUrl, { timeout: options.timeoutMs ?? 10_000, retryCount: 1 }),
    cacheTime: 0,
  });
  return {
    getChainId: () => reading('eth_chainId', () => client.getChainId()),
    getBlockNumber: () => reading('eth_blockNumber', () => client.getBlockNumber({ cacheTime: 0 })),
    getTokenDecimals: (token) =>
      reading('decimals()', () => client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' })),
    async findTransfers({ token, to, fromBlock, toBlock }): Promise<TokenTransfer[]> {
      const logs = await reading('eth_getLogs', () =>
        client.getLogs({ address: token, event: transferEvent, args: { to }, fromBlock, toBlock, strict: true }),
      );
      return logs
        .filter((log) => !log.removed)
        .map((log) => ({
          txHash: log.transactionHash,
          logIndex: log.logIndex,
          blockNumber: log.blockNumber,
          from: log.args.from,
          to: log.args.to,
          valueUnits: log.args.value,
        }));
    },
    async findTransaction(hash: Hash): Promise<ChainTransaction | null> {
      const transaction = await reading('eth_getTransactionByHash', () =>
        orNull(() => client.getTransaction({ hash })),
      );
      if (!transaction) return null;
      const receipt =
        transaction.blockNumber === null
          ? null
          : await reading('eth_getTransactionReceipt', () => orNull(() => client.getTransactionReceipt({ hash })));
      return {
        hash: transaction.hash,
        status: receipt?.status ?? 'pending',
        blockNumber: receipt?.blockNumber ?? null,
        from: getAddress(transaction.from),
        to: transaction.to && getAddress(transaction.to),
        valueWei: transaction.value,
      };
    },
    async readPriceFeed(feed: Address) {
      const [decimals, round] = await reading('the price feed', () =>
        Promise.all([
          client.readContract({ address: feed, abi: priceFeedAbi, functionName: 'decimals' }),
          client.readContract({ address: feed, abi: priceFeedAbi, functionName: 'latestRoundData' }),
        ]),
      );
      const [, answer, , updatedAt] = round;
      return { answer, decimals, updatedAt: new Date(Number(updatedAt) * 1000) };
    },
  };
}
