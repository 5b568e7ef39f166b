import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeFireblocksTestApp, type FakeFireblocks, startFireblocksTestApp } from '../../../../test/fake-fireblocks';
import { call, type TestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { newKey } from '../funding.test-app';
import { createFundingInvestor } from '../funding.test-factories';
import { postCustodyWebhook, walletOn } from './usdc.test-factories';
import { defaultUsdcAssetIds } from './usdc-assets';

/** The gas station and sweeps through the Fireblocks adapter, against a local fake of its API. */

let fake: FakeFireblocks;
let t: TestApp;
beforeAll(async () => {
  ({ fake, t } = await startFireblocksTestApp());
});
afterAll(() => closeFireblocksTestApp({ fake, t }));

const as = (admin: { token: string }, method: 'GET' | 'POST', url: string, payload?: object) =>
  call(t.api, {
    method,
    url,
    token: admin.token,
    headers: { 'idempotency-key': newKey() },
    ...(payload && { payload }),
  });

describe('the gas station on Fireblocks', () => {
  it("sets Fireblocks' gas station configuration and reads its balance", async () => {
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const settings = { gas_threshold: '0.003', gas_cap: '0.03', max_gas_price: '80' };
    const saved = await as(admin, 'POST', '/v1/fireblocks/gasstation', settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().payload).toMatchObject({ ...settings, balance: '2.75', is_sandbox: false });
    expect(fake.gasStation).toEqual({ gasThreshold: '0.003', gasCap: '0.03', maxGasPrice: '80' });
    expect(fake.rejectedSignatures).toBe(0);
  });
});

describe('a sweep on Fireblocks', () => {
  it("moves each address's balance to the treasury vault, pending until Fireblocks completes it", async () => {
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const user = await createFundingInvestor(t);
    const wallet = await walletOn(t, user, 'ETH');
    await postCustodyWebhook(
      t,
      fake.transferWebhook({
        address: wallet.address,
        assetId: defaultUsdcAssetIds.ETH,
        amount: '12.5',
        status: 'COMPLETED',
      }),
    );
    const swept = await as(admin, 'POST', '/v1/fireblocks/sweep');
    expect(swept.statusCode, swept.body).toBe(200);
    const sweep = swept.json().payload;
    expect(sweep).toMatchObject({
      status: 'PENDING',
      transfers: [{ address: wallet.address, amount: '12.5', status: 'PENDING' }],
    });
    const transaction = fake.transactions.get(sweep.transfers[0].reference);
    expect(transaction).toMatchObject({ amount: '12.5', destination: { type: 'VAULT_ACCOUNT', id: '0' } });
    expect((await as(admin, 'GET', '/v1/fireblocks/sweep-status')).json().payload.sweep.status).toBe('PENDING');
    fake.settle(sweep.transfers[0].reference, 'COMPLETED');
    const status = (await as(admin, 'GET', '/v1/fireblocks/sweep-status')).json().payload.sweep;
    expect(status).toMatchObject({ id: sweep.id, status: 'COMPLETED', transfers: [{ status: 'COMPLETED' }] });
  });
});
