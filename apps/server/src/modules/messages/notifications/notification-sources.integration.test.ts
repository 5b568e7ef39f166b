import type { ServerMessage } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { inTransaction } from '../../../platform/db/transaction';
import { enqueueEvent } from '../../../platform/events/outbox';
import { createSignedInUser } from '../../auth/testing';
import { type PaymentUpdatedEvent, paymentUpdatedTopic } from '../../funding';
import {
  cardPaymentBody,
  createFundingInvestor,
  createInvestorWithBank,
  createWithdrawalTenant,
  depositByCard,
  newKey,
  paymentsOf,
  postWithKey,
} from '../../funding/testing';
import { commitTo, createTestOffering, moveTestOffering, offeringCall } from '../../offerings/testing';
import { createInvestor } from '../../onboarding/testing';
import {
  createMarketWithTraders,
  createTrader,
  isReply,
  onChannel,
  placeOrder,
  type Trader,
  useSockets,
} from '../../trading/testing';
import { createAdmin, createTestProposal, holdersOf } from '../../voting/testing';
import { notificationsOf } from './notifications.test-factories';

/**
 * The notification centre hears of other modules' events through the worker's outbox relay: each
 * event makes one notification for each user it concerns, however often it is relayed, and the
 * user's open websocket gets it once it has committed.
 */

const withdrawalsHost = 'notified-withdrawals.test';
const t = useTestApp({}, async () => {
  await createWithdrawalTenant(t, withdrawalsHost);
});
const sockets = useSockets(t);

const minute = 60_000;

/** The user's notifications of `kind`, newest first, once the relay has run dry. */
async function notified(user: { token: string; host?: string; id: string; tenantId: string }, kind?: string) {
  await t.drainOutbox();
  const { items } = await notificationsOf(t, user);
  return kind ? items.filter((item) => item.kind === kind) : items;
}

const isNotification = (message: ServerMessage) =>
  onChannel('notifications')(message) &&
  'data' in message &&
  (message.data as { type: string }).type === 'notification';

describe('notifications made from payments', () => {
  it('tell the owner once that a card deposit was credited, live on their websocket, and no one else', async () => {
    const user = await createFundingInvestor(t);
    const other = await createFundingInvestor(t);
    const socket = await sockets.connect();
    expect(await socket.request({ op: 'auth', token: user.token }, (message) => 'op' in message)).toEqual({
      op: 'authenticated',
    });
    await socket.request({ op: 'subscribe', channel: 'notifications' }, isReply('subscribed', 'notifications'));

    await depositByCard(t, user, '1250.5');
    const credited = await notified(user);
    expect(credited).toEqual([
      {
        id: expect.any(String),
        kind: 'deposit_credited',
        title: 'Deposit of 1,250.50 USD credited',
        body: 'Your card deposit of 1,250.50 USD is in your available balance.',
        link: '/funding/history',
        read_at: null,
        created_at: expect.any(String),
      },
    ]);
    expect(await socket.waitFor(isNotification)).toEqual({
      channel: 'notifications',
      data: { type: 'notification', notification: credited[0], unread: 1 },
    });

    const [payment] = await paymentsOf(t, user);
    if (!payment) throw new Error('no payment');
    const again: PaymentUpdatedEvent = { user_id: user.id, payment };
    await inTransaction(t.context.database.db, (tx) =>
      enqueueEvent(tx, { tenantId: user.tenantId, topic: paymentUpdatedTopic, payload: again }),
    );
    expect(await notified(user)).toHaveLength(1);
    await socket.roundTrip();
    expect(socket.received.filter(isNotification)).toHaveLength(1);
    expect(await notified(other)).toEqual([]);
  });

  it('tell the owner a declined card deposit failed, and why', async () => {
    const user = await createFundingInvestor(t);
    const body = await cardPaymentBody(t, user, { amount: '40', number: '4000000000000002' });
    expect((await postWithKey(t, user, '/v1/circle/payment', body)).statusCode).toBe(200);

    expect(await notified(user)).toEqual([
      expect.objectContaining({
        kind: 'deposit_failed',
        title: 'Deposit of 40.00 USD failed',
        body: 'Your card deposit of 40.00 USD did not go through; nothing was added to your balance. Reason: The card was declined by its issuer (sandbox)',
      }),
    ]);
  });

  it('tell the owner once that a withdrawal was sent, not that they asked for it', async () => {
    const user = await createInvestorWithBank(t, withdrawalsHost, { deposit: '200' });
    t.clock.advance(1000);
    const taken = await postWithKey(t, user, '/v1/trading/withdraw', { currency: 'USD', amount: '50' }, newKey());
    expect(taken.statusCode, taken.body).toBe(200);

    const sent = await notified(user, 'withdrawal_sent');
    expect(sent).toEqual([
      expect.objectContaining({ title: 'Withdrawal of 50.00 USD sent', link: '/funding/history' }),
    ]);
    expect(sent[0]?.body).toMatch(
      /^Your withdrawal of 50\.00 USD by bank transfer has been sent \(reference [\w-]+\)\.$/,
    );
    expect((await notified(user)).map((item) => item.kind)).toEqual(['withdrawal_sent', 'deposit_credited']);
  });
});

