import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeFireblocksTestApp, type FakeFireblocks, startFireblocksTestApp } from '../../../../test/fake-fireblocks';
import { call, type TestApp } from '../../../../test/test-app';
import { reconcile } from '../../ledger';
import { balanceOf, createFundingInvestor, creditUsdc, type FundingInvestor } from '../funding.test-factories';
import {
  announceDeposit,
  conversionsOf,
  postConversion,
  postCustodyWebhook,
  usdcBalance,
  usdcPayments,
  walletOn,
  walletsOf,
} from './usdc.test-factories';
import { defaultUsdcAssetIds } from './usdc-assets';

/** The Fireblocks adapter (FIREBLOCKS_API_KEY and FIREBLOCKS_PRIVATE_KEY set) against a local fake of its API. */

let fake: FakeFireblocks;
let t: TestApp;
beforeAll(async () => {
  ({ fake, t } = await startFireblocksTestApp());
});
afterAll(() => closeFireblocksTestApp({ fake, t }));

const ethUsdc = defaultUsdcAssetIds.ETH;

async function transferTo(user: FundingInvestor, status: string, options: { id?: string; amount?: string } = {}) {
  const wallet = await walletOn(t, user, 'ETH');
  return fake.transferWebhook({ address: wallet.address, assetId: ethUsdc, amount: '50.5', status, ...options });
}

describe('deposit addresses from Fireblocks', () => {
  it('makes one hidden vault account per user and an address per chain, with signed requests', async () => {
    const user = await createFundingInvestor(t);
    const wallets = await walletsOf(t, user);
    expect(wallets).toHaveLength(5);
    const vaultCalls = fake.requests.filter((request) => request.path === '/v1/vault/accounts');
    const mine = vaultCalls.filter((request) => String(request.body.customerRefId).endsWith(user.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.body).toMatchObject({ hiddenOnUI: true, autoFuel: true });
    expect(await walletsOf(t, user)).toEqual(wallets);
    expect(fake.rejectedSignatures).toBe(0);
  });
});

describe("Fireblocks' transaction webhooks", () => {
  it('records a transfer pending while submitted and confirming, and credits it once when completed', async () => {
    const user = await createFundingInvestor(t);
    const submitted = await transferTo(user, 'SUBMITTED');
    expect((await postCustodyWebhook(t, submitted)).statusCode).toBe(200);
    const confirming = await transferTo(user, 'CONFIRMING', { id: submitted.id });
    expect((await postCustodyWebhook(t, confirming)).statusCode).toBe(200);
    expect((await usdcPayments(t, user)).items).toMatchObject([
      { status: 'PENDING', amount: '50.5', is_sandbox: false },
    ]);
    expect(await usdcBalance(t, user)).toMatchObject({ available: '0' });
    const completed = await transferTo(user, 'COMPLETED', { id: submitted.id });
    expect((await postCustodyWebhook(t, completed)).json().message).toBe('Applied');
    const replayed = await postCustodyWebhook(t, completed);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json().message).toBe('Ignored');
    expect((await postCustodyWebhook(t, submitted)).json().message).toBe('Ignored');
    expect((await usdcPayments(t, user)).items).toMatchObject([{ status: 'COMPLETED' }]);
    expect(await usdcBalance(t, user)).toMatchObject({ available: '50.5' });
  });

  it('records and credits a transfer once when its deliveries arrive together', async () => {
    const user = await createFundingInvestor(t);
    const submitted = await transferTo(user, 'SUBMITTED');
    const completed = await transferTo(user, 'COMPLETED', { id: submitted.id });
    const deliveries = [submitted, completed, completed, submitted, completed];
    const answers = await Promise.all(deliveries.map((webhook) => postCustodyWebhook(t, webhook)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await usdcPayments(t, user)).items).toMatchObject([{ status: 'COMPLETED', amount: '50.5' }]);
    expect(await usdcBalance(t, user)).toMatchObject({ available: '50.5' });
  });

  it.each(['FAILED', 'REJECTED', 'BLOCKED'])('fails a transfer that ends %s and credits nothing', async (status) => {
    const user = await createFundingInvestor(t);
    await postCustodyWebhook(t, await transferTo(user, status));
    const [payment] = (await usdcPayments(t, user)).items;
    expect(payment).toMatchObject({ status: 'FAILED' });
    expect(payment?.failure_reason).toContain(status.toLowerCase());
    expect(await usdcBalance(t, user)).toMatchObject({ available: '0' });
  });

  it('refuses a forged or tampered webhook with a 401 and changes nothing', async () => {
    const user = await createFundingInvestor(t);
    const genuine = await transferTo(user, 'COMPLETED');
    const forged = await postCustodyWebhook(t, { body: genuine.body, headers: fake.forge(genuine.body) });
    expect(forged.statusCode).toBe(401);
    const tampered = await postCustodyWebhook(t, { ...genuine, body: genuine.body.replace('50.5', '5000.5') });
    expect(tampered.statusCode).toBe(401);
    const unsigned = await postCustodyWebhook(t, {
      body: genuine.body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await usdcPayments(t, user)).total).toBe(0);
    expect(await usdcBalance(t, user)).toMatchObject({ available: '0' });
  });

  it('ignores transfers to addresses that are not our users', async () => {
    const webhook = fake.transferWebhook({
      address: `0x${'ab'.repeat(20)}`,
      assetId: ethUsdc,
      amount: '1',
      status: 'COMPLETED',
    });
    const response = await postCustodyWebhook(t, webhook);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Ignored');
  });
});

