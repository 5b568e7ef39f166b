import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { nextIp, registrationBody } from '../../auth/testing';
import { getAccountBalance, getOrCreateAccount, systemPurposes } from '../../ledger';
import { createTrader } from '../../trading/testing';
import { expectLedgerBalanced, sentCard, usdCents } from './gift-cards.test-factories';

const otherHost = 'gift-redemption-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other Redemption Domain' } });

async function signUp(path: '/v1/giftcard/signup/' | '/v1/register', body: Record<string, unknown>, host?: string) {
  return call(t.api, {
    method: 'POST',
    url: path,
    host,
    remoteAddress: nextIp(),
    payload: { ...(await registrationBody(t)), ...body },
  });
}

const redeem = (user: { token: string; host?: string }, code: string) =>
  call(t.api, {
    method: 'POST',
    url: '/v1/giftcard/redeem',
    host: user.host,
    token: user.token,
    remoteAddress: nextIp(),
    payload: { code },
  });

const myCards = (user: { token: string }) =>
  call(t.api, { method: 'GET', url: '/v1/giftcards/my-gift-card', token: user.token });

async function floatCents(tenantId: string) {
  const db = t.context.database.db;
  const float = await getOrCreateAccount(db, tenantId, {
    owner: { kind: 'system' },
    asset: 'USD',
    purpose: systemPurposes.giftCardFloat,
  });
  return getAccountBalance(db, tenantId, float);
}

describe('signing up from a gift link', () => {
  it('creates the account with the card in its balance, and the sender sees it claimed', async () => {
    const sender = await createTrader(t, { USD: '100' });
    const { code, card } = await sentCard(t, sender, '40');
    const response = await signUp('/v1/giftcard/signup/', { gift_card_code: code, first_name: 'Marie' });
    expect(response.statusCode, response.body).toBe(200);
    const { user, access_token } = response.json().payload;
    expect(await usdCents(t, { id: user.id, tenantId: sender.tenantId })).toBe(4000n);

    const received = (await myCards({ token: access_token })).json().payload.received;
    expect(received).toEqual([expect.objectContaining({ id: card.id, status: 'redeemed', amount: '40' })]);
    const sent = (await myCards(sender)).json().payload.sent;
    expect(sent).toEqual([
      expect.objectContaining({ id: card.id, status: 'redeemed', ended_at: t.clock.now().toISOString() }),
    ]);
    await t.drainOutbox();
    expect(t.mail.to(sender.email).at(-1)?.subject).toBe('Your $40.00 gift card was claimed');
    const notices = (await call(t.api, { method: 'GET', url: '/v1/notifications', token: sender.token })).json();
    expect(notices.payload.items).toEqual([
      expect.objectContaining({
        kind: 'gift_card_claimed',
        title: 'Your 40.00 USD gift card was claimed',
        body: 'The gift card you sent to Marie Curie was claimed.',
        link: '/gift',
      }),
    ]);
    await expectLedgerBalanced(t);
  });

  it('refuses a card claimed already and creates no account', async () => {
    const sender = await createTrader(t, { USD: '100' });
    const { code } = await sentCard(t, sender);
    expect((await signUp('/v1/register', { gift_card_code: code })).statusCode).toBe(200);
    const body = await registrationBody(t);
    const again = await signUp('/v1/giftcard/signup/', { ...body, gift_card_code: code });
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json().errors)).toEqual(['gift_card_code']);
    const withoutCard = await signUp('/v1/register', body);
    expect(withoutCard.statusCode, 'the refused sign-up left no account behind').toBe(200);
  });

  it('needs a code, and takes none from another domain', async () => {
    const sender = await createTrader(t, { USD: '100' }, otherHost);
    const { code } = await sentCard(t, sender);
    const missing = await signUp('/v1/giftcard/signup/', {});
    expect(Object.keys(missing.json().errors)).toEqual(['gift_card_code']);
    const elsewhere = await signUp('/v1/giftcard/signup/', { gift_card_code: code });
    expect(elsewhere.statusCode).toBe(400);
    const there = await signUp('/v1/giftcard/signup/', { gift_card_code: code }, otherHost);
    expect(there.statusCode, there.body).toBe(200);
  });
});

describe('claiming a gift card signed in', () => {
  it('credits the claimant once; the sender cannot claim their own card', async () => {
    const sender = await createTrader(t, { USD: '100' });
    const friend = await createTrader(t, { USD: '5' });
    const { code } = await sentCard(t, sender, '30');
    const own = await redeem(sender, code);
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe('You sent this gift card: it is for the person you sent it to');

    const claimed = await redeem(friend, code);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().payload).toMatchObject({ status: 'redeemed', amount: '30' });
    const again = await redeem(friend, code);
    expect(again.statusCode).toBe(400);
    expect(await usdCents(t, friend)).toBe(3500n);
    expect(await usdCents(t, sender)).toBe(7000n);
  });

  it('credits exactly one of 20 concurrent claims of one card', async () => {
    const sender = await createTrader(t, { USD: '100' });
    const claimants = await Promise.all(Array.from({ length: 20 }, () => createTrader(t)));
    const floatBefore = await floatCents(sender.tenantId);
    const { code } = await sentCard(t, sender, '25');
    const answers = await Promise.all(claimants.map((claimant) => redeem(claimant, code)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(19).fill(400)]);
    const credited = await Promise.all(claimants.map((claimant) => usdCents(t, claimant)));
    expect(credited.filter((cents) => cents > 0n)).toEqual([2500n]);
    expect(await floatCents(sender.tenantId)).toBe(floatBefore);
    await expectLedgerBalanced(t);
  });
});
