import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, defaultTestHost, type TestApp, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { depositByCard } from '../../funding/testing';
import { reconcile } from '../../ledger';
import { usdCents } from '../gift-cards/gift-cards.test-factories';
import { invite, invitedInvestor, referralCodeFromMail } from '../invites/invites.test-factories';
import { bonusesDue, bonusOf, payBonus } from './user-bonuses.test-factories';

const otherHost = 'bonuses-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other Capital' } });

const rewards = { referral_reward: '25', referral_welcome_reward: '10' };

async function setPayout(payout: 'automatic' | 'approval' | null) {
  const tenant = await t.context.tenants.resolveTenant(defaultTestHost);
  await t.context.tenants.updateSettings(tenant.id, {
    configs: payout ? { ...rewards, reward_payout: payout } : rewards,
  });
}

/** An inviter and the investor they invited, after the invitee's first deposit of 100 USD. */
async function referredAndFunded(app: TestApp) {
  const inviter = await createSignedInUser(app);
  const email = `funded-${randomUUID()}@example.com`;
  await invite(app, inviter, { email });
  const invitee = await invitedInvestor(app, await referralCodeFromMail(app, email), { email });
  await depositByCard(app, invitee, '100');
  return { inviter, invitee };
}

const admin = () => createSignedInUser(t, { roles: ['admin'] });

const notificationsOf = async (user: { token: string }, kind: string) =>
  (await call(t.api, { method: 'GET', url: '/v1/notifications', token: user.token }))
    .json()
    .payload.items.filter((item: { kind: string }) => item.kind === kind);

