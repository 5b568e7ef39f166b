import type { Swap } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { getAs, getOk, postOk, postWithKey } from '../funding.test-app';
import { balanceOf, createFundingInvestor, type FundingInvestor } from '../funding.test-factories';
import { sandboxSwapDepositTests } from './swap-deposits.test-suite';

/** Changelly through its sandbox: floating and fixed-rate swaps into USDC, address checks, statuses. */

const t = useTestApp({ tenants: { 'partner.test': 'Partner' } });

const refund = 'bc1qrefundaddress000000000000';

const create = (user: FundingInvestor, url: string, body: Record<string, unknown>, key?: string) =>
  postOk<Swap>(t, user, url, body, key);
const readUrl = (id: string) => `/v1/changelly/transaction/${id}`;

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
    expect((await getOk(t, user, readUrl(swap.payment.id))).payment.status).toBe('COMPLETED');
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '597', held: '0' });
  });

  sandboxSwapDepositTests({
    t,
    method: 'CHANGELLY_SWAP',
    asset: 'USDC',
    openUrl: '/v1/changelly/create',
    open: (user, body, key) => create(user, '/v1/changelly/create', body, key),
    readUrl,
    retried: {
      body: { from_currency: 'btc', from_amount: '0.01' },
      credited: '597',
      changed: { from_currency: 'btc', from_amount: '0.02' },
    },
    invalid: [
      ['no amount', { from_currency: 'btc' }],
      ['an amount that is not one', { from_currency: 'btc', from_amount: 'ten' }],
      [
        'a fixed rate without its rate id',
        { from_currency: 'btc', from_amount: '0.01', refund_address: refund },
        '/v1/changelly/create-fix',
      ],
      [
        'a fixed rate without a refund address',
        { from_currency: 'btc', from_amount: '0.01', rate_id: 'r1' },
        '/v1/changelly/create-fix',
      ],
    ],
    failing: {
      /** At a fixed rate, which keeps the quote; the sandbox fails an amount ending in .13. */
      open: async (user) => {
        const quote = await getOk(t, user, '/v1/changelly/fix-amount?from_currency=eth&from_amount=0.13');
        const swap = await create(user, '/v1/changelly/create-fix', {
          from_currency: 'eth',
          from_amount: '0.13',
          rate_id: quote.rate_id,
          refund_address: refund,
        });
        expect(swap.payment.amount).toBe('390');
        return swap;
      },
      reason: 'Changelly',
    },
    rule: {
      tooLow: { from_currency: 'btc', from_amount: '0.0005' },
      tooHigh: { from_currency: 'btc', from_amount: '1' },
      allowed: { from_currency: 'btc', from_amount: '0.001' },
    },
    othersSee: {
      urls: (swap) => [readUrl(swap.payment.id), `/v1/changelly/status/${swap.provider_transaction_id}`],
    },
  });
});
