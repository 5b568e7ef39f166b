import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type EthereumTestNode, startEthereumNode } from '../../../../test/ethereum-node';
import type { TestApp } from '../../../../test/test-app';
import { useTestApp, withTestApp } from '../../../../test/test-app';
import { getOk } from '../funding.test-app';
import { balanceOf, createFundingInvestor, type FundingInvestor } from '../funding.test-factories';
import type { EthereumDepositWatcher } from './ethereum-watcher';
import { linkWallet, metamaskPayments, myWallets, postRemoveMyWallet } from './wallets.test-factories';

/**
 * MetaMask deposits against a local Ethereum node (Hardhat Network): USDC transfers from linked
 * wallets to the deposit address are credited once they have 3 confirmations, exactly once.
 */

const confirmations = 3;
let node: EthereumTestNode;
let token: Address;
let depositAddress: Address;
let env: Record<string, string>;

beforeAll(async () => {
  node = await startEthereumNode();
  token = await node.deployTestUsdc();
  depositAddress = (await node.newWallet()).address;
  env = {
    ETH_RPC_URL: node.url,
    ETH_USDC_CONTRACT: token,
    ETH_DEPOSIT_ADDRESS: depositAddress,
    ETH_CONFIRMATIONS: String(confirmations),
    ETH_START_BLOCK: '0',
  };
});
afterAll(() => node?.stop());
const t = useTestApp({ env: () => env });

function watcherOf(app: TestApp): EthereumDepositWatcher {
  const watcher = app.context.funding.jobs.ethereumDeposits;
  if (!watcher) throw new Error('the deposit watcher is off');
  return watcher;
}

const scan = () => watcherOf(t).runOnce();

async function confirmationsOf(user: FundingInvestor, hash: string): Promise<number> {
  const response = await getOk(t, user, `/v1/eth/transaction/${hash}`);
  return response.confirmations;
}

/** A user with a freshly linked wallet on the node. */
async function userWithWallet() {
  const user = await createFundingInvestor(t);
  const wallet = await node.newWallet();
  await linkWallet(t, user, wallet.address);
  return { user, wallet };
}

describe('a USDC transfer from a linked wallet', () => {
  it('tells the user where to send USDC and how many confirmations it needs', async () => {
    const { user } = await userWithWallet();
    expect((await myWallets(t, user)).deposit).toEqual({
      asset: 'USDC',
      token_contract: token,
      deposit_address: depositAddress,
      required_confirmations: confirmations,
    });
  });

  it('is credited as a METAMASK deposit once it has 3 confirmations, not before', async () => {
    const { user, wallet } = await userWithWallet();
    const { hash } = await node.sendUsdc({ token, from: wallet, to: depositAddress, units: 12_345_678n });
    await scan();
    expect(await confirmationsOf(user, hash)).toBe(1);
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '0', held: '0' });
    await node.mine(1);
    await scan();
    expect(await confirmationsOf(user, hash)).toBe(2);
    expect(await metamaskPayments(t, user)).toEqual([]);
    await node.mine(1);
    await scan();
    expect(await confirmationsOf(user, hash)).toBe(3);
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '12.345678', held: '0' });
    expect(await metamaskPayments(t, user)).toEqual([
      expect.objectContaining({
        direction: 'deposit',
        method: 'METAMASK',
        provider: 'ethereum',
        asset: 'USDC',
        amount: '12.345678',
        fee: '0',
        status: 'COMPLETED',
        is_sandbox: false,
      }),
    ]);
  });

  it('is credited exactly once across rescans, two watchers at once and a restart', async () => {
    const { user, wallet } = await userWithWallet();
    await node.sendUsdc({ token, from: wallet, to: depositAddress, units: 5_000_000n });
    await node.mine(confirmations - 1);
    const reports = await Promise.all([scan(), scan()]);
    expect(reports.map((report) => report.recorded.credited).sort()).toEqual([0, 1]);
    await scan();
    await withTestApp({ env, sharedDatabase: t.context.database }, async (restarted) => {
      expect((await watcherOf(restarted).runOnce()).recorded.credited).toBe(0);
    });
    await scan();
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '5', held: '0' });
    expect(await metamaskPayments(t, user)).toHaveLength(1);
  });

  it('is not credited again when a reorganisation replays it in a later block', async () => {
    const { user, wallet } = await userWithWallet();
    const before = await node.snapshot();
    const transfer = await node.sendUsdc({ token, from: wallet, to: depositAddress, units: 7_000_000n });
    await node.mine(confirmations - 1);
    expect((await scan()).recorded.credited).toBe(1);
    const scannedTo = await node.client.getBlockNumber();
    await node.revert(before);
    await node.mine(Number(scannedTo - (await node.client.getBlockNumber())) + 1);
    await transfer.replay();
    const replayed = await node.client.getTransactionReceipt({ hash: transfer.hash });
    expect(replayed.blockNumber).toBeGreaterThan(scannedTo);
    await node.mine(confirmations);
    const report = await scan();
    expect(report.blocksScanned).toBeGreaterThan(0);
    expect(report.recorded.credited).toBe(0);
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '7', held: '0' });
    expect(await metamaskPayments(t, user)).toHaveLength(1);
  });

  it('is credited by the started watcher without being asked', async () => {
    const { user, wallet } = await userWithWallet();
    await node.sendUsdc({ token, from: wallet, to: depositAddress, units: 1_500_000n });
    await node.mine(confirmations - 1);
    const watcher = watcherOf(t);
    watcher.start();
    try {
      await vi.waitFor(async () => expect(await balanceOf(t, user, 'USDC')).toMatchObject({ available: '1.5' }), {
        timeout: 10_000,
      });
    } finally {
      await watcher.stop();
    }
  });
});

