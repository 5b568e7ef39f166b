import type { Payment } from '@invest/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { snsNotification, startFakeCircle } from '../../../../test/fake-circle';
import { startFakeFireblocks } from '../../../../test/fake-fireblocks';
import { call, type TestApp, useFake, useTestApp, withTestApp } from '../../../../test/test-app';
import { newKey, postOk, postWithKey } from '../funding.test-app';
import type { FundingInvestor } from '../funding.test-factories';
import {
  balanceOf,
  createFundingInvestor,
  createInvestorWithBank,
  createWithdrawalTenant,
  creditAsset,
  paymentsOf,
  usHolderAddress,
} from '../funding.test-factories';
import { postCustodyWebhook } from '../usdc/usdc.test-factories';
import { defaultUsdcAssetIds } from '../usdc/usdc-assets';

/**
 * Withdrawals through the HTTP payout adapters: US dollars to the bank through Circle (CIRCLE_API_KEY
 * set), USDC to a wallet through Fireblocks (FIREBLOCKS_* set), each against a local fake of its API.
 */

const host = 'payouts.test';
const apiKey = 'SAND_API_KEY:payouts:secret';
const walletId = '1000216185';
const wallet = '0x52908400098527886E0F7030069857D2E4169EE7';
const circle = useFake(() => startFakeCircle(apiKey));
const fireblocks = useFake(() => startFakeFireblocks());
/** The code of the state and the name of the city that the holders' addresses are in. */
let place: { stateCode: string; cityName: string };
const t = useTestApp({
  env: () => ({ CIRCLE_API_KEY: apiKey, CIRCLE_API_URL: circle.url, CIRCLE_WALLET_ID: walletId, ...fireblocks.env }),
});
beforeAll(async () => {
  await createWithdrawalTenant(t, host);
  place = await usHolderAddress(t, await createFundingInvestor(t, { host }));
});

const routingNumber = '121000248';
/** A US account: its ABA routing number and type. */
const usAccount = { account_kind: 'us', routing_number: routingNumber, account_type: 'checking' };

async function investor(asset: 'USD' | 'USDC', amount: string, account: Record<string, unknown> = usAccount) {
  const user = await createInvestorWithBank(t, host, { account });
  await creditAsset(t, user, asset, amount);
  return user;
}

async function withdraw(app: TestApp, user: FundingInvestor, body: Record<string, unknown>, key = newKey()) {
  const url = body.currency === 'USDC' ? '/v1/digtl/withdraw' : '/v1/trading/withdraw';
  const payload = body.currency === 'USDC' ? { chain: 'ETH', wallet, ...body } : body;
  return (await postOk(app, user, url, payload, key)).payment as Payment;
}

const withdrawalOf = async (user: FundingInvestor) =>
  (await paymentsOf(t, user)).find((payment) => payment.direction === 'withdrawal');

const notify = (body: string) =>
  call(t.api, {
    method: 'POST',
    url: '/v1/circle/notifications',
    headers: { 'content-type': 'text/plain; charset=UTF-8' },
    payload: body,
  });

