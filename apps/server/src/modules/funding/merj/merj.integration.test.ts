import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { getOk, newKey, postOk, postWithKey } from '../funding.test-app';
import { balanceOf, createFundingInvestor, depositByCard, type FundingInvestor } from '../funding.test-factories';

/** Moving US dollars into the investor's merj trading sub-account, and its summary. */

const t = useTestApp();

async function merjSummary(user: FundingInvestor) {
  const response = await getOk(t, user, '/v1/merj/account/summary');
  return response;
}

const merjUsd = async (user: FundingInvestor) =>
  (await merjSummary(user)).balances.find((entry: { asset: string }) => entry.asset === 'USD')?.balance;

describe('a deposit into the merj account', () => {
  it('moves the amount from the available US dollars into the merj account, which the summary shows', async () => {
    const user = await createFundingInvestor(t);
    await depositByCard(t, user, '100');
    expect(await merjSummary(user)).toEqual({
      integration_service: 'merj',
      balances: [{ asset: 'USD', balance: '0' }],
    });
    expect(await postOk(t, user, '/v1/merj/account/deposit', { amount: '40.25' })).toMatchObject({
      asset: 'USD',
      amount: '40.25',
      summary: { integration_service: 'merj', balances: [{ asset: 'USD', balance: '40.25' }] },
    });
    expect(await balanceOf(t, user)).toEqual({ available: '59.75', held: '0' });
    expect(await merjUsd(user)).toBe('40.25');
  });

  it('refuses more than the available balance with INS-1, moving nothing', async () => {
    const user = await createFundingInvestor(t);
    await depositByCard(t, user, '10');
    const response = await postWithKey(t, user, '/v1/merj/account/deposit', { amount: '10.01' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, code: 'INS-1' });
    expect(await balanceOf(t, user)).toEqual({ available: '10', held: '0' });
    expect(await merjUsd(user)).toBe('0');
    const empty = await createFundingInvestor(t);
    expect((await postWithKey(t, empty, '/v1/merj/account/deposit', { amount: '1' })).statusCode).toBe(422);
  });

  it('moves the money once when repeated with the same Idempotency-Key', async () => {
    const user = await createFundingInvestor(t);
    await depositByCard(t, user, '50');
    const key = newKey();
    const first = await postWithKey(t, user, '/v1/merj/account/deposit', { amount: '20' }, key);
    const again = await postWithKey(t, user, '/v1/merj/account/deposit', { amount: '20' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().payload.transaction_id).toBe(first.json().payload.transaction_id);
    const changed = await postWithKey(t, user, '/v1/merj/account/deposit', { amount: '25' }, key);
    expect(changed.statusCode).toBe(409);
    expect(await balanceOf(t, user)).toEqual({ available: '30', held: '0' });
    expect(await merjUsd(user)).toBe('20');
  });

  it('shows each investor only their own merj account', async () => {
    const user = await createFundingInvestor(t);
    await depositByCard(t, user, '30');
    await postWithKey(t, user, '/v1/merj/account/deposit', { amount: '30' });
    const other = await createFundingInvestor(t);
    expect(await merjUsd(other)).toBe('0');
    expect(await merjUsd(user)).toBe('30');
  });
});

describe('merj deposits that are refused', () => {
  it.each([
    ['an empty body', undefined],
    ['no amount', {}],
    ['a text amount', { amount: 'ten' }],
    ['a zero amount', { amount: '0' }],
    ['a negative amount', { amount: -5 }],
    ['more than 2 decimals', { amount: '1.001' }],
    ['an unknown field', { amount: '5', asset: 'BTC' }],
  ])('refuses %s with a 400, moving nothing', async (_label, body) => {
    const user = await createFundingInvestor(t);
    await depositByCard(t, user, '20');
    const response = await postWithKey(t, user, '/v1/merj/account/deposit', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(await balanceOf(t, user)).toEqual({ available: '20', held: '0' });
    expect(await merjUsd(user)).toBe('0');
  });

  it('needs an Idempotency-Key, an investor, and a signed-in caller', async () => {
    const user = await createFundingInvestor(t);
    await depositByCard(t, user, '20');
    expect((await postWithKey(t, user, '/v1/merj/account/deposit', { amount: '5' }, null)).statusCode).toBe(400);
    const pending = await createFundingInvestor(t, { investorId: false });
    expect((await postWithKey(t, pending, '/v1/merj/account/deposit', { amount: '5' })).statusCode).toBe(403);
    expect((await call(t.api, { method: 'GET', url: '/v1/merj/account/summary' })).statusCode).toBe(401);
    expect(await balanceOf(t, user)).toEqual({ available: '20', held: '0' });
  });
});