describe('notifications made from orders', () => {
  it('tell each trader once of each fill of their order: partly, then wholly', async () => {
    const { market, seller, buyer } = await createMarketWithTraders(t, { shares: '20', usd: '500' });
    const sell = { ShareName: market.symbol, Side: 2, OrderType: 2, Price: '10', Quantity: '5' };
    await placeOrder(t, seller, sell);
    expect(await notified(seller)).toEqual([]);

    await placeOrder(t, buyer, { ShareName: market.symbol, Side: 1, OrderType: 2, Price: '10', Quantity: '2' });
    expect(await notified(buyer)).toEqual([
      expect.objectContaining({
        kind: 'order_filled',
        title: `${market.symbol} buy order filled`,
        body: `Your buy order of 2.0000 ${market.baseAsset} on ${market.symbol} was filled at an average price of 10.0000 USD.`,
        link: `/trading/${market.symbol}`,
      }),
    ]);
    expect(await notified(seller)).toEqual([
      expect.objectContaining({
        kind: 'order_partially_filled',
        title: `${market.symbol} sell order partly filled`,
        body: `2.0000 ${market.baseAsset} of the 5.0000 ${market.baseAsset} of your sell order on ${market.symbol} are filled, at an average price of 10.0000 USD.`,
      }),
    ]);

    t.clock.advance(1000);
    await placeOrder(t, buyer, { ShareName: market.symbol, Side: 1, OrderType: 2, Price: '10', Quantity: '3' });
    expect((await notified(seller)).map((item) => [item.kind, item.title])).toEqual([
      ['order_filled', `${market.symbol} sell order filled`],
      ['order_partially_filled', `${market.symbol} sell order partly filled`],
    ]);
    expect(await notified(buyer)).toHaveLength(2);
  });
});