async function paymentCount(user: { id: string }) {
  const result = (await t.context.database.db.execute(
    sql`select count(*)::int as n from user_bonus_payments p
        join ledger_transactions l on l.tenant_id = p.tenant_id and l.idempotency_key = 'user_bonus:' || p.id
        where p.user_id = ${user.id}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
}

const expectLedgerBalanced = async () => expect((await reconcile(t.context.database.db)).mismatches).toEqual([]);

describe('user bonuses, when the domain pays referral rewards on approval', () => {
  it('makes both referral rewards a bonus due at the first deposit, pays nothing, and says it awaits approval', async () => {
    await setPayout('approval');
    const { inviter, invitee } = await referredAndFunded(t);
    await depositByCard(t, invitee, '50');
    expect(await usdCents(t, inviter)).toBe(0n);
    expect(await usdCents(t, invitee)).toBe(15_000n);

    const due = await bonusesDue(t, await admin());
    const mine = due.filter((bonus) => bonus.id === inviter.id || bonus.id === invitee.id);
    expect(mine).toEqual([
      expect.objectContaining({ id: inviter.id, email: inviter.email, amount_due: '25', last_bonus_date: null }),
      expect.objectContaining({ id: invitee.id, first_name: 'Ada', amount_due: '10', last_bonus_date: null }),
    ]);

    expect(await notificationsOf(inviter, 'referral_reward')).toEqual([
      expect.objectContaining({
        body: 'Ada, whom you invited, made their first deposit: 25.00 USD will be added to your available balance once approved.',
      }),
    ]);
    expect((await notificationsOf(invitee, 'referral_reward'))[0].body).toContain('once approved');
    const mail = t.mail.to(inviter.email).at(-1);
    expect(mail?.subject).toBe('You earned $25.00: Ada made their first deposit');
    expect(mail?.raw).toContain('once Main Test approves it');
    expect(mail?.raw).not.toContain('is in your available balance');
    await expectLedgerBalanced();
  });

  it('pays a bonus in part and then in full; the report shows what remains, then leaves the user out', async () => {
    await setPayout('approval');
    const { inviter } = await referredAndFunded(t);
    const payer = await admin();

    const first = await payBonus(t, payer, { id: inviter.id, last_bonus_date: null, amount: '10' });
    expect(first.statusCode, first.body).toBe(200);
    const paidAt = t.clock.now().toISOString();
    expect(first.json().payload).toMatchObject({ id: inviter.id, amount_due: '15', last_bonus_date: paidAt });
    expect(await usdCents(t, inviter)).toBe(1000n);
    expect(await bonusOf(t, payer, inviter)).toMatchObject({ amount_due: '15', last_bonus_date: paidAt });

    const stale = await payBonus(t, payer, { id: inviter.id, last_bonus_date: null, amount: '15' });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', errors: { last_bonus_date: [expect.any(String)] } });

    const rest = await payBonus(t, payer, { id: inviter.id, last_bonus_date: paidAt, amount: 15 });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().payload.amount_due).toBe('0');
    expect(rest.json().payload.last_bonus_date > paidAt).toBe(true);
    expect(await usdCents(t, inviter)).toBe(2500n);
    expect(await bonusOf(t, payer, inviter)).toBeUndefined();

    await t.drainOutbox();
    const notices = (await notificationsOf(inviter, 'bonus_paid')).map((item: { body: string }) => item.body);
    expect(notices.sort()).toEqual([
      'A bonus of 10.00 USD is in your available balance.',
      'A bonus of 15.00 USD is in your available balance.',
    ]);
    expect(t.mail.to(inviter.email).at(-1)?.subject).toBe('A bonus of $15.00 is in your balance');
    expect(await paymentCount(inviter)).toBe(2);
    await expectLedgerBalanced();

    const trail = await call(t.api, {
      method: 'GET',
      url: `/v1/admin/audit?user_id=${inviter.id}`,
      token: payer.token,
    });
    expect(trail.json().payload.items).toEqual([
      expect.objectContaining({
        action: 'user.bonus',
        actor_user_id: payer.id,
        after: expect.objectContaining({ paid: '1500', due: '0' }),
      }),
      expect.objectContaining({
        action: 'user.bonus',
        before: expect.objectContaining({ due: '2500', last_paid_at: null }),
      }),
    ]);
  });

  it('pays once among 10 concurrent payments that saw the same last bonus date; a retry replays the answer', async () => {
    await setPayout('approval');
    const { inviter } = await referredAndFunded(t);
    const payer = await admin();
    const body = { id: inviter.id, last_bonus_date: null, amount: '25' };
    const keys = Array.from({ length: 10 }, () => randomUUID());

    const responses = await Promise.all(keys.map((key) => payBonus(t, payer, body, key)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    expect(await usdCents(t, inviter)).toBe(2500n);

    const winner = responses.findIndex((response) => response.statusCode === 200);
    const retry = await payBonus(t, payer, body, keys[winner]);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(responses[winner]?.json());
    expect(await usdCents(t, inviter)).toBe(2500n);
    expect(await paymentCount(inviter)).toBe(1);
    await expectLedgerBalanced();
  });

  it('refuses more than is due, an investor, and a user of another domain, and pays nothing', async () => {
    await setPayout('approval');
    const { inviter } = await referredAndFunded(t);
    const payer = await admin();

    const over = await payBonus(t, payer, { id: inviter.id, last_bonus_date: null, amount: '25.01' });
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json().errors).toEqual({ amount: ['At most $25.00 is due to this user'] });
    for (const amount of ['0', '1.005']) {
      const refused = await payBonus(t, payer, { id: inviter.id, last_bonus_date: null, amount });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual(['amount']);
    }

    const investor = await payBonus(t, inviter, { id: inviter.id, last_bonus_date: null, amount: '25' });
    expect(investor.statusCode).toBe(403);
    const listed = await call(t.api, { method: 'GET', url: '/v1/reports/user-bonus', token: inviter.token });
    expect(listed.statusCode).toBe(403);

    const stranger = await createSignedInUser(t, { host: otherHost });
    for (const id of [stranger.id, randomUUID()]) {
      const missing = await payBonus(t, payer, { id, last_bonus_date: null, amount: '1' });
      expect(missing.statusCode, missing.body).toBe(404);
    }
    const otherAdmin = await createSignedInUser(t, { host: otherHost, roles: ['admin'] });
    expect(await bonusesDue(t, { ...otherAdmin, host: otherHost })).toEqual([]);
    const acrossDomains = await payBonus(
      t,
      { ...otherAdmin, host: otherHost },
      { id: inviter.id, last_bonus_date: null, amount: '1' },
    );
    expect(acrossDomains.statusCode, acrossDomains.body).toBe(404);

    expect(await usdCents(t, inviter)).toBe(0n);
    expect(await bonusOf(t, payer, inviter)).toMatchObject({ amount_due: '25', last_bonus_date: null });
    expect(await paymentCount(inviter)).toBe(0);
  });
});

describe('user bonuses, when the domain pays referral rewards automatically', () => {
  it('pays both sides at the first deposit and leaves nothing due', async () => {
    await setPayout(null);
    const { inviter, invitee } = await referredAndFunded(t);
    expect(await usdCents(t, inviter)).toBe(2500n);
    expect(await usdCents(t, invitee)).toBe(11_000n);
    const payer = await admin();
    expect(await bonusOf(t, payer, inviter)).toBeUndefined();
    expect(await bonusOf(t, payer, invitee)).toBeUndefined();
    expect((await notificationsOf(inviter, 'referral_reward'))[0].body).toContain('is in your available balance');

    const nothingDue = await payBonus(t, payer, { id: inviter.id, last_bonus_date: null, amount: '1' });
    expect(nothingDue.statusCode, nothingDue.body).toBe(400);
    expect(nothingDue.json().errors).toEqual({ amount: ['No bonus is due to this user'] });
    expect(await usdCents(t, inviter)).toBe(2500n);
    await expectLedgerBalanced();
  });
});