describe('an announced deposit', () => {
  it('is matched to the transfer with its transaction hash, and credited with what arrived', async () => {
    const user = await createFundingInvestor(t);
    const txHash = `0x${'1f'.repeat(32)}`;
    const announced = await announceDeposit(t, user, { amount: '30', chain: 'ETH' });
    expect(announced).toMatchObject({ status: 'PENDING', provider_reference: null });
    const corrected = await call(t.api, {
      method: 'PUT',
      url: `/v1/digtl-payment/${announced.id}`,
      token: user.token,
      payload: { amount: '31', tx_hash: txHash },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().payload).toMatchObject({ amount: '31' });
    const wallet = await walletOn(t, user, 'ETH');
    const webhook = fake.transferWebhook({
      address: wallet.address,
      assetId: ethUsdc,
      amount: '31',
      status: 'COMPLETED',
      txHash,
    });
    await postCustodyWebhook(t, webhook);
    expect((await usdcPayments(t, user)).items).toMatchObject([
      { id: announced.id, status: 'COMPLETED', provider_reference: webhook.id, amount: '31' },
    ]);
    const late = await call(t.api, {
      method: 'PUT',
      url: `/v1/digtl-payment/${announced.id}`,
      token: user.token,
      payload: { amount: '32' },
    });
    expect(late.statusCode).toBe(409);
    expect(await usdcBalance(t, user)).toMatchObject({ available: '31' });
  });

  it('without a hash is matched by its chain, and one with another hash is left waiting', async () => {
    const user = await createFundingInvestor(t);
    const hashed = await announceDeposit(t, user, { amount: '20', chain: 'ETH', tx_hash: `0x${'2e'.repeat(32)}` });
    const unhashed = await announceDeposit(t, user, { amount: '20', chain: 'ETH' });
    const webhook = await transferTo(user, 'COMPLETED', { amount: '20' });
    await postCustodyWebhook(t, webhook);
    const byId = new Map((await usdcPayments(t, user)).items.map((payment) => [payment.id, payment]));
    expect(byId.get(unhashed.id)).toMatchObject({ status: 'COMPLETED', provider_reference: webhook.id });
    expect(byId.get(hashed.id)).toMatchObject({ status: 'PENDING', provider_reference: null });
    expect(byId.size).toBe(2);
  });
});

describe('conversions between USDC and US dollars with Fireblocks', () => {
  it('are settled by the platform treasury, which Fireblocks is not asked about (it neither mints nor redeems USDC)', async () => {
    const user = await createFundingInvestor(t);
    await creditUsdc(t, user, '10');
    const requests = fake.requests.length;
    const response = await postConversion(t, user, { amount: '5', to: 'USD' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toMatchObject({ status: 'PENDING', is_sandbox: false });
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '5', held: '5' });

    await t.drainOutbox();
    expect((await conversionsOf(t, user)).items[0]).toMatchObject({ status: 'COMPLETED', amount: '5' });
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '5', held: '0' });
    expect(await balanceOf(t, user, 'USD')).toEqual({ available: '5', held: '0' });
    expect(fake.requests.length).toBe(requests);
    expect((await reconcile(t.context.database.db)).mismatches).toEqual([]);
  });
});