describe('a bank withdrawal through Circle', () => {
  it('is held, then paid from our wallet to a wire account made from the bank details, keyed by our payment id', async () => {
    const user = await investor('USD', '200');
    const payment = await withdraw(t, user, { currency: 'USD', amount: '50' });
    expect(payment).toMatchObject({ status: 'PENDING', provider: 'circle', is_sandbox: false });
    expect(await balanceOf(t, user)).toEqual({ available: '150', held: '50' });
    const payout = circle.payouts.get(payment.provider_reference ?? '');
    expect(payout).toMatchObject({ idempotencyKey: payment.id, amount: { amount: '50', currency: 'USD' } });
    const wire = circle.wires.get(payout?.destination.id ?? '');
    expect(wire).toMatchObject({
      accountNumber: '12345678',
      routingNumber,
      billingDetails: {
        name: 'Grace Hopper',
        line1: '350 Fifth Avenue',
        city: place.cityName,
        district: place.stateCode,
        postalCode: '10118',
        country: 'US',
      },
      bankAddress: { bankName: 'First Test Bank', country: 'US' },
    });
    const call = circle.requests.find(
      (request) => request.path === '/v1/payouts' && request.body.idempotencyKey === payment.id,
    );
    expect(call?.body).toMatchObject({ source: { type: 'wallet', id: walletId }, destination: { type: 'wire' } });
  });

  it('is refused before anything is held when bank details saved before they had to lack the address a wire needs', async () => {
    const user = await createInvestorWithBank(t, host, { account: usAccount });
    await t.context.database.db.execute(
      sql`update bank_details set province_id = null, city_id = null, postal_code = null where user_id = ${user.id}`,
    );
    await creditAsset(t, user, 'USD', '200');
    const response = await postWithKey(t, user, '/v1/trading/withdraw', { currency: 'USD', amount: '50' }, newKey());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'WF-1',
      message:
        'Add the city, postal code, and state or province of your address to your bank details before withdrawing to your bank',
      errors: { bank_details: [expect.any(String)] },
    });
    expect(await balanceOf(t, user)).toEqual({ available: '200', held: '0' });
    expect(await withdrawalOf(user)).toBeUndefined();
  });

  it('is captured once when Circle notifies that the payout is complete', async () => {
    const user = await investor('USD', '200');
    const payment = await withdraw(t, user, { currency: 'USD', amount: '50' });
    const notification = circle.settlePayout(payment.provider_reference ?? '', 'complete');
    expect((await notify(notification)).json().message).toBe('Applied');
    expect((await notify(notification)).json().message).toBe('Ignored');
    expect(await balanceOf(t, user)).toEqual({ available: '150', held: '0' });
    expect(await withdrawalOf(user)).toMatchObject({ status: 'COMPLETED' });
  });

  it('is released back to the balance when Circle says the payout failed', async () => {
    const user = await investor('USD', '200');
    const payment = await withdraw(t, user, { currency: 'USD', amount: '80' });
    await notify(circle.settlePayout(payment.provider_reference ?? '', 'failed', 'transaction_denied'));
    expect(await balanceOf(t, user)).toEqual({ available: '200', held: '0' });
    expect(await withdrawalOf(user)).toMatchObject({
      status: 'FAILED',
      failure_reason: expect.stringContaining('transaction_denied'),
    });
  });

  it('believes a notification only as far as Circle confirms it: a forged "complete" changes nothing', async () => {
    const user = await investor('USD', '200');
    const payment = await withdraw(t, user, { currency: 'USD', amount: '50' });
    const forged = snsNotification({
      notificationType: 'payouts',
      payout: { id: payment.provider_reference, status: 'complete' },
    });
    expect((await notify(forged)).json().message).toBe('Ignored');
    expect(await balanceOf(t, user)).toEqual({ available: '150', held: '50' });
    expect(await withdrawalOf(user)).toMatchObject({ status: 'PENDING' });
  });

  it('sends one payout for two requests with the same Idempotency-Key', async () => {
    const user = await investor('USD', '200');
    const key = newKey();
    const first = await withdraw(t, user, { currency: 'USD', amount: '50' }, key);
    const second = await withdraw(t, user, { currency: 'USD', amount: '50' }, key);
    expect(second.id).toBe(first.id);
    expect([...circle.payouts.values()].filter((payout) => payout.idempotencyKey === first.id)).toHaveLength(1);
    expect(await balanceOf(t, user)).toEqual({ available: '150', held: '50' });
  });
});

describe('a bank withdrawal Circle refuses', () => {
  it('fails at once with its reason and releases the hold, when an account outside the US has no code to route it', async () => {
    const user = await investor('USD', '200', { account_kind: 'international' });
    const payment = await withdraw(t, user, { currency: 'USD', amount: '50' });
    expect(payment).toMatchObject({ status: 'FAILED', failure_reason: expect.stringContaining('routing number') });
    expect(await balanceOf(t, user)).toEqual({ available: '200', held: '0' });
  });
});

