import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { totpCode } from '../../auth/testing';
import { newKey, postWithKey } from '../funding.test-app';
import type { FundingInvestor } from '../funding.test-factories';
import {
  balanceOf,
  createFundingInvestor,
  createInvestorWithBank,
  createWithdrawalTenant,
  creditUsdc,
  dashboard,
  depositByCard,
  paymentsOf,
} from '../funding.test-factories';
import { sandboxFailingDestinations } from './sandbox-payouts';

const host = 'withdraw.test';
const wallet = '0x52908400098527886E0F7030069857D2E4169EE7';
const t = useTestApp();
beforeAll(async () => {
  await createWithdrawalTenant(t, host);
});

const investorWithBank = (options: { deposit?: string; account?: Record<string, unknown> } = {}) =>
  createInvestorWithBank(t, host, options);

const withdraw = (user: FundingInvestor, body: Record<string, unknown>, key: string | null = newKey()) =>
  postWithKey(t, user, '/v1/trading/withdraw', body, key);
const withdrawUsdc = (user: FundingInvestor, body: Record<string, unknown>) =>
  postWithKey(t, user, '/v1/digtl/withdraw', { currency: 'USDC', chain: 'ETH', wallet, ...body });

describe('a withdrawal to the bank', () => {
  it('holds the amount (WF-2), then the payout completes and the hold is captured', async () => {
    const user = await investorWithBank({ deposit: '200' });
    const response = await withdraw(user, { currency: 'usd', amount: '50' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toMatchObject({
      message_code: 'WF-2',
      payment: { direction: 'withdrawal', method: 'BANK TRANSFER', status: 'PENDING', amount: '50', fee: '0.5' },
    });
    expect(await balanceOf(t, user)).toEqual({ available: '150', held: '50' });
    const pending = (await dashboard(t, user)).pending_withdrawals;
    expect(pending.map((payment) => payment.id)).toEqual([response.json().payload.payment.id]);
    await t.drainOutbox();
    expect(await balanceOf(t, user)).toEqual({ available: '150', held: '0' });
    expect((await dashboard(t, user)).pending_withdrawals).toEqual([]);
    expect((await paymentsOf(t, user)).find((payment) => payment.direction === 'withdrawal')?.status).toBe('COMPLETED');
  });

  it('that the bank returns is released back to the balance', async () => {
    const user = await investorWithBank({
      deposit: '200',
      account: { account_number: sandboxFailingDestinations.accountNumber },
    });
    expect((await withdraw(user, { currency: 'USD', amount: '80' })).statusCode).toBe(200);
    await t.drainOutbox();
    expect(await balanceOf(t, user)).toEqual({ available: '200', held: '0' });
    const failed = (await paymentsOf(t, user)).find((payment) => payment.direction === 'withdrawal');
    expect(failed).toMatchObject({ status: 'FAILED', failure_reason: expect.stringContaining('returned') });
  });

  it('needs bank details (WF-1), and holds nothing without them', async () => {
    const user = await createFundingInvestor(t, { host });
    await depositByCard(t, user, '100');
    const response = await withdraw(user, { currency: 'USD', amount: '10' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'WF-1', errors: { bank_details: [expect.any(String)] } });
    expect(await balanceOf(t, user)).toEqual({ available: '100', held: '0' });
  });

  it('needs the tax form first (WF-1), as the checklist says, and holds nothing without it', async () => {
    const user = await createFundingInvestor(t, { host, taxForm: false });
    await depositByCard(t, user, '100');
    const response = await withdraw(user, { currency: 'USD', amount: '10' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'WF-1', message: expect.stringContaining('tax form') });
    expect(await balanceOf(t, user)).toEqual({ available: '100', held: '0' });
    expect((await paymentsOf(t, user)).filter((payment) => payment.direction === 'withdrawal')).toEqual([]);
  });

  it('larger than the balance is refused with WF-1, recording nothing', async () => {
    const user = await investorWithBank({ deposit: '30' });
    const response = await withdraw(user, { currency: 'USD', amount: '30.01' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'WF-1',
      errors: { amount: ['Insufficient funds for this withdrawal'] },
    });
    expect(await balanceOf(t, user)).toEqual({ available: '30', held: '0' });
    expect((await paymentsOf(t, user)).filter((payment) => payment.direction === 'withdrawal')).toEqual([]);
  });

  it("outside the domain's limits is refused with WF-1", async () => {
    const user = await investorWithBank({ deposit: '200' });
    const response = await withdraw(user, { currency: 'USD', amount: '0.99' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.amount[0]).toContain('minimum');
  });

  it('retried with the same Idempotency-Key is taken once', async () => {
    const user = await investorWithBank({ deposit: '100' });
    const key = newKey();
    const first = await withdraw(user, { currency: 'USD', amount: '10' }, key);
    const second = await withdraw(user, { currency: 'USD', amount: '10' }, key);
    expect(second.json().payload.payment.id).toBe(first.json().payload.payment.id);
    expect(await balanceOf(t, user)).toEqual({ available: '90', held: '10' });
  });

  it.each([
    ['an empty body', undefined],
    ['no amount', { currency: 'USD' }],
    ['a negative amount', { currency: 'USD', amount: '-10' }],
    ['a huge amount', { currency: 'USD', amount: '1000000000000000' }],
    ['an amount finer than cents', { currency: 'USD', amount: '1.005' }],
    ['an unknown currency', { currency: 'DOGE', amount: '10' }],
    ['an unknown field', { currency: 'USD', amount: '10', user_id: 'x' }],
    ['a malformed code', { currency: 'USD', amount: '10', one_time_password: '12ab56' }],
  ])('with %s is refused, holding nothing', async (_label, body) => {
    const user = await investorWithBank({ deposit: '50' });
    const response = await withdraw(user, body as Record<string, unknown>);
    expect([400, 422]).toContain(response.statusCode);
    expect(response.json().success).toBe(false);
    expect(await balanceOf(t, user)).toEqual({ available: '50', held: '0' });
  });

  it('needs a session, an investor account, and the domain the user belongs to', async () => {
    const user = await investorWithBank({ deposit: '50' });
    const body = { currency: 'USD', amount: '10' };
    expect((await call(t.api, { method: 'POST', url: '/v1/trading/withdraw', host, payload: body })).statusCode).toBe(
      401,
    );
    const newcomer = await createFundingInvestor(t, { host, investorId: false });
    expect((await withdraw(newcomer, body)).statusCode).toBe(403);
    expect((await postWithKey(t, { ...user, host: 'main.test' }, '/v1/trading/withdraw', body)).statusCode).toBe(401);
    expect(await balanceOf(t, user)).toEqual({ available: '50', held: '0' });
  });
});

describe('a USDC withdrawal', () => {
  it('to a wallet is held, then sent and captured', async () => {
    const user = await createFundingInvestor(t, { host });
    await creditUsdc(t, user, '100');
    const response = await withdrawUsdc(user, { amount: '25.5' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload.payment).toMatchObject({ method: 'USDC TRANSFER', asset: 'USDC', fee: '0' });
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '74.5', held: '25.5' });
    await t.drainOutbox();
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '74.5', held: '0' });
  });

  it('to the burn address fails and is released', async () => {
    const user = await createFundingInvestor(t, { host });
    await creditUsdc(t, user, '100');
    expect((await withdrawUsdc(user, { amount: '10', wallet: sandboxFailingDestinations.wallet })).statusCode).toBe(
      200,
    );
    await t.drainOutbox();
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '100', held: '0' });
  });

  it.each([
    ['no chain', { chain: undefined }, 400, 'chain'],
    ['an unknown chain', { chain: 'DOGECHAIN' }, 400, 'chain'],
    ['a wallet of another chain', { chain: 'SOL' }, 400, 'wallet'],
    ['no wallet', { wallet: undefined }, 400, 'wallet'],
    ['US dollars', { currency: 'USD' }, 422, 'currency'],
  ])('with %s is refused', async (_label, change, status, field) => {
    const user = await createFundingInvestor(t, { host });
    await creditUsdc(t, user, '100');
    const response = await withdrawUsdc(user, { amount: '10', ...change });
    expect(response.statusCode).toBe(status);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '100', held: '0' });
  });
});

