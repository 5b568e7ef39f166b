import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { getBalances } from '../../ledger';
import { createTrader, type Trader } from '../../trading/testing';
import { createTestOffering, investorPost, moveTestOffering, signForm, submitForm } from '../offerings.test-factories';

const t = useTestApp({ tenants: { 'subscriptions-other.test': 'Other Subscriptions Domain' } });

/** An open reg_cf offering at 2.50 a share: 100 to 10,000 per investor, 1,000,000 at most in all. */
async function openOffering(overrides: Record<string, unknown> = {}) {
  const admin = await createSignedInUser(t, { roles: ['admin'] });
  const id = await createTestOffering(t, admin, {
    opens_at: '2026-03-01T00:00:00Z',
    closes_at: '2026-03-31T00:00:00Z',
    ...overrides,
  });
  expect((await moveTestOffering(t, admin, id, 'open')).statusCode).toBe(200);
  return { id, admin };
}

const post = (investor: Trader, url: string, payload: object, key?: string) =>
  investorPost(t, investor, url, payload, key);
const fillForm = (investor: Trader, ipoId: string, shares: number) => signForm(t, investor, ipoId, shares);
const submit = (investor: Trader, body: { ipo_id?: string; price_share: string; share_qty: number }, key?: string) =>
  submitForm(t, investor, body, key);

async function usd(investor: Trader) {
  const balance = (await getBalances(t.context.database.db, investor.tenantId, investor.id)).find(
    (row) => row.asset === 'USD',
  );
  return { available: balance?.availableUnits ?? 0n, held: balance?.heldUnits ?? 0n };
}

