import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startOidcProvider } from '../../../../test/oidc-provider';
import { call, useFake, useTestApp } from '../../../../test/test-app';
import { countryId, createSignedInUser, nextIp, uniqueEmail } from '../auth.test-factories';
import { collectSession, walkSocialSignIn } from './social.test-factories';

const clientSecret = 'local-provider-client-secret';
const provider = useFake(() =>
  startOidcProvider({
    clients: [
      {
        client_id: 'invest-main',
        client_secret: clientSecret,
        redirect_uris: ['http://main.test/v1/auth/local/callback', 'http://other.test/v1/auth/local/callback'],
      },
    ],
  }),
);

const t = useTestApp({ tenants: { 'other.test': 'Other Brokerage', 'bare.test': 'Bare Brokerage' } }, async () => {
  for (const host of ['main.test', 'other.test']) {
    const tenant = await t.context.tenants.resolveTenant(host);
    await t.context.auth.setSignInProvider({
      tenantId: tenant.id,
      slug: 'local',
      displayName: 'Local ID',
      issuer: provider.issuer,
      clientId: 'invest-main',
      clientSecret,
    });
  }
});

/** The rows a query of the database answers, to check what was and was not written. */
const rowsOf = async (query: SQL) =>
  ((await t.context.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

const signUpDetails = (ticket: string) =>
  call(t.api, { method: 'POST', url: '/v1/auth/social/sign-up/details', remoteAddress: nextIp(), payload: { ticket } });

const completeSignUp = async (ticket: string, extras: Record<string, unknown> = {}) =>
  call(t.api, {
    method: 'POST',
    url: '/v1/auth/social/sign-up',
    remoteAddress: nextIp(),
    payload: {
      ticket,
      first_name: 'Olivia',
      last_name: 'Provider',
      user_type: 'Individual',
      country_id: await countryId(t),
      ...extras,
    },
  });

describe('social sign-in', () => {
  it('lists the providers the domain offers', async () => {
    const listed = await call(t.api, { method: 'GET', url: '/v1/sign-in-providers' });
    expect(listed.json().payload).toEqual({ providers: [{ slug: 'local', name: 'Local ID' }] });
    const none = await call(t.api, { method: 'GET', url: '/v1/sign-in-providers', host: 'bare.test' });
    expect(none.json().payload).toEqual({ providers: [] });
  });

  it('signs up a new investor with the verified email, then signs them in through the link', async () => {
    const email = uniqueEmail('olivia');
    const first = await walkSocialSignIn(t, provider, { login: email, query: 'forSignup=1&referrer_url=%2Finvites' });
    expect(first.landing.origin + first.landing.pathname).toBe('http://main.test/social-sign-in');
    const ticket = first.fragment.get('sign-up') ?? '';
    const details = await signUpDetails(ticket);
    expect(details.json().payload).toMatchObject({
      provider_name: 'Local ID',
      email,
      last_name: 'Provider',
      referral_code: null,
      return_path: '/invites',
    });

    const created = await completeSignUp(ticket);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().payload.user).toMatchObject({ email, first_name: 'Olivia' });
    expect(created.json().payload.user.email_verified_at).not.toBeNull();
    const again = await completeSignUp(ticket);
    expect(again.statusCode).toBe(409);

    const second = await walkSocialSignIn(t, provider, { login: email, query: 'forSignup=0&referrer_url=%2Fgift' });
    expect(second.fragment.get('return')).toBe('/gift');
    const session = await collectSession(t, second.fragment.get('sign-in') ?? '');
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().payload).toMatchObject({ two_factor_required: false, user: { email } });
    const me = await call(t.api, { method: 'POST', url: '/v1/me', token: session.json().payload.access_token });
    expect(me.json().payload.user.email).toBe(email);

    const replayed = await collectSession(t, second.fragment.get('sign-in') ?? '');
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().errors).toHaveProperty('ticket');
  });

  it('splits the full name of a provider that shares no given and family name at the last space', async () => {
    const email = uniqueEmail('fullname');
    provider.setAccount(email, { email, email_verified: true, name: ' Augusta Ada  King ' });
    const walked = await walkSocialSignIn(t, provider, { login: email, query: 'forSignup=1' });
    const details = await signUpDetails(walked.fragment.get('sign-up') ?? '');
    expect(details.json().payload).toMatchObject({ email, first_name: 'Augusta Ada', last_name: 'King' });
  });

  it('links an existing account by the email the provider verified, and never by an unverified one', async () => {
    const owner = await createSignedInUser(t);
    provider.setAccount('impostor', {
      email: owner.email,
      email_verified: false,
      given_name: 'Mallory',
      family_name: 'Impostor',
    });
    const refused = await walkSocialSignIn(t, provider, { login: 'impostor' });
    expect(Object.fromEntries(refused.fragment)).toEqual({
      error: 'unverified_email',
      provider: 'Local ID',
      for_signup: '0',
    });

    const linked = await walkSocialSignIn(t, provider, { login: owner.email });
    const session = await collectSession(t, linked.fragment.get('sign-in') ?? '');
    expect(session.json().payload.user.email).toBe(owner.email);
    expect(await rowsOf(sql`select subject from user_identities where user_id = ${owner.id}`)).toEqual([
      { subject: `subject-${owner.email}` },
    ]);
  });

  it('carries the invitation code through to the sign-up', async () => {
    const inviter = await createSignedInUser(t);
    const code = (await call(t.api, { method: 'GET', url: '/v1/invites/actives', token: inviter.token })).json().payload
      .code as string;
    const email = uniqueEmail('invited');
    const walked = await walkSocialSignIn(t, provider, { login: email, query: `forSignup=1&ref=${code}` });
    const ticket = walked.fragment.get('sign-up') ?? '';
    expect((await signUpDetails(ticket)).json().payload.referral_code).toBe(code);
    const created = await completeSignUp(ticket, { referral_code: code });
    expect(created.statusCode, created.body).toBe(200);
    const inviteeId = created.json().payload.user.id as string;
    expect(await rowsOf(sql`select inviter_id from referrals where invitee_id = ${inviteeId}`)).toEqual([
      { inviter_id: inviter.id },
    ]);
  });

  it('refuses a callback without this browser’s state, and a state of another domain', async () => {
    const email = uniqueEmail('csrf');
    const stolen = await walkSocialSignIn(t, provider, { login: email, callbackCookie: () => '' });
    expect(stolen.fragment.get('error')).toBe('expired');
    const forged = await walkSocialSignIn(t, provider, {
      login: email,
      callbackCookie: (own) => own.replace(/=(.{10})/, '=AAAAAAAAAA'),
    });
    expect(forged.fragment.get('error')).toBe('expired');
    expect(await rowsOf(sql`select id from users where email = ${email}`)).toEqual([]);
  });

  it('asks for the second factor of an account that has one', async () => {
    const owner = await createSignedInUser(t);
    await t.context.database.db.execute(
      sql`update users set totp_secret = 'sealed', totp_enabled_at = now() where id = ${owner.id}`,
    );
    const walked = await walkSocialSignIn(t, provider, { login: owner.email });
    const session = await collectSession(t, walked.fragment.get('sign-in') ?? '');
    expect(session.json().payload).toMatchObject({ two_factor_required: true });
    const me = await call(t.api, { method: 'POST', url: '/v1/me', token: session.json().payload.access_token });
    expect(me.statusCode).toBe(401);
  });

  it('refuses a return address on another site, unknown providers and forged sign-up tickets', async () => {
    for (const referrer of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const started = await call(t.api, {
        method: 'GET',
        url: `/v1/auth/local?referrer_url=${encodeURIComponent(referrer)}`,
        remoteAddress: nextIp(),
      });
      expect(started.statusCode).toBe(400);
      expect(started.json().errors).toHaveProperty('referrer_url');
      expect(started.headers.location).toBeUndefined();
    }
    const unknown = await call(t.api, { method: 'GET', url: '/v1/auth/nobody', remoteAddress: nextIp() });
    expect(unknown.statusCode).toBe(404);
    const forged = await signUpDetails('x'.repeat(200));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors).toHaveProperty('ticket');
  });

  it('says so when the provider does not answer, and sends nobody there', async () => {
    const tenant = await t.context.tenants.resolveTenant('bare.test');
    await t.context.auth.setSignInProvider({
      tenantId: tenant.id,
      slug: 'down',
      displayName: 'Down ID',
      issuer: 'http://127.0.0.1:9',
      clientId: 'invest-main',
      clientSecret,
    });
    const started = await call(t.api, {
      method: 'GET',
      url: '/v1/auth/down',
      host: 'bare.test',
      remoteAddress: nextIp(),
    });
    expect(started.statusCode).toBe(503);
    expect(started.json().message).toMatch(/^Down ID is not answering right now/);
    expect(started.headers.location).toBeUndefined();
    expect(t.errorLines.some((line) => line.startsWith('social sign-in through down'))).toBe(true);
  });

  it('keeps a domain’s sign-up ticket to that domain', async () => {
    const walked = await walkSocialSignIn(t, provider, { login: uniqueEmail('elsewhere') });
    const otherDomain = await call(t.api, {
      method: 'POST',
      url: '/v1/auth/social/sign-up/details',
      host: 'other.test',
      remoteAddress: nextIp(),
      payload: { ticket: walked.fragment.get('sign-up') },
    });
    expect(otherDomain.statusCode).toBe(400);
  });
});