describe('with two-factor authentication on', () => {
  async function enableTwoFactor(user: FundingInvestor) {
    const generated = await postWithKey(t, user, '/v1/2fa/generateSecret', {}, null);
    const { secret } = generated.json().payload;
    const code = await totpCode(secret, t.clock.now());
    const enabled = await postWithKey(t, user, '/v1/2fa/enable2fa', { secret, one_time_password: code }, null);
    expect(enabled.statusCode, enabled.body).toBe(200);
    return secret as string;
  }

  it('a withdrawal needs a right, unused code', async () => {
    const user = await investorWithBank({ deposit: '100' });
    const secret = await enableTwoFactor(user);
    const body = { currency: 'USD', amount: '10' };
    const missing = await withdraw(user, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('one_time_password');
    t.clock.advance(30_000);
    const code = await totpCode(secret, t.clock.now());
    const wrong = await withdraw(user, { ...body, one_time_password: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(await balanceOf(t, user)).toEqual({ available: '100', held: '0' });
    expect((await withdraw(user, { ...body, one_time_password: code })).statusCode).toBe(200);
    const reused = await withdraw(user, { ...body, one_time_password: code });
    expect(reused.statusCode).toBe(400);
    expect(await balanceOf(t, user)).toEqual({ available: '90', held: '10' });
  });
});
