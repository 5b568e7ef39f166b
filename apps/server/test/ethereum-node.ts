import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Abi,
  type Address,
  createTestClient,
  encodeFunctionData,
  getAddress,
  type Hash,
  type Hex,
  http,
  type PrivateKeyAccount,
  parseEther,
  publicActions,
  walletActions,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { testPriceFeedAbi, testPriceFeedBytecode, testUsdcAbi, testUsdcBytecode } from './fixtures/test-contracts';

/**
 * A local Ethereum development node for tests: Hardhat Network (`hardhat node`, from the npm
 * registry) in a child process on a free loopback port, mining each transaction in its own block.
 * Tests deploy the USDC stand-in on it, send transfers from throwaway wallets and mine blocks.
 */

const here = dirname(fileURLToPath(import.meta.url));
const hardhatCli = createRequire(import.meta.url).resolve('hardhat/internal/cli/bootstrap.js');
const readyLine = /Started HTTP and WebSocket JSON-RPC server at (http:\/\/[\d.]+:\d+)\//;

function waitForReady(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = readyLine.exec(output);
      if (!match?.[1]) return;
      child.stdout?.off('data', onData);
      child.stdout?.resume();
      resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`hardhat node exited (${code}) before it was ready:\n${output}`)));
  });
}

function clientOf(url: string) {
  return createTestClient({ mode: 'hardhat', chain: hardhat, transport: http(url), cacheTime: 0 })
    .extend(publicActions)
    .extend(walletActions);
}

export type EthereumTestClient = ReturnType<typeof clientOf>;

export interface SentTransfer {
  hash: Hash;
  replay(): Promise<void>;
}

export interface EthereumTestNode {
  url: string;
  client: EthereumTestClient;
  /** A new wallet holding 10 ETH for gas. */
  newWallet(): Promise<PrivateKeyAccount>;
  /** Deploys the USDC stand-in (6 decimals). */
  deployTestUsdc(): Promise<Address>;
  /** Deploys a Chainlink-style ETH/USD feed answering `answer` (8 decimals). */
  deployPriceFeed(answer: bigint): Promise<Address>;
  /**
   * Mints `units` of the token to `from`, then sends them from `from` to `to`. `replay` broadcasts the
   * same two signed transactions again, as a node does after a reorganisation drops their blocks.
   */
  sendUsdc(input: { token: Address; from: PrivateKeyAccount; to: Address; units: bigint }): Promise<SentTransfer>;
  /** Mines `blocks` empty blocks. */
  mine(blocks: number): Promise<void>;
  /** Saves the chain as it is; `revert` rolls it back there, dropping every block since (a reorganisation). */
  snapshot(): Promise<Hex>;
  revert(snapshot: Hex): Promise<void>;
  stop(): Promise<void>;
}

export async function startEthereumNode(): Promise<EthereumTestNode> {
  const child = spawn(
    process.execPath,
    [hardhatCli, '--config', join(here, 'hardhat.config.cjs'), 'node', '--hostname', '127.0.0.1', '--port', '0'],
    { cwd: here, env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const url = await waitForReady(child);
  const client = clientOf(url);
  const deployer = privateKeyToAccount(generatePrivateKey());
  await client.setBalance({ address: deployer.address, value: parseEther('10') });

  /** Sends a transaction and answers its receipt (the node has mined it before it answers). */
  async function mined(hash: Hash) {
    const receipt = await client.getTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
    return receipt;
  }

  /** A call of `to` signed by `account`, ready to broadcast (again). */
  async function signCall(account: PrivateKeyAccount, to: Address, data: Hex): Promise<Hex> {
    const request = await client.prepareTransactionRequest({ account, to, data, chain: hardhat });
    return client.signTransaction(request);
  }

  async function broadcast(serializedTransaction: Hex | undefined): Promise<Hash> {
    if (!serializedTransaction) throw new Error('nothing to broadcast');
    const hash = await client.sendRawTransaction({ serializedTransaction });
    await mined(hash);
    return hash;
  }

  async function deploy(abi: Abi, bytecode: Hex, args: readonly unknown[] = []): Promise<Address> {
    const hash = await client.deployContract({ abi, bytecode, args, account: deployer, chain: hardhat });
    const { contractAddress } = await mined(hash);
    if (!contractAddress) throw new Error('no contract deployed');
    return getAddress(contractAddress);
  }

  return {
    url,
    client,
    async newWallet() {
      const wallet = privateKeyToAccount(generatePrivateKey());
      await client.setBalance({ address: wallet.address, value: parseEther('10') });
      return wallet;
    },
    deployTestUsdc: () => deploy(testUsdcAbi, testUsdcBytecode),
    deployPriceFeed: (answer) => deploy(testPriceFeedAbi, testPriceFeedBytecode, [answer]),
    async sendUsdc({ token, from, to, units }) {
      const signed = [
        await signCall(
          deployer,
          token,
          encodeFunctionData({ abi: testUsdcAbi, functionName: 'mint', args: [from.address, units] }),
        ),
      ];
      await broadcast(signed[0]);
      signed.push(
        await signCall(
          from,
          token,
          encodeFunctionData({ abi: testUsdcAbi, functionName: 'transfer', args: [to, units] }),
        ),
      );
      const hash = await broadcast(signed[1]);
      return {
        hash,
        async replay() {
          for (const transaction of signed) await broadcast(transaction);
        },
      };
    },
    mine: (blocks) => client.mine({ blocks }),
    snapshot: () => client.snapshot(),
    async revert(snapshot) {
      await client.revert({ id: snapshot });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
