import type { Payment } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { getAs, newKey, postOk, postWithKey } from '../funding.test-app';
import { balanceOf, createFundingInvestor, type FundingInvestor, paymentsOf } from '../funding.test-factories';
import { sandboxRefusedBmnAmount } from './bmn-sandbox';

/** BMN deposits through the sandbox BMN desk, and the investor's AMP id. */

const liquidAddress = 'VJLCBiEj1G8hXFiwTmVz2mzPmQ4n1NjX8AsxDLPqoNEeJfrR1BCuPXWmP4eZ5uCK6M7XNpTRZfyXWbzE';
const ampId = 'GA3DS3emT12zDF4RGywBvJqZfhefNp';

const t = useTestApp();

async function investorIdOf(user: FundingInvestor): Promise<string> {
  const me = await call(t.api, { method: 'POST', url: '/v1/me', token: user.token, payload: {} });
  expect(me.statusCode, me.body).toBe(200);
  return me.json().payload.user.investor_id as string;
}

async function depositBody(user: FundingInvestor, amount: string | number = '12.5') {
  return {
    name: 'Grace Hopper',
    email: user.email,
    bmn_wallet_address: liquidAddress,
    amount_to_deposit: amount,
    dg_id: await investorIdOf(user),
  };
}

async function depositBmn(user: FundingInvestor, amount?: string, key?: string): Promise<Payment> {
  const response = await postOk(t, user, '/v1/bmn/deposit', await depositBody(user, amount), key);
  expect(response.message_code).toBe('BMN-1');
  return response.payment as Payment;
}

describe('a BMN deposit in the sandbox', () => {
  it('is recorded PENDING with BMN-1, and credited in BMN once the desk confirms it', async () => {
    const user = await createFundingInvestor(t);
    const response = await postWithKey(t, user, '/v1/bmn/deposit', await depositBody(user));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toMatch(/^Deposit complete/);
    const { payment } = response.json().payload as { payment: Payment };
    expect(payment).toMatchObject({
      status: 'PENDING',
      method: 'BMN',
      provider: 'bmn',
      asset: 'BMN',
      amount: '12.5',
      is_sandbox: true,
    });
    expect(await balanceOf(t, user, 'BMN')).toEqual({ available: '0', held: '0' });
    await t.drainOutbox();
    expect(await balanceOf(t, user, 'BMN')).toEqual({ available: '12.5', held: '0' });
    await t.drainOutbox();
    expect(await balanceOf(t, user, 'BMN')).toEqual({ available: '12.5', held: '0' });
    const history = await getAs(t, user, '/v1/funding/payments?method=BMN');
    expect(history.json().payload.items).toMatchObject([{ id: payment.id, status: 'COMPLETED' }]);
  });

  it('keeps 8 decimals of BMN', async () => {
    const user = await createFundingInvestor(t);
    await depositBmn(user, '10.12345678');
    await t.drainOutbox();
    expect(await balanceOf(t, user, 'BMN')).toMatchObject({ available: '10.12345678' });
  });

  it('refuses less than the domain’s minimum for BMN with a 422', async () => {
    const user = await createFundingInvestor(t);
    const response = await postWithKey(t, user, '/v1/bmn/deposit', await depositBody(user, '9.99'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'BUSINESS_RULE', message: 'The minimum for BMN is 10 BMN' });
    expect(await paymentsOf(t, user)).toEqual([]);
  });

  it(`fails a deposit of ${sandboxRefusedBmnAmount} BMN (never arrived) and credits nothing`, async () => {
    const user = await createFundingInvestor(t);
    await depositBmn(user, sandboxRefusedBmnAmount);
    await t.drainOutbox();
    const [failed] = await paymentsOf(t, user);
    expect(failed).toMatchObject({ status: 'FAILED', failure_reason: 'The BMN transfer never arrived (sandbox)' });
    expect(await balanceOf(t, user, 'BMN')).toEqual({ available: '0', held: '0' });
  });

  it('answers a retry with the same Idempotency-Key with the first deposit, credited once', async () => {
    const user = await createFundingInvestor(t);
    const key = newKey();
    const first = await depositBmn(user, '30', key);
    const again = await depositBmn(user, '30', key);
    expect(again.id).toBe(first.id);
    const changed = await postWithKey(t, user, '/v1/bmn/deposit', await depositBody(user, '40'), key);
    expect(changed.statusCode).toBe(409);
    await t.drainOutbox();
    expect(await paymentsOf(t, user)).toHaveLength(1);
    expect(await balanceOf(t, user, 'BMN')).toMatchObject({ available: '30' });
  });
});