describe('the subscription form', () => {
  it('is saved step by step, shows only the end of the tax number, and is signed last', async () => {
    const { id } = await openOffering();
    const investor = await createTrader(t, { USD: '1000' });
    const first = await post(investor, '/v1/ipo/subscription_form/create', {
      step: 'amount',
      ipo_id: id,
      share_qty: '40',
    });
    expect(first.json().payload).toMatchObject({
      share_qty: '40',
      price_share: '2.5',
      amount: '100',
      next_step: 'tax',
    });
    const form = await fillForm(investor, id, 40);
    expect(form).toMatchObject({ tax_no_last4: '6789', signer_name: 'Grace Hopper', next_step: 'submit' });
    expect(JSON.stringify(form)).not.toContain('123-45');

    const changed = await post(investor, '/v1/ipo/subscription_form/create', {
      step: 'amount',
      ipo_id: id,
      share_qty: 80,
    });
    expect(changed.json().payload).toMatchObject({ amount: '200', signed_at: null, next_step: 'agreement' });
  });

  it('is found again half-way by its own investor only, until it is submitted', async () => {
    const { id } = await openOffering();
    const investor = await createTrader(t, { USD: '1000' });
    const saved = (who: Trader, ipoId = id, host?: string) =>
      call(t.api, { method: 'GET', url: `/v1/ipo/${ipoId}/subscription_form`, token: who.token, host });
    expect((await saved(investor)).json().payload).toBeNull();
    await post(investor, '/v1/ipo/subscription_form/create', { step: 'amount', ipo_id: id, share_qty: '40' });
    await post(investor, '/v1/ipo/subscription_form/create', { step: 'tax', ipo_id: id, tax_no: '123-45-6789' });
    const halfWay = await saved(investor);
    expect(halfWay.statusCode, halfWay.body).toBe(200);
    expect(halfWay.json().payload).toEqual({
      ipo_id: id,
      share_qty: '40',
      price_share: '2.5',
      amount: '100',
      tax_no_last4: '6789',
      signer_name: null,
      signed_at: null,
      next_step: 'agreement',
    });
    expect(halfWay.body).not.toContain('123-45');

    const other = await createTrader(t, { USD: '10' });
    expect((await saved(other)).json().payload).toBeNull();
    const foreign = await createTrader(t, { USD: '10' }, 'subscriptions-other.test');
    expect((await saved(foreign, id, 'subscriptions-other.test')).statusCode).toBe(404);
    expect((await saved(investor, 'not-an-id')).statusCode).toBe(400);
    expect((await saved(investor, randomUUID())).statusCode).toBe(404);

    await fillForm(investor, id, 40);
    expect((await submit(investor, { price_share: '2.5', share_qty: 40 })).statusCode).toBe(200);
    expect((await saved(investor)).json().payload).toBeNull();
  });

  it('refuses shares under the minimum or over the maximum investment with the limit', async () => {
    const { id } = await openOffering();
    const investor = await createTrader(t, { USD: '100000' });
    const under = await post(investor, '/v1/ipo/subscription_form/create', {
      step: 'amount',
      ipo_id: id,
      share_qty: 39,
    });
    expect(under.statusCode).toBe(400);
    expect(under.json().errors.share_qty).toEqual(['The minimum investment is 100 USD']);
    const over = await post(investor, '/v1/ipo/subscription_form/create', {
      step: 'amount',
      ipo_id: id,
      share_qty: 4001,
    });
    expect(over.json().errors.share_qty).toEqual(['The maximum investment is 10000 USD']);
    for (const share_qty of ['1.5', 0, -3, '1e3', 'many']) {
      const response = await post(investor, '/v1/ipo/subscription_form/create', {
        step: 'amount',
        ipo_id: id,
        share_qty,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it("refuses a step without its own fields, or with another step's, naming the field", async () => {
    const { id } = await openOffering();
    const investor = await createTrader(t, { USD: '1000' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ step: 'amount', ipo_id: id }, 'share_qty', 'Enter a whole number of shares, such as 40'],
      [{ step: 'tax', ipo_id: id, share_qty: 40 }, 'share_qty', 'share_qty belongs to another step of the form'],
      [
        { step: 'agreement', ipo_id: id, signer_name: 'Grace Hopper' },
        'agreed',
        'Read and accept the subscription agreement to sign it',
      ],
      [{ step: 'review', ipo_id: id }, 'step', 'Choose the step: amount, tax or agreement'],
    ];
    for (const [body, field, message] of cases) {
      const response = await post(investor, '/v1/ipo/subscription_form/create', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toEqual([message]);
    }
  });

  it('takes no commitment to an offering that is not open, nor one for accredited investors only', async () => {
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const investor = await createTrader(t, { USD: '1000' });
    const upcoming = await createTestOffering(t, admin);
    await moveTestOffering(t, admin, upcoming, 'upcoming');
    const notOpen = await post(investor, '/v1/ipo/subscription_form/create', {
      step: 'amount',
      ipo_id: upcoming,
      share_qty: 40,
    });
    expect(notOpen.statusCode).toBe(422);
    expect(notOpen.json().message).toBe('This offering is not taking commitments now');

    const { id: accredited } = await openOffering({ accredited_only: true });
    const refused = await post(investor, '/v1/ipo/subscription_form/create', {
      step: 'amount',
      ipo_id: accredited,
      share_qty: 40,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This offering is open to accredited investors only');

    const draft = await createTestOffering(t, admin);
    const hidden = await post(investor, '/v1/ipo/subscription_form/create', {
      step: 'amount',
      ipo_id: draft,
      share_qty: 40,
    });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('POST /v1/ipo/subscription_form/submit', () => {
  it('holds the money of a signed form in the ledger and lists the commitment', async () => {
    const { id } = await openOffering();
    const investor = await createTrader(t, { USD: '1000' });
    await fillForm(investor, id, 40);
    const response = await submit(investor, { price_share: '2.50', share_qty: 40 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toMatchObject({
      ipo_id: id,
      share_qty: '40',
      price_share: '2.5',
      amount: '100',
      status: 'active',
      cancellable_until: '2026-03-29T00:00:00.000Z',
    });
    expect(await usd(investor)).toEqual({ available: 90_000n, held: 10_000n });
    const mine = await call(t.api, { method: 'GET', url: '/v1/ipo/subscriptions', token: investor.token });
    expect(mine.json().payload.items.map((item: { id: string }) => item.id)).toEqual([response.json().payload.id]);
  });

  it('answers a retried submit with the same commitment and holds the money once', async () => {
    const { id } = await openOffering();
    const investor = await createTrader(t, { USD: '1000' });
    await fillForm(investor, id, 40);
    const key = randomUUID();
    const first = await submit(investor, { price_share: '2.5', share_qty: 40 }, key);
    const again = await submit(investor, { price_share: '2.5', share_qty: 40 }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().payload.id).toBe(first.json().payload.id);
    const newKey = await submit(investor, { price_share: '2.5', share_qty: 40 });
    expect(newKey.json().message).toBe('Fill in the subscription form first');
    expect(await usd(investor)).toEqual({ available: 90_000n, held: 10_000n });
    const missingKey = await call(t.api, {
      method: 'POST',
      url: '/v1/ipo/subscription_form/submit',
      token: investor.token,
      payload: { price_share: '2.5', share_qty: 40, tax_no: '123-45-6789' },
    });
    expect(missingKey.statusCode).toBe(400);
  });

  it('refuses more than the investor has with INS-1 and holds nothing', async () => {
    const { id } = await openOffering();
    const investor = await createTrader(t, { USD: '99.99' });
    await fillForm(investor, id, 40);
    const response = await submit(investor, { price_share: '2.5', share_qty: 40 });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('INS-1');
    expect(await usd(investor)).toEqual({ available: 9_999n, held: 0n });
    const mine = await call(t.api, { method: 'GET', url: '/v1/ipo/subscriptions', token: investor.token });
    expect(mine.json().payload.total).toBe(0);
  });

  it('commits only what was signed, and only after signing', async () => {
    const { id } = await openOffering();
    const investor = await createTrader(t, { USD: '1000' });
    const unsigned = await post(investor, '/v1/ipo/subscription_form/create', {
      step: 'amount',
      ipo_id: id,
      share_qty: 40,
    });
    expect(unsigned.statusCode).toBe(200);
    const early = await submit(investor, { ipo_id: id, price_share: '2.5', share_qty: 40 });
    expect(early.json().message).toBe('Sign the subscription agreement first');
    await fillForm(investor, id, 40);
    const different = await submit(investor, { ipo_id: id, price_share: '2.5', share_qty: 41 });
    expect(different.statusCode).toBe(422);
    expect(different.json().message).toBe('These values differ from the form you signed: sign it again with them');
    expect(await usd(investor)).toEqual({ available: 100_000n, held: 0n });
  });

  it('replaces a commitment with a new amount, releasing the old hold in the same step', async () => {
    const { id } = await openOffering();
    const investor = await createTrader(t, { USD: '1000' });
    await fillForm(investor, id, 40);
    const first = (await submit(investor, { price_share: '2.5', share_qty: 40 })).json().payload;
    t.clock.advance(60_000);
    await fillForm(investor, id, 200);
    const second = await submit(investor, { price_share: '2.5', share_qty: 200 });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().payload.amount).toBe('500');
    expect(await usd(investor)).toEqual({ available: 50_000n, held: 50_000n });
    const mine = (await call(t.api, { method: 'GET', url: '/v1/ipo/subscriptions', token: investor.token })).json()
      .payload.items as { id: string; status: string }[];
    expect(mine.map((item) => [item.id, item.status])).toEqual([
      [second.json().payload.id, 'active'],
      [first.id, 'cancelled'],
    ]);
  });

  // Two hundred investors sign up and fill in their forms first: allowed more than the usual 30 seconds.
  it("lets 200 concurrent commitments fill room for 100, never past the maximum raise nor any investor's balance", async () => {
    const { id } = await openOffering({ target_raise: '200', max_raise: '10000', max_investment: null });
    const investors: Trader[] = [];
    for (let batch = 0; batch < 10; batch += 1) {
      const funds = batch < 7 ? '1000' : '60';
      investors.push(...(await Promise.all(Array.from({ length: 20 }, () => createTrader(t, { USD: funds })))));
    }
    for (let at = 0; at < investors.length; at += 20) {
      await Promise.all(investors.slice(at, at + 20).map((investor) => fillForm(investor, id, 40)));
    }
    const responses = await Promise.all(
      investors.map((investor) => submit(investor, { price_share: '2.5', share_qty: 40 })),
    );
    const accepted = responses.filter((response) => response.statusCode === 200);
    expect(accepted).toHaveLength(100);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) {
      expect(refused.statusCode).toBe(422);
      expect(['This offering is fully subscribed', 'Insufficient funds']).toContain(refused.json().message);
    }
    let held = 0n;
    for (const [index, investor] of investors.entries()) {
      const balance = await usd(investor);
      const funds = index < 140 ? 100_000n : 6_000n;
      expect(balance.available + balance.held).toBe(funds);
      expect(balance.held === 0n || balance.held === 10_000n).toBe(true);
      held += balance.held;
    }
    expect(held).toBe(1_000_000n);
  }, 300_000);
});

describe('cancelling a commitment', () => {
  it('releases the money, and a second cancel changes nothing', async () => {
    const { id } = await openOffering();
    const investor = await createTrader(t, { USD: '1000' });
    await fillForm(investor, id, 40);
    const commitment = (await submit(investor, { price_share: '2.5', share_qty: 40 })).json().payload;
    const cancel = () => post(investor, `/v1/ipo/subscriptions/${commitment.id}/cancel`, {});
    const [first, second] = await Promise.all([cancel(), cancel()]);
    for (const response of [first, second]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().payload).toMatchObject({ status: 'cancelled', cancellable_until: null });
    }
    expect(await usd(investor)).toEqual({ available: 100_000n, held: 0n });
  });

  it('is refused for Reg CF within 48 hours of the deadline, and for another investor', async () => {
    const { id } = await openOffering({ closes_at: '2026-03-04T00:00:00Z' });
    const investor = await createTrader(t, { USD: '1000' });
    await fillForm(investor, id, 40);
    const commitment = (await submit(investor, { price_share: '2.5', share_qty: 40 })).json().payload;
    expect(commitment.cancellable_until).toBeNull();
    const late = await post(investor, `/v1/ipo/subscriptions/${commitment.id}/cancel`, {});
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('This commitment can no longer be cancelled');

    const { id: later } = await openOffering();
    await fillForm(investor, later, 40);
    const open = (await submit(investor, { price_share: '2.5', share_qty: 40 })).json().payload;
    const stranger = await createTrader(t, { USD: '1000' });
    expect((await post(stranger, `/v1/ipo/subscriptions/${open.id}/cancel`, {})).statusCode).toBe(404);
    expect((await post(stranger, '/v1/ipo/subscriptions/not-an-id/cancel', {})).statusCode).toBe(400);
    expect(await usd(investor)).toEqual({ available: 80_000n, held: 20_000n });
  });
});
