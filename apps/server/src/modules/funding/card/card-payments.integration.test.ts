import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import type { BusMessage } from '../../../platform/events/bus';
import { getAs, newKey, postWithKey } from '../funding.test-app';
import type { FundingInvestor } from '../funding.test-factories';
import {
  balanceOf,
  cardPaymentBody,
  createFundingInvestor,
  createInvestorUnderRules,
  dashboard,
  depositByCard,
  paymentsOf,
} from '../funding.test-factories';
import { paymentUpdatedTopic } from '../payments/payment-events';
import { sandboxTestCards } from './circle-sandbox';

const announced: BusMessage[] = [];
const t = useTestApp({ tenants: { 'partner.test': 'Partner' } });
beforeAll(() => {
  t.context.bus.subscribe(paymentUpdatedTopic, (message) => announced.push(message));
});

const pay = async (user: FundingInvestor, options: Parameters<typeof cardPaymentBody>[2] = {}, key = newKey()) =>
  postWithKey(t, user, '/v1/circle/payment', await cardPaymentBody(t, user, options), key);

describe('the card provider public key', () => {
  it('is a real OpenPGP public key of the sandbox', async () => {
    const user = await createFundingInvestor(t);
    const response = await getAs(t, user, '/v1/circle/publickey');
    expect(response.statusCode).toBe(200);
    const { key_id, public_key, is_sandbox } = response.json().payload;
    expect(key_id).toBe('key1');
    expect(is_sandbox).toBe(true);
    expect(Buffer.from(public_key, 'base64').toString('utf8')).toContain('-----BEGIN PGP PUBLIC KEY BLOCK-----');
  });

  it('is refused without a session', async () => {
    expect((await call(t.api, { method: 'GET', url: '/v1/circle/publickey' })).statusCode).toBe(401);
  });
});

describe('a card deposit through the sandbox', () => {
  it('is PENDING, then its signed webhook completes it and credits the balance once', async () => {
    const user = await createFundingInvestor(t);
    const response = await pay(user, { amount: '250.50' });
    expect(response.statusCode, response.body).toBe(200);
    const payment = response.json().payload;
    expect(payment).toMatchObject({
      direction: 'deposit',
      method: 'CARD',
      provider: 'circle',
      asset: 'USD',
      amount: '250.5',
      status: 'PENDING',
      is_sandbox: true,
    });
    const before = await dashboard(t, user);
    expect(before.pending_deposits.map((pending) => pending.id)).toEqual([payment.id]);
    expect(await balanceOf(t, user)).toEqual({ available: '0', held: '0' });

    await t.drainOutbox();
    await t.drainOutbox();
    const settled = await getAs(t, user, `/v1/circle/payment/${payment.id}`);
    expect(settled.json().payload).toMatchObject({ status: 'COMPLETED', failure_reason: null });
    expect(await balanceOf(t, user)).toEqual({ available: '250.5', held: '0' });
    expect((await dashboard(t, user)).pending_deposits).toEqual([]);
    const updates = announced.filter(
      (message) => (message.payload as { payment: { id: string } }).payment.id === payment.id,
    );
    expect(updates.map((message) => (message.payload as { payment: { status: string } }).payment.status)).toEqual([
      'PENDING',
      'COMPLETED',
    ]);
  });

  it.each([
    [sandboxTestCards.declined, 'declined'],
    [sandboxTestCards.insufficientFunds, 'insufficient funds'],
  ])('with the test card %s fails (%s) and credits nothing', async (number, reason) => {
    const user = await createFundingInvestor(t);
    const response = await pay(user, { number });
    expect(response.statusCode).toBe(200);
    await t.drainOutbox();
    const settled = await getAs(t, user, `/v1/circle/payment/${response.json().payload.id}`);
    expect(settled.json().payload.status).toBe('FAILED');
    expect(settled.json().payload.failure_reason).toContain(reason);
    expect(await balanceOf(t, user)).toEqual({ available: '0', held: '0' });
  });

  it('retried with the same Idempotency-Key answers the same payment and credits once', async () => {
    const user = await createFundingInvestor(t);
    const body = await cardPaymentBody(t, user, { amount: '40' });
    const key = newKey();
    const first = await postWithKey(t, user, '/v1/circle/payment', body, key);
    const second = await postWithKey(t, user, '/v1/circle/payment', body, key);
    expect(second.json().payload.id).toBe(first.json().payload.id);
    await t.drainOutbox();
    expect(await balanceOf(t, user)).toEqual({ available: '40', held: '0' });
    expect(await paymentsOf(t, user)).toHaveLength(1);
  });

  it('accepts an amount given as an exact JSON number', async () => {
    const user = await createFundingInvestor(t);
    await depositByCard(t, user, '12.34');
    const response = await pay(user, { amount: 0.1 });
    expect(response.json().payload.amount).toBe('0.1');
  });
});

