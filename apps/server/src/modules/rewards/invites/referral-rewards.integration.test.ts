import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { depositByCard } from '../../funding/testing';
import { reconcile } from '../../ledger';
import { usdCents } from '../gift-cards/gift-cards.test-factories';
import { invitationsOf, invite, invitedInvestor, referralCodeFromMail } from './invites.test-factories';

const t = useTestApp({}, async () => {
  const tenant = await t.context.tenants.resolveTenant('main.test');
  await t.context.tenants.updateSettings(tenant.id, {
    configs: { referral_reward: '25', referral_welcome_reward: '10' },
  });
});

describe('referral rewards', () => {
  it('pay the inviter and the invitee once, at the invitee’s first completed deposit', async () => {
    const inviter = await createSignedInUser(t);
    await invite(t, inviter, { email: 'funded@example.com' });
    const code = await referralCodeFromMail(t, 'funded@example.com');
    const invitee = await invitedInvestor(t, code, { email: 'funded@example.com' });
    expect(await usdCents(t, inviter)).toBe(0n);

    await depositByCard(t, invitee, '100');
    expect(await usdCents(t, inviter)).toBe(2500n);
    expect(await usdCents(t, invitee)).toBe(11_000n);
    await depositByCard(t, invitee, '50');
    expect(await usdCents(t, inviter)).toBe(2500n);
    expect(await usdCents(t, invitee)).toBe(16_000n);

    const mine = await invitationsOf(t, inviter, 'joined');
    expect(mine).toMatchObject({ rewards_earned: '25', rewards_count: 1, reward_per_invitee: '25' });
    expect(mine.items[0].rewarded_at).not.toBeNull();
    expect(t.mail.to(inviter.email).at(-1)?.subject).toBe('You earned $25.00: Ada made their first deposit');
    const rewardNotices = async (user: { token: string }) =>
      (await call(t.api, { method: 'GET', url: '/v1/notifications', token: user.token }))
        .json()
        .payload.items.filter((item: { kind: string }) => item.kind === 'referral_reward');
    expect(await rewardNotices(inviter)).toEqual([
      expect.objectContaining({
        title: 'You earned 25.00 USD',
        body: 'Ada, whom you invited, made their first deposit: 25.00 USD is in your available balance.',
      }),
    ]);
    expect(await rewardNotices(invitee)).toEqual([expect.objectContaining({ title: 'Welcome reward of 10.00 USD' })]);
    expect((await reconcile(t.context.database.db)).mismatches).toEqual([]);
  });

  it('are paid once when the deposit’s event is relayed again, and to no one for a user nobody invited', async () => {
    const inviter = await createSignedInUser(t);
    const { code } = await invitationsOf(t, inviter);
    const invitee = await invitedInvestor(t, code);
    const payment = await depositByCard(t, invitee, '20');
    await t.context.database.db.execute(
      `update outbox_events set published_at = null where topic = 'funding.payment.updated' and payload->'payment'->>'id' = '${payment.id}'`,
    );
    await t.drainOutbox();
    expect(await usdCents(t, inviter)).toBe(2500n);
    expect(await usdCents(t, invitee)).toBe(3000n);

    const uninvited = await createSignedInUser(t, {});
    expect(await usdCents(t, uninvited)).toBe(0n);
    expect((await reconcile(t.context.database.db)).mismatches).toEqual([]);
  });
});
