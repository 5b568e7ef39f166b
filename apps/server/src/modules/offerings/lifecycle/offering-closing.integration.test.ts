import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { getAccountBalance, getBalances, getOrCreateAccount, offeringEscrowPurpose, reconcile } from '../../ledger';
import { createTrader, placeOrder, type Trader } from '../../trading/testing';
import {
  commitTo,
  createTestOffering,
  investorPost,
  moveTestOffering,
  offeringCall,
} from '../offerings.test-factories';

const t = useTestApp();

const post = (user: { token: string }, url: string, payload: object) => investorPost(t, user, url, payload);

async function commit(investor: Trader, ipoId: string, shares: number) {
  const response = await commitTo(t, investor, ipoId, shares, '2');
  expect(response.statusCode, response.body).toBe(200);
}

const minute = 60_000;

/** An open offering at 2 a share that needs 400 and takes at most 1,000, closing in ten minutes. */
async function offeringWithCommitments(shares: number[]) {
  const admin = await createSignedInUser(t, { roles: ['admin'] });
  const id = await createTestOffering(t, admin, {
    price_per_share: '2',
    min_investment: '10',
    max_investment: null,
    target_raise: '400',
    max_raise: '1000',
    opens_at: new Date(t.clock.now().getTime() - 60 * minute).toISOString(),
    closes_at: new Date(t.clock.now().getTime() + 10 * minute).toISOString(),
  });
  await moveTestOffering(t, admin, id, 'open');
  const investors: Trader[] = [];
  for (const count of shares) {
    const investor = await createTrader(t, { USD: '1000' });
    await commit(investor, id, count);
    investors.push(investor);
  }
  return { admin, id, investors };
}

async function balance(investor: Trader, asset: string) {
  const row = (await getBalances(t.context.database.db, investor.tenantId, investor.id)).find(
    (item) => item.asset === asset,
  );
  return { available: row?.availableUnits ?? 0n, held: row?.heldUnits ?? 0n };
}

const close = (admin: { token: string }, id: string) => post(admin, `/v1/admin/offerings/${id}/close`, {});