describe('a card payment that cannot be taken', () => {
  it('is refused when the card data was not encrypted with the sandbox key', async () => {
    const user = await createFundingInvestor(t);
    const body = await cardPaymentBody(t, user);
    const response = await postWithKey(t, user, '/v1/circle/payment', {
      ...body,
      encrypted_data: Buffer.from('-----BEGIN PGP MESSAGE-----\nnot really\n').toString('base64'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: { encrypted_data: [expect.any(String)] } });
    expect(await paymentsOf(t, user)).toEqual([]);
  });

  it('is refused when the card number fails the Luhn check', async () => {
    const user = await createFundingInvestor(t);
    const response = await pay(user, { number: '4007400000000008' });
    expect(response.statusCode).toBe(400);
    expect(await paymentsOf(t, user)).toEqual([]);
  });

  it('is refused with an unknown key id', async () => {
    const user = await createFundingInvestor(t);
    const body = await cardPaymentBody(t, user);
    const response = await postWithKey(t, user, '/v1/circle/payment', { ...body, key_id: 'key2' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('key_id');
  });

  it.each([
    ['an empty body', undefined],
    ['a list', ['pay me']],
    ['a negative amount', { amount: '-5' }],
    ['a zero amount', { amount: '0' }],
    ['a huge amount', { amount: '99999999999999999999' }],
    ['an exponent', { amount: '1e3' }],
    ['more decimals than cents', { amount: '1.001' }],
    ['an unknown field', { role: 'admin' }],
    ['a wrong type', { exp_month: '12' }],
  ])('is refused with %s, and nothing is recorded', async (_label, change) => {
    const user = await createFundingInvestor(t);
    const body = await cardPaymentBody(t, user);
    const payload = change === undefined || Array.isArray(change) ? change : { ...body, ...change };
    const response = await postWithKey(t, user, '/v1/circle/payment', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(await paymentsOf(t, user)).toEqual([]);
  });

  it('is refused below the minimum the domain set for cards', async () => {
    const user = await createInvestorUnderRules(t, 'limits.test', [
      { method: 'CARD', enabled: true, min_amount: '20', max_amount: '500', fee_pct: '2.5' },
    ]);
    const low = await pay(user, { amount: '19.99' });
    expect(low.statusCode).toBe(422);
    expect(low.json().errors.amount[0]).toContain('minimum');
    expect((await pay(user, { amount: '500.01' })).statusCode).toBe(422);
    const payment = await depositByCard(t, user, '100');
    expect(payment.fee).toBe('2.5');
    expect(await balanceOf(t, user)).toEqual({ available: '97.5', held: '0' });
  });

  it('needs an investor account and a session', async () => {
    const newcomer = await createFundingInvestor(t, { investorId: false });
    const body = await cardPaymentBody(t, newcomer);
    expect((await postWithKey(t, newcomer, '/v1/circle/payment', body)).statusCode).toBe(403);
    const anonymous = await call(t.api, { method: 'POST', url: '/v1/circle/payment', payload: body });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET circle/payment/{id}', () => {
  it('shows a payment to its owner only', async () => {
    const owner = await createFundingInvestor(t);
    const payment = await depositByCard(t, owner, '10');
    const other = await createFundingInvestor(t);
    const partner = await createFundingInvestor(t, { host: 'partner.test' });
    expect((await getAs(t, owner, `/v1/circle/payment/${payment.id}`)).statusCode).toBe(200);
    expect((await getAs(t, other, `/v1/circle/payment/${payment.id}`)).statusCode).toBe(404);
    expect((await getAs(t, partner, `/v1/circle/payment/${payment.id}`)).statusCode).toBe(404);
    expect((await getAs(t, { ...owner, host: 'partner.test' }, `/v1/circle/payment/${payment.id}`)).statusCode).toBe(
      401,
    );
  });

  it('refuses an id that is not one', async () => {
    const user = await createFundingInvestor(t);
    const response = await getAs(t, user, '/v1/circle/payment/1%20or%201=1');
    expect(response.statusCode).toBe(400);
  });
});