describe('a USDC withdrawal through Fireblocks', () => {
  const transactionOf = (payment: Payment) => fireblocks.transactions.get(payment.provider_reference ?? '');

  it('is held, then sent from the treasury vault to the wallet as a one-time address, with our payment id', async () => {
    const user = await investor('USDC', '100');
    const payment = await withdraw(t, user, { currency: 'USDC', amount: '40' });
    expect(payment).toMatchObject({ status: 'PENDING', provider: 'fireblocks', is_sandbox: false });
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '60', held: '40' });
    expect(transactionOf(payment)).toMatchObject({
      externalTxId: payment.id,
      assetId: defaultUsdcAssetIds.ETH,
      amount: '40',
      source: { type: 'VAULT_ACCOUNT', id: '0' },
      destination: { type: 'ONE_TIME_ADDRESS', oneTimeAddress: { address: wallet } },
    });
    expect(fireblocks.rejectedSignatures).toBe(0);
  });

  it("is captured once when Fireblocks' signed webhook says the transfer completed", async () => {
    const user = await investor('USDC', '100');
    const payment = await withdraw(t, user, { currency: 'USDC', amount: '40' });
    const broadcasting = fireblocks.transactionWebhook(payment.provider_reference ?? '', 'BROADCASTING');
    expect((await postCustodyWebhook(t, broadcasting)).json().message).toBe('Ignored');
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '60', held: '40' });
    const completed = fireblocks.transactionWebhook(payment.provider_reference ?? '', 'COMPLETED');
    expect((await postCustodyWebhook(t, completed)).json().message).toBe('Applied');
    expect((await postCustodyWebhook(t, completed)).json().message).toBe('Ignored');
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '60', held: '0' });
    expect(await withdrawalOf(user)).toMatchObject({ status: 'COMPLETED' });
  });

  it('is released back to the balance when the transfer fails', async () => {
    const user = await investor('USDC', '100');
    const payment = await withdraw(t, user, { currency: 'USDC', amount: '40' });
    await postCustodyWebhook(t, fireblocks.transactionWebhook(payment.provider_reference ?? '', 'FAILED'));
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '100', held: '0' });
    expect(await withdrawalOf(user)).toMatchObject({
      status: 'FAILED',
      failure_reason: expect.stringContaining('INSUFFICIENT_FUNDS'),
    });
  });

  it('changes nothing on a webhook not signed by Fireblocks', async () => {
    const user = await investor('USDC', '100');
    const payment = await withdraw(t, user, { currency: 'USDC', amount: '40' });
    const { body } = fireblocks.transactionWebhook(payment.provider_reference ?? '', 'COMPLETED');
    expect((await postCustodyWebhook(t, { body, headers: fireblocks.forge(body) })).statusCode).toBe(401);
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '60', held: '40' });
    expect(await withdrawalOf(user)).toMatchObject({ status: 'PENDING' });
  });

  it('sends one transfer for two requests with the same Idempotency-Key', async () => {
    const user = await investor('USDC', '100');
    const key = newKey();
    const first = await withdraw(t, user, { currency: 'USDC', amount: '40' }, key);
    const second = await withdraw(t, user, { currency: 'USDC', amount: '40' }, key);
    expect(second.id).toBe(first.id);
    const sent = [...fireblocks.transactions.values()].filter((transaction) => transaction.externalTxId === first.id);
    expect(sent).toHaveLength(1);
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '60', held: '40' });
  });
});

describe('when the payout provider cannot be reached', () => {
  it('releases the hold at once and fails the withdrawal, for bank and wallet alike', async () => {
    await withTestApp(
      {
        env: {
          CIRCLE_API_KEY: 'wrong-key-for-the-fake',
          CIRCLE_API_URL: circle.url,
          ...fireblocks.env,
          FIREBLOCKS_API_URL: 'http://127.0.0.1:9',
        },
        sharedDatabase: t.context.database,
      },
      async (broken) => {
        const user = await createInvestorWithBank(broken, host, { account: usAccount });
        await creditAsset(broken, user, 'USD', '200');
        await creditAsset(broken, user, 'USDC', '100');
        const bank = await withdraw(broken, user, { currency: 'USD', amount: '50' });
        const usdc = await withdraw(broken, user, { currency: 'USDC', amount: '40' });
        for (const payment of [bank, usdc]) {
          expect(payment).toMatchObject({
            status: 'FAILED',
            failure_reason: expect.stringContaining('could not be reached'),
          });
        }
        expect(await balanceOf(broken, user)).toEqual({ available: '200', held: '0' });
        expect(await balanceOf(broken, user, 'USDC')).toEqual({ available: '100', held: '0' });
      },
    );
  });
});