describe('closing an offering', () => {
  it('funds one that reached its target: the money goes to escrow and each investor gets their shares', async () => {
    t.clock.set(new Date());
    const { admin, id, investors } = await offeringWithCommitments([150, 100]);
    const offering = (await offeringCall(t, admin, 'GET', `/v1/admin/offerings/${id}`)).json().payload;
    t.clock.advance(10 * minute);
    const [first, second] = await Promise.all([close(admin, id), close(admin, id)]);
    for (const response of [first, second]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().payload.state).toBe('funded');
    }
    expect(first.json().payload.history.map((change: { to: string }) => change.to)).toEqual([
      'open',
      'closing',
      'funded',
    ]);
    const [ada, bob] = investors as [Trader, Trader];
    expect(await balance(ada, 'USD')).toEqual({ available: 70_000n, held: 0n });
    expect(await balance(ada, offering.asset)).toEqual({ available: 150n * 10n ** 8n, held: 0n });
    expect(await balance(bob, offering.asset)).toEqual({ available: 100n * 10n ** 8n, held: 0n });
    const mine = await call(t.api, { method: 'GET', url: '/v1/ipo/subscriptions', token: ada.token });
    expect(mine.json().payload.items[0]).toMatchObject({ status: 'settled', cancellable_until: null });
    const { db } = t.context.database;
    const escrow = await getOrCreateAccount(db, ada.tenantId, {
      owner: { kind: 'system' },
      asset: 'USD',
      purpose: offeringEscrowPurpose(id),
    });
    expect(await getAccountBalance(db, ada.tenantId, escrow)).toBe(50_000n);

    const home = (await call(t.api, { method: 'GET', url: '/v1/reports/portfolio', token: ada.token })).json().payload;
    expect(home.positions).toContainEqual(
      expect.objectContaining({ asset: offering.asset, quantity: '150', cost_basis: '300', average_cost: '2' }),
    );
    expect(home.totals.net_deposits).toBe('1000');
    expect(home.cash).toContainEqual(expect.objectContaining({ asset: 'USD', total: '700' }));

    await t.drainOutbox();
    const [told, ...more] = t.mail.to(ada.email);
    expect(more).toEqual([]);
    expect(told?.subject).toBe(`Your investment in ${offering.name} is complete`);
    expect(told?.raw).toContain(`your 150 ${offering.asset} shares at 2 USD each (300 USD) are in your portfolio`);
    expect(t.mail.to(bob.email).map((mail) => mail.subject)).toEqual([
      `Your investment in ${offering.name} is complete`,
    ]);
  });

  it('finishes a closing cut short: the offering stays closing, its money held, until the schedule settles it once', async () => {
    t.clock.set(new Date());
    const { admin, id, investors } = await offeringWithCommitments([150, 100]);
    const [ada, bob] = investors as [Trader, Trader];
    const offering = (await offeringCall(t, admin, 'GET', `/v1/admin/offerings/${id}`)).json().payload;
    t.clock.advance(10 * minute);
    const { db } = t.context.database;
    // The database refuses every settlement, as one lost mid-closing would.
    await db.execute(sql`create function refuse_settling() returns trigger language plpgsql as $$
      begin raise exception 'the database went away'; end; $$`);
    await db.execute(sql`create trigger refuse_settling before update on offering_subscriptions
      for each row when (new.status = 'settled') execute function refuse_settling()`);
    try {
      expect((await close(admin, id)).statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_settling on offering_subscriptions`);
      await db.execute(sql`drop function refuse_settling()`);
    }
    expect((await offeringCall(t, admin, 'GET', `/v1/admin/offerings/${id}`)).json().payload.state).toBe('closing');
    expect(await balance(ada, 'USD')).toEqual({ available: 70_000n, held: 30_000n });
    expect(await balance(ada, offering.asset)).toEqual({ available: 0n, held: 0n });
    const mine = await call(t.api, { method: 'GET', url: '/v1/ipo/subscriptions', token: ada.token });
    const [commitment] = mine.json().payload.items;
    expect(commitment).toMatchObject({ status: 'active', cancellable_until: null });
    expect((await post(ada, `/v1/ipo/subscriptions/${commitment.id}/cancel`, {})).statusCode).toBe(422);

    expect(await t.context.offerings.schedule.runOnce()).toBe(1);
    expect(await t.context.offerings.schedule.runOnce()).toBe(0);
    const closed = (await offeringCall(t, admin, 'GET', `/v1/admin/offerings/${id}`)).json().payload;
    expect(closed.state).toBe('funded');
    expect(closed.history.map((change: { to: string }) => change.to)).toEqual(['open', 'closing', 'funded']);
    expect(await balance(ada, 'USD')).toEqual({ available: 70_000n, held: 0n });
    expect(await balance(ada, offering.asset)).toEqual({ available: 150n * 10n ** 8n, held: 0n });
    expect(await balance(bob, offering.asset)).toEqual({ available: 100n * 10n ** 8n, held: 0n });
    expect((await reconcile(db)).mismatches).toEqual([]);
  });

  it('fails one that missed its target and gives every investor their money back', async () => {
    const { admin, id, investors } = await offeringWithCommitments([50, 60]);
    t.clock.advance(10 * minute);
    const response = await close(admin, id);
    expect(response.json().payload.state).toBe('failed');
    for (const investor of investors) {
      expect(await balance(investor, 'USD')).toEqual({ available: 100_000n, held: 0n });
      const mine = await call(t.api, { method: 'GET', url: '/v1/ipo/subscriptions', token: investor.token });
      expect(mine.json().payload.items[0].status).toBe('released');
    }
    await t.drainOutbox();
    const [ada] = investors as [Trader];
    const [told] = t.mail.to(ada.email);
    expect(told?.subject).toMatch(/ did not reach its target$/);
    expect(told?.raw).toContain('The 100 USD set aside for your commitment is back in your available balance');
    expect((await close(admin, id)).json().payload.history).toHaveLength(3);
  });

  it('closes early only when fully subscribed, and only for an administrator of the domain', async () => {
    const { admin, id, investors } = await offeringWithCommitments([150]);
    const early = await close(admin, id);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toMatch(/^This offering closes at .+; before then only when fully subscribed$/);
    expect((await close(investors[0] as Trader, id)).statusCode).toBe(403);
    const late = await createTrader(t, { USD: '1000' });
    await commit(late, id, 350);
    const full = await close(admin, id);
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().payload.state).toBe('funded');
    expect((await moveTestOffering(t, admin, id, 'cancelled')).statusCode).toBe(409);
  });

  it('lists a funded offering: its shares trade on the exchange, and only once it is funded', async () => {
    t.clock.set(new Date('2026-03-02T12:00:00Z'));
    const { admin, id, investors } = await offeringWithCommitments([250]);
    const asset = (await offeringCall(t, admin, 'GET', `/v1/admin/offerings/${id}`)).json().payload.asset;
    const early = await post(admin, `/v1/admin/offerings/${id}/list`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('An offering that is open cannot list: it must be funded first');
    t.clock.advance(10 * minute);
    expect((await close(admin, id)).json().payload.state).toBe('funded');

    const [first, again] = [
      await post(admin, `/v1/admin/offerings/${id}/list`, {}),
      await post(admin, `/v1/admin/offerings/${id}/list`, {}),
    ];
    expect(first.json().payload.state).toBe('listed');
    expect(again.json().payload.history).toEqual(first.json().payload.history);
    const markets = (await call(t.trading, { method: 'GET', url: '/api/currencies' })).json().payload;
    expect(markets.map((market: { Symbol: string }) => market.Symbol)).toContain(`${asset}-USD`);
    const holder = investors[0] as Trader;
    const order = await placeOrder(t, holder, {
      ShareName: `${asset}-USD`,
      Side: 2,
      OrderType: 2,
      TimeInForce: 1,
      Price: '2.5',
      Quantity: '100',
    });
    expect(order).toMatchObject({ ShareName: `${asset}-USD`, Side: 2 });
    expect(await balance(holder, asset)).toEqual({ available: 150n * 10n ** 8n, held: 100n * 10n ** 8n });
  });
});
