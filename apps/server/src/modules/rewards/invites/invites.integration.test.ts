import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser, nextIp, registrationBody } from '../../auth/testing';
import { invitationsOf, invite, referralCodeFromMail } from './invites.test-factories';

const otherHost = 'invites-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other Invites Domain' } });

const info = (code: string, host?: string, remoteAddress = nextIp()) =>
  call(t.api, { method: 'GET', url: `/v1/invite/info/${code}`, host, remoteAddress });

const cancel = (user: { token: string }, email: string) =>
  call(t.api, { method: 'POST', url: '/v1/invites/cancel', token: user.token, payload: { email } });

async function signUp(body: Record<string, unknown>, host?: string) {
  return call(t.api, {
    method: 'POST',
    url: '/v1/register',
    host,
    remoteAddress: nextIp(),
    payload: { ...(await registrationBody(t)), ...body },
  });
}

describe('inviting someone', () => {
  it('mails them the inviter’s sign-up link and lists the invitation as waiting', async () => {
    const inviter = await createSignedInUser(t);
    const response = await invite(t, inviter, { email: 'Marie@Example.com' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toMatchObject({ email: 'marie@example.com', status: 'pending', joined_at: null });

    const code = await referralCodeFromMail(t, 'marie@example.com');
    const mail = t.mail.to('marie@example.com').at(-1);
    expect(mail?.subject).toBe('Grace Hopper invites you to Main Test');
    const mine = await invitationsOf(t, inviter);
    expect(mine).toMatchObject({
      code,
      link: `http://main.test/sign-up?ref=${code}`,
      total: 1,
      rewards_earned: '0',
      rewards_count: 0,
      reward_per_invitee: null,
    });
    expect(mine.items).toEqual([expect.objectContaining({ email: 'marie@example.com', status: 'pending' })]);
    expect((await invitationsOf(t, inviter)).code).toBe(code);
  });

  it('takes one invitation per address, and a cancelled one may be sent again', async () => {
    const inviter = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    expect((await invite(t, inviter, { email: 'twice@example.com' })).statusCode).toBe(200);
    const again = await invite(t, inviter, { email: 'twice@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.email).toEqual(['You invited this address already']);
    expect((await invite(t, other, { email: 'twice@example.com' })).statusCode).toBe(200);

    expect((await cancel(other, 'twice@example.com')).statusCode).toBe(200);
    const byOther = await cancel(other, 'twice@example.com');
    expect(byOther.statusCode).toBe(404);
    expect((await cancel(inviter, 'nobody@example.com')).statusCode).toBe(404);
    expect((await invitationsOf(t, inviter)).items).toHaveLength(1);
    expect((await invitationsOf(t, other)).items).toEqual([]);
    expect((await invitationsOf(t, other, 'cancelled')).items).toHaveLength(1);
    expect((await invite(t, other, { email: 'twice@example.com' })).statusCode).toBe(200);
    expect((await invitationsOf(t, other, 'all')).total).toBe(2);
  });

  it('takes the invitee’s full name, split at the last space (SPEC 5)', async () => {
    const inviter = await createSignedInUser(t);
    const response = await invite(t, inviter, {
      email: 'pierre@example.com',
      first_name: undefined,
      last_name: undefined,
      full_name: ' Marie  Salomea Skłodowska ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toMatchObject({ first_name: 'Marie Salomea', last_name: 'Skłodowska' });
  });

  it('refuses bad bodies naming the field, one’s own address, and users whose email is not confirmed', async () => {
    const inviter = await createSignedInUser(t);
    const refusals: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-address' }, 'email'],
      [{ email: inviter.email }, 'email'],
      [{ first_name: '' }, 'first_name'],
      [{ last_name: 'x'.repeat(101) }, 'last_name'],
      [{ first_name: undefined, last_name: undefined, full_name: 'Marie' }, 'full_name'],
      [{ full_name: 'Marie Curie' }, 'full_name'],
    ];
    for (const [body, field] of refusals) {
      const response = await invite(t, inviter, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toContain(field);
    }
    expect((await invitationsOf(t, inviter, 'all')).items).toEqual([]);
    const unconfirmed = await createSignedInUser(t, { emailVerified: false });
    expect((await invite(t, unconfirmed)).statusCode).toBe(403);
    const badFilter = await call(t.api, { method: 'GET', url: '/v1/invites/actives/everything', token: inviter.token });
    expect(Object.keys(badFilter.json().errors)).toEqual(['status']);
  });
});

describe('an invitation code', () => {
  it('tells anyone only the inviter’s first name and the domain; another domain’s or an unknown one is a 404', async () => {
    const inviter = await createSignedInUser(t);
    const { code } = await invitationsOf(t, inviter);
    const known = await info(code.toLowerCase());
    expect(known.statusCode, known.body).toBe(200);
    expect(known.json().payload).toEqual({ inviter_first_name: 'Grace', company_name: 'Main Test' });
    const elsewhere = await info(code, otherHost);
    const unknown = await info('ZZZZZZZZ');
    expect([elsewhere.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(elsewhere.json().message).toBe(unknown.json().message);
    expect(Object.keys((await info('short')).json().errors)).toEqual(['code']);
  });

  it('is looked up at most 30 times in 10 minutes from one client', async () => {
    const address = nextIp();
    const answers: number[] = [];
    for (let i = 0; i < 31; i += 1) answers.push((await info('YYYYYYYY', undefined, address)).statusCode);
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(404));
    expect(answers[30]).toBe(429);
  });

  it('joins the invitation of the address that signs up with it; an unknown code creates no account', async () => {
    const inviter = await createSignedInUser(t);
    await invite(t, inviter, { email: 'joiner@example.com' });
    const code = await referralCodeFromMail(t, 'joiner@example.com');
    const joined = await signUp({ email: 'joiner@example.com', referral_code: code });
    expect(joined.statusCode, joined.body).toBe(200);
    const [invitation] = (await invitationsOf(t, inviter, 'joined')).items;
    expect(invitation).toMatchObject({ email: 'joiner@example.com', joined_at: t.clock.now().toISOString() });

    const body = await registrationBody(t);
    const refused = await signUp({ ...body, referral_code: 'QQQQQQQQ' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['referral_code']);
    expect((await signUp(body)).statusCode, 'the refused sign-up left no account behind').toBe(200);
    const elsewhere = await signUp({ referral_code: code }, otherHost);
    expect(elsewhere.statusCode).toBe(400);
  });
});
