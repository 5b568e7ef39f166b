import { createServer } from 'node:net';
import { type Address, encodeFunctionData, parseEther } from 'viem';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type EthereumTestNode, startEthereumNode } from '../../../../test/ethereum-node';
import { testUsdcAbi } from '../../../../test/fixtures/test-contracts';
import { call, type TestApp, useTestApp, withTestApp } from '../../../../test/test-app';
import { getAs, getOk } from '../funding.test-app';
import { createFundingInvestor, type FundingInvestor } from '../funding.test-factories';
import { sandboxEthUsdRate } from './eth.service';

/** GET eth/rate and eth/transaction/{id}, read from a local Ethereum node (Hardhat Network). */

let node: EthereumTestNode;
let token: Address;
let feed: Address;
let depositAddress: Address;
let user: FundingInvestor;

beforeAll(async () => {
  node = await startEthereumNode();
  token = await node.deployTestUsdc();
  feed = await node.deployPriceFeed(345_678_900_000n);
  depositAddress = (await node.newWallet()).address;
});
afterAll(() => node?.stop());
const t = useTestApp({
  env: () => ({
    ETH_RPC_URL: node.url,
    ETH_USDC_CONTRACT: token,
    ETH_DEPOSIT_ADDRESS: depositAddress,
    ETH_CONFIRMATIONS: '2',
    ETH_USD_PRICE_FEED: feed,
  }),
});
beforeAll(async () => {
  user = await createFundingInvestor(t);
});

/** A second instance of the product on the same database, configured with `env`. */
const withApp = <T>(env: Record<string, string>, use: (app: TestApp) => Promise<T>) =>
  withTestApp({ env, sharedDatabase: t.context.database }, use);

/** A loopback address nothing listens on. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

const transactionOf = (hash: string, app = t, as = user) => getAs(app, as, `/v1/eth/transaction/${hash}`);

describe('GET eth/transaction/{id}', () => {
  it('reports a payment of ether: its status, block, parties, value and confirmations', async () => {
    const sender = await node.newWallet();
    const recipient = (await node.newWallet()).address;
    const hash = await node.client.sendTransaction({
      account: sender,
      chain: hardhat,
      to: recipient,
      value: parseEther('1.5'),
    });
    const receipt = await node.client.getTransactionReceipt({ hash });
    const first = await transactionOf(hash.toUpperCase().replace('0X', '0x'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().payload).toEqual({
      hash,
      status: 'success',
      block_number: receipt.blockNumber.toString(),
      confirmations: 1,
      required_confirmations: 2,
      from: sender.address,
      to: recipient,
      value: '1.5',
    });
    await node.mine(4);
    expect((await transactionOf(hash)).json().payload.confirmations).toBe(5);
  });

  it('reports a transaction pending until it is mined, then with one confirmation', async () => {
    const sender = await node.newWallet();
    await node.client.setAutomine(false);
    try {
      const hash = await node.client.sendTransaction({
        account: sender,
        chain: hardhat,
        to: sender.address,
        value: 1n,
      });
      expect((await transactionOf(hash)).json().payload).toMatchObject({
        status: 'pending',
        block_number: null,
        confirmations: 0,
      });
      await node.mine(1);
      expect((await transactionOf(hash)).json().payload).toMatchObject({ status: 'success', confirmations: 1 });
    } finally {
      await node.client.setAutomine(true);
    }
  });

  it('reports a reverted transaction as reverted', async () => {
    const sender = await node.newWallet();
    const hash = await node.client.sendTransaction({
      account: sender,
      chain: hardhat,
      to: token,
      data: encodeFunctionData({ abi: testUsdcAbi, functionName: 'transfer', args: [sender.address, 1n] }),
      gas: 100_000n,
    });
    expect((await transactionOf(hash)).json().payload).toMatchObject({ status: 'reverted', confirmations: 1 });
  });

  it('answers 404 for a transaction the node does not know', async () => {
    const response = await transactionOf(`0x${'ab'.repeat(32)}`);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it.each([
    ['a short hash', '0x1234'],
    ['no 0x', 'ab'.repeat(32)],
    ['a non-hex digit', `0x${'g'.repeat(64)}`],
    ['a hash too long', `0x${'a'.repeat(65)}`],
  ])('refuses %s with a 400', async (_label, hash) => {
    const response = await transactionOf(hash);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });

  it('needs a signed-in user', async () => {
    const response = await call(t.api, { method: 'GET', url: `/v1/eth/transaction/0x${'ab'.repeat(32)}` });
    expect(response.statusCode).toBe(401);
  });

  it('answers 503 when Ethereum is not connected, or its node cannot be reached', async () => {
    await withApp({}, async (app) => {
      const response = await transactionOf(`0x${'ab'.repeat(32)}`, app, await createFundingInvestor(app));
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringContaining('not connected'),
      });
    });
    const unreachable = await closedPortUrl();
    await withApp({ ETH_RPC_URL: unreachable, ETH_DEPOSIT_ADDRESS: token }, async (app) => {
      const response = await transactionOf(`0x${'ab'.repeat(32)}`, app, await createFundingInvestor(app));
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json().message).not.toContain('127.0.0.1');
    });
  });
});

describe('GET eth/rate', () => {
  it('reads ETH in US dollars from the configured Chainlink feed', async () => {
    expect(await getOk(t, user, '/v1/eth/rate')).toEqual({
      base: 'ETH',
      quote: 'USD',
      rate: '3456.789',
      source: 'chainlink',
      is_sandbox: false,
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('answers the sandbox demo rate, labelled, when no feed is configured', async () => {
    await withApp({}, async (app) => {
      expect(await getOk(app, await createFundingInvestor(app), '/v1/eth/rate')).toEqual({
        base: 'ETH',
        quote: 'USD',
        rate: sandboxEthUsdRate,
        source: 'sandbox',
        is_sandbox: true,
        updated_at: null,
      });
    });
  });
});

describe('the deposit watcher, misconfigured', () => {
  it('logs an error when the node cannot be reached', async () => {
    await withApp({ ETH_RPC_URL: await closedPortUrl(), ETH_DEPOSIT_ADDRESS: token }, async (app) => {
      const watcher = app.context.funding.jobs.ethereumDeposits;
      if (!watcher) throw new Error('the deposit watcher is off');
      watcher.start();
      try {
        await vi.waitFor(() => expect(app.errorLines.join('\n')).toContain('ethereum deposits: scan failed'));
      } finally {
        await watcher.stop();
      }
    });
  });

  it('refuses to scan a token whose decimals are not USDC-like', async () => {
    const env = { ETH_RPC_URL: node.url, ETH_USDC_CONTRACT: feed, ETH_DEPOSIT_ADDRESS: token };
    await withApp(env, async (app) => {
      await expect(app.context.funding.jobs.ethereumDeposits?.runOnce()).rejects.toThrow('has 8 decimals');
    });
  });
});
