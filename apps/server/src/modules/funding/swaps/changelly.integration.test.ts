import type { Swap } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { getAs, newKey, postWithKey, useTestApp } from '../funding.test-app';
import { balanceOf, createFundingInvestor, type FundingInvestor, paymentsOf } from '../funding.test-factories';

/** Changelly through its sandbox: floating and fixed-rate swaps into USDC, address checks, statuses. */

const t = useTestApp({ tenants: { 'partner.test': 'Partner' } });

const refund = 'bc1qrefundaddress000000000000';

async function create(user: FundingInvestor, url: string, body: Record<string, unknown>, key = newKey()) {
  const response = await postWithKey(t, user, url, body, key);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload as Swap;
}

describe('Changelly quotes in the sandbox', () => {
  it('lists currencies and quotes floating and fixed rates', async () => {
    const user = await createFundingInvestor(t);
    const currencies = (await getAs(t, user, '/v1/changelly/currencies')).json().payload;
    expect(currencies).toMatchObject({ is_sandbox: true, items: expect.arrayContaining([expect.anything()]) });
    const floating = (await getAs(t, user, '/v1/changelly/exchange-amount?from_currency=btc&from_amount=0.01')).json();
    expect(floating.payload).toMatchObject({ to_currency: 'usdc', to_amount: '600', rate_id: null });
    const fixed = (await getAs(t, user, '/v1/changelly/fix-amount?from_currency=btc&from_amount=0.01')).json();
    expect(fixed.payload).toMatchObject({
      to_amount: '600',
      rate_id: expect.any(String),
      valid_until: expect.any(String),
    });
  });

  it('checks an address', async () => {
    const user = await createFundingInvestor(t);
    const valid = await postWithKey(t, user, '/v1/changelly/validate', { currency: 'btc', address: refund }, null);
    expect(valid.json().payload).toEqual({ is_valid: true, message: null });
    const invalid = await postWithKey(t, user, '/v1/changelly/validate', { currency: 'btc', address: 'nope' }, null);
    expect(invalid.json().payload.is_valid).toBe(false);
    const malformed = await postWithKey(t, user, '/v1/changelly/validate', { currency: 'btc' }, null);
    expect(malformed.statusCode).toBe(400);
  });
});

describe('a Changelly swap through the sandbox', () => {
  it('at the floating rate is PENDING, then completes and credits USDC once', async () => {
    const user = await createFundingInvestor(t);
    const swap = await create(user, '/v1/changelly/create', { from_currency: 'btc', from_amount: '0.01' });
    expect(swap.payment).toMatchObject({
      method: 'CHANGELLY_SWAP',
      provider: 'changelly',
      asset: 'USDC',
      amount: '600',
      fee: '3',
      status: 'PENDING',
    });
    expect(swap.pay_in_address).toMatch(/^sandbox/);
    const pending = (await getAs(t, user, `/v1/changelly/status/${swap.provider_transaction_id}`)).json().payload;
    expect(pending).toEqual({ provider_status: 'new', status: 'PENDING' });
    await t.drainOutbox();
    const status = (await getAs(t, user, `/v1/changelly/status/${swap.payment.id}`)).json().payload;
    expect(status).toEqual({ provider_status: 'finished', status: 'COMPLETED' });
    expect((await getAs(t, user, `/v1/changelly/transaction/${swap.payment.id}`)).json().payload.payment.status).toBe(
      'COMPLETED',
    );
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '597', held: '0' });
  });

  it('at a fixed rate keeps the quote, and one of 0.13 fails crediting nothing', async () => {
    const user = await createFundingInvestor(t);
    const quote = (await getAs(t, user, '/v1/changelly/fix-amount?from_currency=eth&from_amount=0.13')).json().payload;
    const swap = await create(user, '/v1/changelly/create-fix', {
      from_currency: 'eth',
      from_amount: '0.13',
      rate_id: quote.rate_id,
      refund_address: refund,
    });
    expect(swap.payment.amount).toBe('390');
    await t.drainOutbox();
    const settled = (await getAs(t, user, `/v1/changelly/transaction/${swap.payment.id}`)).json().payload;
    expect(settled.payment).toMatchObject({ status: 'FAILED', failure_reason: expect.stringContaining('Changelly') });
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '0', held: '0' });
  });

  it('retried with the same Idempotency-Key answers the same swap', async () => {
    const user = await createFundingInvestor(t);
    const key = newKey();
    const body = { from_currency: 'btc', from_amount: '0.01' };
    const first = await create(user, '/v1/changelly/create', body, key);
    const second = await create(user, '/v1/changelly/create', body, key);
    expect(second.payment.id).toBe(first.payment.id);
    await t.drainOutbox();
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '597', held: '0' });
    expect(await paymentsOf(t, user)).toHaveLength(1);
  });

  it.each([
    ['/v1/changelly/create', { from_currency: 'btc' }],
    ['/v1/changelly/create', { from_currency: 'btc', from_amount: 'ten' }],
    ['/v1/changelly/create-fix', { from_currency: 'btc', from_amount: '0.01', refund_address: refund }],
    ['/v1/changelly/create-fix', { from_currency: 'btc', from_amount: '0.01', rate_id: 'r1' }],
  ])('%s refuses %o with 400 and records nothing', async (url, body) => {
    const user = await createFundingInvestor(t);
    const response = await postWithKey(t, user, url, body);
    expect(response.statusCode).toBe(400);
    expect(await paymentsOf(t, user)).toEqual([]);
  });

  it('is refused outside the domain rule for CHANGELLY_SWAP', async () => {
    const user = await createFundingInvestor(t);
    const low = await postWithKey(t, user, '/v1/changelly/create', { from_currency: 'btc', from_amount: '0.0005' });
    expect(low.statusCode).toBe(422);
    const high = await postWithKey(t, user, '/v1/changelly/create', { from_currency: 'btc', from_amount: '1' });
    expect(high.statusCode).toBe(422);
    expect(await paymentsOf(t, user)).toEqual([]);
  });

  it("is another user's or another domain's 404", async () => {
    const owner = await createFundingInvestor(t);
    const swap = await create(owner, '/v1/changelly/create', { from_currency: 'btc', from_amount: '0.01' });
    const other = await createFundingInvestor(t);
    const partner = await createFundingInvestor(t, { host: 'partner.test' });
    for (const url of [
      `/v1/changelly/transaction/${swap.payment.id}`,
      `/v1/changelly/status/${swap.provider_transaction_id}`,
    ]) {
      expect((await getAs(t, other, url)).statusCode).toBe(404);
      expect((await getAs(t, partner, url)).statusCode).toBe(404);
    }
  });
});
