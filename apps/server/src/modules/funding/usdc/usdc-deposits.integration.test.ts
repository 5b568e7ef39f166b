import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { getAs, newKey, postWithKey } from '../funding.test-app';
import { createFundingInvestor } from '../funding.test-factories';
import { sandboxRejectedAmount } from './fireblocks-sandbox';
import { announceDeposit, usdcBalance, usdcMovements, usdcPayments, walletsOf } from './usdc.test-factories';

/** USDC deposits through the default custody sandbox: addresses, announced transfers, the ledger credit. */

const t = useTestApp();

describe('deposit addresses', () => {
  it('gives each user an address on every chain, the same one every time', async () => {
    const user = await createFundingInvestor(t);
    const first = await walletsOf(t, user);
    expect(first.map((wallet) => wallet.chain)).toEqual(['ETH', 'POLYGON', 'BASE', 'AVAX', 'SOL']);
    expect(first.find((wallet) => wallet.chain === 'ETH')?.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(first.find((wallet) => wallet.chain === 'SOL')?.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(await walletsOf(t, user)).toEqual(first);
    const other = await walletsOf(t, await createFundingInvestor(t));
    expect(other.map((wallet) => wallet.address)).not.toContain(first[0]?.address);
  });

  it('makes the Solana address on POST fireblocks/usdcsolwallet and keeps it', async () => {
    const user = await createFundingInvestor(t);
    expect((await getAs(t, user, '/v1/fireblocks/usdcsolwallet')).json().payload).toEqual({ wallet: null });
    const created = await call(t.api, { method: 'POST', url: '/v1/fireblocks/usdcsolwallet', token: user.token });
    expect(created.statusCode, created.body).toBe(200);
    const wallet = created.json().payload.wallet;
    expect(wallet).toMatchObject({ chain: 'SOL', asset: 'USDC' });
    expect((await getAs(t, user, '/v1/fireblocks/usdcsolwallet')).json().payload).toEqual({ wallet });
    expect((await walletsOf(t, user)).find((candidate) => candidate.chain === 'SOL')).toEqual(wallet);
  });

  it('refuses the signed-out, and a user on another domain', async () => {
    expect((await call(t.api, { method: 'GET', url: '/v1/digtl/usdc-wallet' })).statusCode).toBe(401);
    await t.createTenant('usdc-other.test');
    const user = await createFundingInvestor(t);
    const elsewhere = await getAs(t, { ...user, host: 'usdc-other.test' }, '/v1/digtl/usdc-wallet');
    expect(elsewhere.statusCode).toBe(401);
  });
});

describe('a USDC deposit in the sandbox', () => {
  it('stays pending until the transfer webhook, then credits the amount once at 6 decimals', async () => {
    const user = await createFundingInvestor(t);
    const payment = await announceDeposit(t, user, { amount: '25.123456', chain: 'eth' });
    expect(payment).toMatchObject({ status: 'PENDING', asset: 'USDC', amount: '25.123456', is_sandbox: true });
    expect(await usdcBalance(t, user)).toEqual({ asset: 'USDC', available: '0', held: '0' });
    await t.drainOutbox();
    const [settled] = (await usdcPayments(t, user)).items;
    expect(settled).toMatchObject({ id: payment.id, status: 'COMPLETED', method: 'USDC TRANSFER' });
    expect(await usdcBalance(t, user)).toEqual({ asset: 'USDC', available: '25.123456', held: '0' });
    expect((await getAs(t, user, '/v1/digtl/balance')).json().payload.available).toBe('25.123456');
    const movements = await usdcMovements(t, user);
    expect(movements).toMatchObject({
      total: 1,
      items: [{ kind: 'deposit', purpose: 'available', amount: '25.123456' }],
    });
  });

  it(`fails a transfer of ${sandboxRejectedAmount} (rejected by the provider) and credits nothing`, async () => {
    const user = await createFundingInvestor(t);
    await announceDeposit(t, user, { amount: sandboxRejectedAmount, chain: 'SOL' });
    await t.drainOutbox();
    const [failed] = (await usdcPayments(t, user)).items;
    expect(failed).toMatchObject({ status: 'FAILED' });
    expect(failed?.failure_reason).toContain('rejected');
    expect(await usdcBalance(t, user)).toMatchObject({ available: '0' });
  });

  it('answers a retry with the same Idempotency-Key with the first deposit, credited once', async () => {
    const user = await createFundingInvestor(t);
    const key = newKey();
    const first = await announceDeposit(t, user, { amount: '10', chain: 'POLYGON' }, key);
    const again = await postWithKey(t, user, '/v1/digtl-payment', { amount: '10', chain: 'POLYGON' }, key);
    expect(again.json().payload.id).toBe(first.id);
    const changed = await postWithKey(t, user, '/v1/digtl-payment', { amount: '11', chain: 'POLYGON' }, key);
    expect(changed.statusCode).toBe(409);
    await t.drainOutbox();
    expect((await usdcPayments(t, user)).total).toBe(1);
    expect(await usdcBalance(t, user)).toMatchObject({ available: '10' });
  });

  it.each([
    ['an empty body', undefined],
    ['no chain', { amount: '5' }],
    ['an unknown chain', { amount: '5', chain: 'DOGE' }],
    ['a text amount', { amount: 'five', chain: 'ETH' }],
    ['more than 6 decimals', { amount: '1.1234567', chain: 'ETH' }],
    ['a huge amount', { amount: '99999999999999999', chain: 'ETH' }],
    ['a negative amount', { amount: -5, chain: 'ETH' }],
    ['a malformed transaction hash', { amount: '5', chain: 'ETH', tx_hash: 'nope' }],
    ['an unknown field', { amount: '5', chain: 'ETH', user_id: 'someone' }],
  ])('refuses %s with a 400 and records nothing', async (_label, body) => {
    const user = await createFundingInvestor(t);
    const response = await postWithKey(t, user, '/v1/digtl-payment', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect((await usdcPayments(t, user)).total).toBe(0);
  });

  it('needs an Idempotency-Key, and an investor', async () => {
    const user = await createFundingInvestor(t);
    const unkeyed = await postWithKey(t, user, '/v1/digtl-payment', { amount: '5', chain: 'ETH' }, null);
    expect(unkeyed.statusCode).toBe(400);
    const pending = await createFundingInvestor(t, { investorId: false });
    const refused = await postWithKey(t, pending, '/v1/digtl-payment', { amount: '5', chain: 'ETH' });
    expect(refused.statusCode).toBe(403);
    expect((await usdcPayments(t, user)).total).toBe(0);
  });

  it("lists only the user's own USDC payments, and does not let another user change one", async () => {
    const owner = await createFundingInvestor(t);
    const payment = await announceDeposit(t, owner, { amount: '17', chain: 'BASE' });
    const other = await createFundingInvestor(t);
    expect((await usdcPayments(t, other)).total).toBe(0);
    const changed = await call(t.api, {
      method: 'PUT',
      url: `/v1/digtl-payment/${payment.id}`,
      token: other.token,
      payload: { amount: '700' },
    });
    expect(changed.statusCode).toBe(404);
    const empty = await call(t.api, {
      method: 'PUT',
      url: `/v1/digtl-payment/${payment.id}`,
      token: owner.token,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect((await usdcPayments(t, owner)).items[0]).toMatchObject({ amount: '17' });
  });
});