describe('BMN deposits that are refused', () => {
  it('refuses an account id that is not the investor’s own', async () => {
    const user = await createFundingInvestor(t);
    const other = await createFundingInvestor(t);
    const body = { ...(await depositBody(user)), dg_id: await investorIdOf(other) };
    const response = await postWithKey(t, user, '/v1/bmn/deposit', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: { dg_id: ['This is not your account id'] } });
    expect(await paymentsOf(t, user)).toEqual([]);
  });

  it.each([
    ['an empty body', () => undefined],
    ['no name', (body: Record<string, unknown>) => ({ ...body, name: ' ' })],
    ['a malformed email', (body: Record<string, unknown>) => ({ ...body, email: 'grace@' })],
    [
      'an Ethereum address',
      (body: Record<string, unknown>) => ({ ...body, bmn_wallet_address: `0x${'a'.repeat(40)}` }),
    ],
    ['a text amount', (body: Record<string, unknown>) => ({ ...body, amount_to_deposit: 'some' })],
    ['a negative amount', (body: Record<string, unknown>) => ({ ...body, amount_to_deposit: -2 })],
    ['more than 8 decimals', (body: Record<string, unknown>) => ({ ...body, amount_to_deposit: '1.123456789' })],
    ['a zero amount', (body: Record<string, unknown>) => ({ ...body, amount_to_deposit: '0' })],
    ['a text account id', (body: Record<string, unknown>) => ({ ...body, dg_id: 'me' })],
    ['an unknown field', (body: Record<string, unknown>) => ({ ...body, user_id: 'someone' })],
  ])('refuses %s with a 400 and records nothing', async (_label, change) => {
    const user = await createFundingInvestor(t);
    const response = await postWithKey(t, user, '/v1/bmn/deposit', change(await depositBody(user)));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(await paymentsOf(t, user)).toEqual([]);
  });

  it('needs an Idempotency-Key, and an investor', async () => {
    const user = await createFundingInvestor(t);
    const unkeyed = await postWithKey(t, user, '/v1/bmn/deposit', await depositBody(user), null);
    expect(unkeyed.statusCode).toBe(400);
    const pending = await createFundingInvestor(t, { investorId: false });
    const refused = await postWithKey(t, pending, '/v1/bmn/deposit', { ...(await depositBody(user)) });
    expect(refused.statusCode).toBe(403);
    expect(await paymentsOf(t, user)).toEqual([]);
  });
});

describe('the AMP id (bmnamp)', () => {
  const saveAmp = (user: FundingInvestor, amp: unknown) =>
    call(t.api, { method: 'POST', url: '/v1/bmnamp', token: user.token, payload: { amp_id: amp } });

  it("keeps each investor's own AMP id, replaced when given again", async () => {
    const user = await createFundingInvestor(t);
    expect((await getAs(t, user, '/v1/bmnamp')).json().payload).toEqual({
      amp_id: null,
      updated_at: null,
      is_sandbox: true,
    });
    const saved = await saveAmp(user, ampId);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().payload).toEqual({ amp_id: ampId, updated_at: t.clock.now().toISOString(), is_sandbox: true });
    const replacement = `${ampId.slice(0, -1)}q`;
    await saveAmp(user, replacement);
    expect((await getAs(t, user, '/v1/bmnamp')).json().payload.amp_id).toBe(replacement);
    const other = await createFundingInvestor(t);
    expect((await getAs(t, other, '/v1/bmnamp')).json().payload.amp_id).toBeNull();
  });

  it.each([
    ['an empty id', ''],
    ['an id without GA', 'XY3DS3emT12zDF4RGywBvJqZfhefNp'],
    ['an id with characters base58 leaves out', 'GA3DS3emT12zDF4RGywBvJqZfhef0O'],
    ['a number', 12345],
  ])('refuses %s with a 400 and keeps the one saved', async (_label, amp) => {
    const user = await createFundingInvestor(t);
    await saveAmp(user, ampId);
    const response = await saveAmp(user, amp);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect((await getAs(t, user, '/v1/bmnamp')).json().payload.amp_id).toBe(ampId);
  });

  it('refuses the signed-out', async () => {
    expect((await call(t.api, { method: 'GET', url: '/v1/bmnamp' })).statusCode).toBe(401);
    expect((await call(t.api, { method: 'POST', url: '/v1/bmnamp', payload: { amp_id: ampId } })).statusCode).toBe(401);
  });
});