describe('a USDC transfer no payment can carry', () => {
  it('is recorded when it moves nothing, and credits nothing', async () => {
    const { user, wallet } = await userWithWallet();
    await node.sendUsdc({ token, from: wallet, to: depositAddress, units: 0n });
    await node.mine(confirmations - 1);
    expect((await scan()).recorded).toEqual({ credited: 0, unattributed: 0, uncreditable: 1 });
    expect(await metamaskPayments(t, user)).toEqual([]);
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '0', held: '0' });
  });
});

describe('a USDC transfer from a wallet nobody linked', () => {
  it('is recorded for compliance and credited to nobody, even if the wallet is linked afterwards', async () => {
    const user = await createFundingInvestor(t);
    const stranger = await node.newWallet();
    await node.sendUsdc({ token, from: stranger, to: depositAddress, units: 9_000_000n });
    await node.mine(confirmations - 1);
    expect((await scan()).recorded).toEqual({ credited: 0, unattributed: 1, uncreditable: 0 });
    await linkWallet(t, user, stranger.address);
    await scan();
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '0', held: '0' });
    expect(await metamaskPayments(t, user)).toEqual([]);
  });

  it('is not credited to a user who removed the wallet before sending', async () => {
    const { user, wallet } = await userWithWallet();
    expect((await postRemoveMyWallet(t, user, { wallet: wallet.address })).statusCode).toBe(200);
    await node.sendUsdc({ token, from: wallet, to: depositAddress, units: 2_000_000n });
    await node.mine(confirmations - 1);
    expect((await scan()).recorded).toMatchObject({ credited: 0, unattributed: 1 });
    expect(await metamaskPayments(t, user)).toEqual([]);
  });

  it('leaves transfers to other addresses alone', async () => {
    const { user, wallet } = await userWithWallet();
    const elsewhere = (await node.newWallet()).address;
    await node.sendUsdc({ token, from: wallet, to: elsewhere, units: 3_000_000n });
    await node.mine(confirmations - 1);
    expect((await scan()).recorded).toEqual({ credited: 0, unattributed: 0, uncreditable: 0 });
    expect(await metamaskPayments(t, user)).toEqual([]);
  });
});
