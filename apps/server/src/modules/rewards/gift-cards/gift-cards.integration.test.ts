import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { selectRows } from '../../../platform/db/raw-rows';
import { createSignedInUser, nextIp } from '../../auth/testing';
import { createTrader } from '../../trading/testing';
import { expectLedgerBalanced, giftCodeFromMail, sendCard, sentCard, usdCents } from './gift-cards.test-factories';

const otherHost = 'gift-cards-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other Gift Domain' } });

const verify = (code: string, host?: string, remoteAddress = nextIp()) =>
  call(t.api, { method: 'GET', url: `/v1/giftcard/verifycode/${code}`, host, remoteAddress });

const myCards = (user: { token: string; host?: string }) =>
  call(t.api, { method: 'GET', url: '/v1/giftcards/my-gift-card', token: user.token, host: user.host });

describe('sending a gift card', () => {
  it('moves the amount from the sender into the card and mails its link to the recipient only', async () => {
    const sender = await createTrader(t, { USD: '120' });
    const response = await sendCard(t, sender, { amount: '50.25', email: 'Marie.Curie@Example.com' });
    expect(response.statusCode, response.body).toBe(200);
    const card = response.json().payload;
    expect(card).toMatchObject({
      amount: '50.25',
      currency: 'USD',
      status: 'active',
      sender_first_name: 'Grace',
      recipient_first_name: 'Marie',
      recipient_email: 'marie.curie@example.com',
      ended_at: null,
    });
    expect(new Date(card.expires_at).getTime() - t.clock.now().getTime()).toBe(365 * 86_400_000);
    expect(await usdCents(t, sender)).toBe(6975n);

    const code = await giftCodeFromMail(t, 'marie.curie@example.com');
    expect(code).toHaveLength(26);
    expect(JSON.stringify(card)).not.toContain(code);
    const mail = t.mail.to('marie.curie@example.com').at(-1);
    expect(mail?.subject).toBe('Grace sent you a $50.25 gift card for Main Test');
    expect(mail?.raw).toContain(`http://main.test/gift/${code}`);
    expect(t.mail.to(sender.email).filter((sent) => sent.raw.includes(code))).toEqual([]);
    const stored = await selectRows(t.context.database.db, sql`select * from gift_cards where id = ${card.id}`);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);
    await expectLedgerBalanced(t);
  });

  it('answers a retry with the first card and pays once', async () => {
    const sender = await createTrader(t, { USD: '100' });
    const key = randomUUID();
    const body = { email: 'retry@example.com' };
    const [first, again] = [await sendCard(t, sender, body, key), await sendCard(t, sender, body, key)];
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().payload.id).toBe(first.json().payload.id);
    expect(await usdCents(t, sender)).toBe(5000n);
    expect((await myCards(sender)).json().payload.sent).toHaveLength(1);
  });

  it('refuses what it cannot send, naming the field, and moves nothing', async () => {
    const sender = await createTrader(t, { USD: '30' });
    const otherTenant = await t.context.tenants.resolveTenant(otherHost);
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ amount: '40' }, 422, 'INS-1'],
      [{ amount: '4.99' }, 400, 'amount'],
      [{ amount: '1000.01' }, 400, 'amount'],
      [{ amount: '10.001' }, 400, 'amount'],
      [{ amount: -5 }, 400, 'amount'],
      [{ amount: '1e9' }, 400, 'amount'],
      [{ email: 'not-an-address' }, 400, 'email'],
      [{ email: sender.email }, 400, 'email'],
      [{ first_name: '' }, 400, 'first_name'],
      [{ domain_id: otherTenant.id }, 400, 'domain_id'],
      [{ extra: true }, 400, ''],
    ];
    for (const [body, status, field] of refusals) {
      const response = await sendCard(t, sender, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      const answer = response.json();
      if (status === 400 && field) expect(Object.keys(answer.errors ?? {}), JSON.stringify(body)).toContain(field);
      if (status === 422) expect(answer.code).toBe(field);
    }
    const empty = await call(t.api, {
      method: 'POST',
      url: '/v1/generate-gc',
      token: sender.token,
      headers: { 'idempotency-key': randomUUID() },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors)).toEqual(
      expect.arrayContaining(['amount', 'first_name', 'last_name', 'email', 'domain_id']),
    );
    expect(await usdCents(t, sender)).toBe(3000n);
    expect((await myCards(sender)).json().payload.sent).toEqual([]);
  });

  it('follows the domain’s limits and is only for approved investors', async () => {
    const tenant = await t.context.tenants.resolveTenant(otherHost);
    await t.context.tenants.updateSettings(tenant.id, {
      configs: { gift_card_min: '1', gift_card_max: '20', gift_card_valid_days: 30 },
    });
    const sender = await createTrader(t, { USD: '100' }, otherHost);
    expect((await sendCard(t, sender, { amount: '20.01' })).json().errors.amount).toEqual([
      'A gift card is at most $20.00',
    ]);
    const small = await sendCard(t, sender, { amount: '1' });
    expect(small.statusCode, small.body).toBe(200);
    expect(new Date(small.json().payload.expires_at).getTime() - t.clock.now().getTime()).toBe(30 * 86_400_000);

    const notApproved = await createSignedInUser(t);
    const refused = await sendCard(t, { ...notApproved, host: 'main.test' });
    expect(refused.statusCode).toBe(403);
    const signedOut = await sendCard(t, { ...sender, token: '' });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('a gift link', () => {
  it('tells anyone only the amount, the sender’s first name and the end', async () => {
    const sender = await createTrader(t, { USD: '100' });
    const { code } = await sentCard(t, sender, '25');
    const response = await verify(code.toLowerCase().replace(/(.{5})/g, '$1-'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toEqual({
      valid: true,
      amount: '25',
      currency: 'USD',
      sender_first_name: 'Grace',
      expires_at: new Date(t.clock.now().getTime() + 365 * 86_400_000).toISOString(),
    });
  });

  it('answers one 404 for a code never sent, another domain’s, or a malformed one a 400', async () => {
    const sender = await createTrader(t, { USD: '100' });
    const { code } = await sentCard(t, sender);
    const unknown = await verify('A'.repeat(26));
    const elsewhere = await verify(code, otherHost);
    expect(unknown.statusCode).toBe(404);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(unknown.json().message);
    expect(JSON.stringify(unknown.json())).not.toMatch(/Grace|amount/);
    const malformed = await verify('short');
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors)).toEqual(['code']);
  });

  it('is checked at most 20 times in 10 minutes from one client', async () => {
    const address = nextIp();
    const answers: number[] = [];
    for (let i = 0; i < 21; i += 1) answers.push((await verify('B'.repeat(26), undefined, address)).statusCode);
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(answers[20]).toBe(429);
    expect((await verify('B'.repeat(26))).statusCode).toBe(404);
  });
});

describe('my gift cards', () => {
  it('lists the cards a user sent, newest first, and no one else’s', async () => {
    const sender = await createTrader(t, { USD: '200' });
    const other = await createTrader(t, { USD: '200' });
    await sentCard(t, sender, '10');
    t.clock.advance(1000);
    await sentCard(t, sender, '20');
    await sentCard(t, other, '30');
    const mine = (await myCards(sender)).json().payload;
    expect(mine.sent.map((card: { amount: string }) => card.amount)).toEqual(['20', '10']);
    expect(mine.received).toEqual([]);
  });
});
