import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { getBalances } from '../../ledger';
import { createTrader, type Trader } from '../../trading/testing';
import {
  createOpenIpo,
  createTestOffering,
  indicateInterest,
  investorPost,
  listCommitments,
  moveTestOffering,
  offeringCall,
} from '../offerings.test-factories';

const otherHost = 'offerings-pricing-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other Pricing Domain' } });

const newAdmin = (host?: string) => createSignedInUser(t, { roles: ['admin'], host });
const price = (user: { token: string; host?: string }, id: string, body: object) =>
  investorPost(t, user, `/v1/admin/offerings/${id}/price`, body);

async function usd(investor: Trader) {
  const row = (await getBalances(t.context.database.db, investor.tenantId, investor.id)).find(
    (balance) => balance.asset === 'USD',
  );
  return { available: row?.availableUnits ?? 0n, held: row?.heldUnits ?? 0n };
}

describe('pricing an ipo', () => {
  it('confirms indications at or above the price at that price, and releases the others whole', async () => {
    const admin = await newAdmin();
    const id = await createOpenIpo(t, admin);
    const [ada, bob, cy] = (await Promise.all([1, 2, 3].map(() => createTrader(t, { USD: '2000' })))) as [
      Trader,
      Trader,
      Trader,
    ];
    await indicateInterest(t, ada, id, 100, '12');
    await indicateInterest(t, bob, id, 50, '10');
    await indicateInterest(t, cy, id, 30, '9');
    expect(await usd(ada)).toEqual({ available: 80_000n, held: 120_000n });

    const response = await price(admin, id, { price_per_share: '10' });
    expect(response.statusCode, response.body).toBe(200);
    const priced = response.json().payload;
    expect(priced).toMatchObject({ state: 'priced', price_per_share: '10', price_range: { low: '8', high: '12' } });
    expect(priced.history.at(-1)).toMatchObject({
      from: 'open',
      to: 'priced',
      actor_id: admin.id,
      reason: 'priced at 10 USD a share',
    });

    expect(await usd(ada)).toEqual({ available: 100_000n, held: 100_000n });
    expect(await usd(bob)).toEqual({ available: 150_000n, held: 50_000n });
    expect(await usd(cy)).toEqual({ available: 200_000n, held: 0n });
    expect((await listCommitments(t, ada))[0]).toMatchObject({
      status: 'active',
      share_qty: '100',
      price_share: '10',
      max_price: '12',
      amount: '1000',
      refund: null,
      cancellable_until: null,
    });
    expect((await listCommitments(t, cy))[0]).toMatchObject({
      status: 'priced_out',
      price_share: '9',
      amount: '270',
      refund: '270',
    });
    await t.drainOutbox();
    const [told, ...more] = t.mail.to(cy.email);
    expect(more).toEqual([]);
    expect(told?.subject).toMatch(/ priced above your maximum$/);
    expect(told?.raw).toContain('priced at 10 USD a share, above the 9 USD you set as your maximum');
    expect(told?.raw).toContain('The 270 USD set aside for it is back in your available balance');
    expect(t.mail.to(ada.email).filter((mail) => mail.subject.includes('priced above'))).toEqual([]);
  });

  it('answers the same price again unchanged, and refuses another price once priced', async () => {
    const admin = await newAdmin();
    const id = await createOpenIpo(t, admin);
    const ada = await createTrader(t, { USD: '2000' });
    await indicateInterest(t, ada, id, 100, '11');
    const [first, again] = await Promise.all([
      price(admin, id, { price_per_share: '9.5' }),
      price(admin, id, { price_per_share: '9.50' }),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().payload.history).toEqual(first.json().payload.history);
    expect(await usd(ada)).toEqual({ available: 105_000n, held: 95_000n });

    const other = await price(admin, id, { price_per_share: '10' });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This offering is priced at 9.5 USD already');
    expect(await usd(ada)).toEqual({ available: 105_000n, held: 95_000n });

    const late = await investorPost(t, ada, '/v1/ipo/subscription_form/create', {
      step: 'amount',
      ipo_id: id,
      share_qty: 10,
      price_share: '10',
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('This offering is not taking commitments now');
  });

  it('refuses a price outside the range, a bad body, and a fixed-price offering, changing nothing', async () => {
    const admin = await newAdmin();
    const id = await createOpenIpo(t, admin);
    const outside = await price(admin, id, { price_per_share: '12.01' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors.price_per_share[0]).toMatch(/^Price within the marketed range, 8 USD to 12 USD/);
    for (const body of [{}, { price_per_share: 'ten' }, { price_per_share: '-1' }, { price_per_share: '10', at: 1 }]) {
      expect((await price(admin, id, body)).statusCode).toBe(400);
    }
    const regCf = await createTestOffering(t, admin);
    await moveTestOffering(t, admin, regCf, 'open');
    const fixed = await price(admin, regCf, { price_per_share: '2.5' });
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json().message).toBe('A reg_cf offering has a fixed price; only an ipo is priced');
    const draft = await createOpenIpo(t, admin);
    await moveTestOffering(t, admin, draft, 'cancelled');
    expect((await price(admin, draft, { price_per_share: '10' })).json().message).toBe(
      'An offering that is cancelled cannot be priced',
    );
    expect((await offeringCall(t, admin, 'GET', `/v1/admin/offerings/${id}`)).json().payload.state).toBe('open');
  });

  it('is for administrators of the domain only', async () => {
    const admin = await newAdmin();
    const id = await createOpenIpo(t, admin);
    const investor = await createTrader(t, { USD: '100' });
    expect((await price(investor, id, { price_per_share: '10' })).statusCode).toBe(403);
    const foreign = { ...(await newAdmin(otherHost)), host: otherHost };
    expect((await price(foreign, id, { price_per_share: '10' })).statusCode).toBe(404);
    expect((await offeringCall(t, admin, 'GET', `/v1/admin/offerings/${id}`)).json().payload.state).toBe('open');
  });
});