describe('notifications made from offerings', () => {
  it('tell those who asked that an offering opened, once', async () => {
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const [asked, silent] = [await createSignedInUser(t), await createSignedInUser(t)];
    const now = t.clock.now().getTime();
    const id = await createTestOffering(t, admin, {
      name: 'Nova Robotics Series A',
      opens_at: new Date(now + 5 * minute).toISOString(),
      closes_at: new Date(now + 600 * minute).toISOString(),
    });
    expect((await moveTestOffering(t, admin, id, 'upcoming')).statusCode).toBe(200);
    expect((await offeringCall(t, asked, 'POST', `/v1/ipo/${id}/notify`, { notify: true })).statusCode).toBe(200);

    t.clock.advance(5 * minute);
    await Promise.all([t.context.offerings.schedule.runOnce(), t.context.offerings.schedule.runOnce()]);
    expect(await notified(asked)).toEqual([
      expect.objectContaining({
        kind: 'offering_opened',
        title: 'Nova Robotics Series A is open for investment',
        body: `Nova Robotics Series A by Nova Robotics Inc. is open until ${new Date(now + 600 * minute).toISOString().slice(0, 19).replace('T', ' ')} UTC. You asked to hear when it opens.`,
        link: `/offerings/${id}`,
      }),
    ]);
    expect(await notified(silent)).toEqual([]);
  });

  it('tell each investor what came of their commitment when the offering closed', async () => {
    t.clock.set(new Date());
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const id = await createTestOffering(t, admin, {
      name: 'Orbit Farms',
      price_per_share: '2',
      min_investment: '10',
      max_investment: null,
      target_raise: '400',
      max_raise: '1000',
      opens_at: new Date(t.clock.now().getTime() - 60 * minute).toISOString(),
      closes_at: new Date(t.clock.now().getTime() + 10 * minute).toISOString(),
    });
    expect((await moveTestOffering(t, admin, id, 'open')).statusCode).toBe(200);
    const investors: Trader[] = [];
    for (const shares of [150, 100]) {
      const investor = await createTrader(t, { USD: '1000' });
      const committed = await commitTo(t, investor, id, shares, '2');
      expect(committed.statusCode, committed.body).toBe(200);
      investors.push(investor);
    }
    const offering = (await offeringCall(t, admin, 'GET', `/v1/admin/offerings/${id}`)).json().payload;
    t.clock.advance(10 * minute);
    const closed = await offeringCall(t, admin, 'POST', `/v1/admin/offerings/${id}/close`, {});
    expect(closed.statusCode, closed.body).toBe(200);

    const [ada, bob] = investors as [Trader, Trader];
    expect(await notified(ada, 'offering_closed')).toEqual([
      expect.objectContaining({
        title: 'Your investment in Orbit Farms is complete',
        body: `150 ${offering.asset} shares at 2.0000 USD each (300.0000 USD) are in your portfolio.`,
        link: '/offerings/investments',
      }),
    ]);
    expect(await notified(bob, 'offering_closed')).toEqual([
      expect.objectContaining({
        body: `100 ${offering.asset} shares at 2.0000 USD each (200.0000 USD) are in your portfolio.`,
      }),
    ]);
  });
});

describe('notifications made from votes and onboarding', () => {
  it('tell each holder once that a vote is put to them', async () => {
    const { asset, holders } = await holdersOf(t, ['60', '40']);
    const outsider = await createTrader(t);
    const proposal = await createTestProposal(t, await createAdmin(t), asset);

    for (const holder of holders) {
      expect(await notified(holder)).toEqual([
        expect.objectContaining({
          kind: 'vote_announced',
          title: `A vote for holders of ${asset}`,
          body: expect.stringContaining(
            `As a holder of ${asset} you may vote on "Approve the 2026 stock option plan" from `,
          ),
          link: `/votes/${proposal.id}`,
        }),
      ]);
    }
    expect(await notified(outsider)).toEqual([]);
  });

  it('tell the user when their account is refused, with the reason, and when it is approved', async () => {
    const investor = await createInvestor(t);
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    for (const [action, reason] of [
      ['refuse', 'The address does not match'],
      ['approve', 'Checked by hand'],
    ] as const) {
      t.clock.advance(1000);
      const reviewed = await call(t.api, {
        method: 'POST',
        url: `/v1/admin/onboarding/users/${investor.id}/review`,
        token: admin.token,
        payload: { action, reason },
      });
      expect(reviewed.statusCode, reviewed.body).toBe(200);
      await t.drainOutbox();
    }

    expect(await notified(investor)).toEqual([
      expect.objectContaining({
        kind: 'account_approved',
        title: 'Your account is approved',
        body: 'Our team has approved your account.',
        link: '/dashboard',
      }),
      expect.objectContaining({
        kind: 'account_refused',
        title: 'Your account was not approved',
        body: 'Our team could not approve your account. Reason: The address does not match',
        link: null,
      }),
    ]);
  });
});
