import { defaultRegistrationSteps } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/test-app';
import { getBalances, reconcile } from '../ledger';
import {
  countryId,
  login,
  nextIp,
  registerUser,
  registrationBody,
  testPassword,
  tokenFromMail,
  uniqueEmail,
} from './auth.test-factories';

const t = useTestApp();

const register = (payload: object, host?: string) =>
  call(t.api, { method: 'POST', url: '/v1/register', host, remoteAddress: nextIp(), payload });

const me = (token: string, host?: string) => call(t.api, { method: 'POST', url: '/v1/me', token, host });

describe('register', () => {
  it('creates an unverified investor, signs them in and answers the SPEC 3 user', async () => {
    const body = await registrationBody(t);
    const response = await register(body);
    expect(response.statusCode).toBe(200);
    const payload = response.json().payload;
    expect(payload.expires_in).toBe(15 * 60);
    expect(payload.user).toMatchObject({
      email: body.email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      user_type: 'Individual',
      email_verified_at: null,
      investor_id: null,
      nationality: { id: body.country_id, name: 'United States', country_code: 'US' },
      roles: ['investor'],
      two_factor_enabled: false,
      registration_completed: false,
      signup_reward: null,
      registration_domain_settings: { registration_steps: [...defaultRegistrationSteps], configs: {} },
    });
    const meResponse = await me(payload.access_token);
    expect(meResponse.statusCode).toBe(200);
    expect(meResponse.json().payload.user.email).toBe(body.email);
  });

  it('keeps an entity’s company name', async () => {
    const { user } = await registerUser(t, { body: { user_type: 'Entity', company_name: 'Analytical Engines Ltd' } });
    expect(user).toMatchObject({ user_type: 'Entity', company_name: 'Analytical Engines Ltd' });
  });

  it('mails a confirmation link on the page’s origin that confirms the email once', async () => {
    const { email, token } = await registerUser(t);
    const link = await tokenFromMail(t, email, '/confirm-email');
    expect(link.origin).toBe('http://main.test');
    expect(link.subject).toContain('Main Test');

    const confirmed = await call(t.api, { method: 'POST', url: '/v1/confirm-email', payload: { token: link.token } });
    expect(confirmed.statusCode).toBe(200);
    expect((await me(token)).json().payload.user.email_verified_at).toBe(t.clock.now().toISOString());

    const again = await call(t.api, { method: 'POST', url: '/v1/confirm-email', payload: { token: link.token } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, code: 'VALIDATION', errors: { token: [expect.any(String)] } });
  });

  it('links to the tenant’s own host, and to PUBLIC_URL for an origin that is no tenant’s', async () => {
    await t.createTenant('alpha.test', 'Alpha Capital');
    const alpha = await registerUser(t, { host: 'alpha.test' });
    const alphaLink = await tokenFromMail(t, alpha.email, '/confirm-email');
    expect(alphaLink.origin).toBe('http://alpha.test');
    expect(alphaLink.subject).toContain('Alpha Capital');

    const stranger = await registerUser(t, { host: 'stranger.example' });
    expect((await tokenFromMail(t, stranger.email, '/confirm-email')).origin).toBe('http://main.test');
  });

  it('refuses an expired or unknown confirmation link', async () => {
    const { email, token } = await registerUser(t);
    const link = await tokenFromMail(t, email, '/confirm-email');
    t.clock.advance(49 * 3600_000);
    const expired = await call(t.api, { method: 'POST', url: '/v1/confirm-email', payload: { token: link.token } });
    expect(expired.statusCode).toBe(400);
    const unknown = await call(t.api, {
      method: 'POST',
      url: '/v1/confirm-email',
      payload: { token: 'x'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(400);
    const refreshed = await call(t.api, { method: 'POST', url: '/v1/refresh', token });
    expect((await me(refreshed.json().payload.access_token)).json().payload.user.email_verified_at).toBeNull();
  });

  it('answers 409 for an email the tenant has already, and writes nothing', async () => {
    const first = await registerUser(t);
    const duplicate = await register(
      await registrationBody(t, { email: first.email.toUpperCase(), password: 'Another pass 99' }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'CONFLICT', message: 'An account with this email exists' });
    expect((await login(t, { email: first.email, password: 'Another pass 99' })).statusCode).toBe(400);
    expect((await login(t, { email: first.email, password: testPassword })).statusCode).toBe(200);
  });

  it('mails the owner when someone registers their email again, at most once an hour', async () => {
    const { email } = await registerUser(t);
    const notices = async () => {
      await t.drainOutbox();
      return t.mail.to(email).filter((mail) => mail.subject.includes('tried to sign up'));
    };
    const again = async () => (await register(await registrationBody(t, { email }))).statusCode;

    expect(await again()).toBe(409);
    const [notice, ...more] = await notices();
    expect(more).toHaveLength(0);
    expect(notice?.subject).toMatch(/^Someone tried to sign up to .+ with your email$/);
    expect(notice?.raw).toContain('http://main.test/forgot-password');
    expect(await again()).toBe(409);
    expect(await notices()).toHaveLength(1);
    t.clock.advance(3600_000);
    expect(await again()).toBe(409);
    expect(await notices()).toHaveLength(2);
  });

  it('lets another tenant register the same email as a separate account', async () => {
    await t.createTenant('beta.test', 'Beta');
    const main = await registerUser(t);
    const beta = await registerUser(t, { host: 'beta.test', body: { email: main.email } });
    expect(beta.user.id).not.toBe(main.user.id);
  });

  it('refuses a country that does not exist with a field error', async () => {
    const body = await registrationBody(t, { country_id: 999_999 });
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: { country_id: [expect.any(String)] } });
    expect((await login(t, { email: body.email, password: body.password })).statusCode).toBe(400);
  });

  it.each([
    ['a missing email', { email: undefined }, 'email'],
    ['a malformed email', { email: 'not-an-email' }, 'email'],
    ['an oversize email', { email: `${'a'.repeat(250)}@example.test` }, 'email'],
    ['a short password', { password: 'short1' }, 'password'],
    ['a password without a digit', { password: 'only letters here' }, 'password'],
    ['an oversize password', { password: `A1${'x'.repeat(200)}` }, 'password'],
    ['an oversize first name', { first_name: 'x'.repeat(101) }, 'first_name'],
    ['a blank last name', { last_name: '   ' }, 'last_name'],
    ['a first name of zero-width characters only', { first_name: '\u200B\u200C\u200D' }, 'first_name'],
    ['a last name that reverses how it is shown', { last_name: 'Smith\u202Egpj.exe' }, 'last_name'],
    ['an unknown user type', { user_type: 'Robot' }, 'user_type'],
    ['a country id as text', { country_id: 'US' }, 'country_id'],
    ['an entity without company name', { user_type: 'Entity' }, 'company_name'],
    ['an unknown field', { is_admin: true }, 'is_admin'],
  ])('refuses %s with a field error and creates nothing', async (_label, change, field) => {
    const body = { ...(await registrationBody(t)), ...change };
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    const json = response.json();
    expect(json).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(Object.keys(json.errors)).toContain(field);
    if (typeof body.email === 'string' && body.email.includes('@') && body.email.length < 254) {
      await t.drainOutbox();
      expect(t.mail.to(body.email)).toHaveLength(0);
      expect((await login(t, { email: body.email, password: testPassword })).statusCode).toBe(400);
    }
  });

  it('takes a full name split at the last space (SPEC 5), and refuses one word on the full name', async () => {
    const { first_name: _first, last_name: _last, ...body } = await registrationBody(t);
    const response = await register({ ...body, full_name: '  Augusta Ada   King ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload.user).toMatchObject({ first_name: 'Augusta Ada', last_name: 'King' });
    const oneWord = await register({ ...body, email: uniqueEmail(), full_name: 'Ada' });
    expect(oneWord.statusCode).toBe(400);
    expect(oneWord.json().errors).toEqual({ full_name: ['Enter a first and a last name, separated by a space'] });
  });

  it('keeps a name in its composed form, however it was typed', async () => {
    const body = await registrationBody(t, { first_name: 'Jose\u0301' });
    const response = await register(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload.user.first_name).toBe('Jos\u00E9');
  });

  it('refuses a body that is not JSON', async () => {
    const response = await call(t.api, {
      method: 'POST',
      url: '/v1/register',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });
});

describe('resend-confirmation', () => {
  const resend = (token: string) => call(t.api, { method: 'POST', url: '/v1/resend-confirmation', token });

  it('mails a new link, then asks to wait (ACCT-7) within a minute', async () => {
    const { email, token } = await registerUser(t);
    const early = await resend(token);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('60');
    expect(early.json()).toMatchObject({
      code: 'ACCT-7',
      message: 'Please wait before requesting another confirmation email',
    });

    t.clock.advance(61_000);
    const first = await tokenFromMail(t, email, '/confirm-email');
    const later = await resend(token);
    expect(later.statusCode).toBe(200);
    const second = await tokenFromMail(t, email, '/confirm-email');
    expect(second.token).not.toBe(first.token);
    expect((await resend(token)).statusCode).toBe(429);

    const confirmed = await call(t.api, { method: 'POST', url: '/v1/confirm-email', payload: { token: second.token } });
    expect(confirmed.statusCode).toBe(200);
  });

  it('sends nothing to a confirmed user', async () => {
    const { email, token } = await registerUser(t);
    const link = await tokenFromMail(t, email, '/confirm-email');
    await call(t.api, { method: 'POST', url: '/v1/confirm-email', payload: { token: link.token } });
    t.clock.advance(61_000);
    const response = await resend(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your email is already confirmed');
    await t.drainOutbox();
    expect(t.mail.to(email)).toHaveLength(1);
  });

  it('needs a signed-in user and no body', async () => {
    expect((await call(t.api, { method: 'POST', url: '/v1/resend-confirmation' })).statusCode).toBe(401);
    const { token } = await registerUser(t);
    const withBody = await call(t.api, {
      method: 'POST',
      url: '/v1/resend-confirmation',
      token,
      payload: { email: uniqueEmail() },
    });
    expect(withBody.statusCode).toBe(400);
  });
});

describe('the user payload', () => {
  it('carries the tenant’s registration settings', async () => {
    const tenant = await t.context.tenants.resolveTenant('main.test');
    await t.context.tenants.updateSettings(tenant.id, { configs: { show_invites: true } });
    const { token } = await registerUser(t);
    const payload = (await me(token)).json().payload.user;
    expect(payload.signup_reward).toBeNull();
    expect(payload.registration_domain_settings.configs).toEqual({ show_invites: true });
    await t.context.tenants.updateSettings(tenant.id, { configs: {} });
  });

  it('credits the tenant’s signup reward to a new account through the ledger', async () => {
    const tenant = await t.context.tenants.resolveTenant('main.test');
    await t.context.tenants.updateSettings(tenant.id, { configs: { signup_reward: '25.50' } });
    const { user, token } = await registerUser(t);
    await t.context.tenants.updateSettings(tenant.id, { configs: { signup_reward: '0' } });
    const { user: unrewarded } = await registerUser(t);
    await t.context.tenants.updateSettings(tenant.id, { configs: {} });

    const payload = (await me(token)).json().payload.user;
    expect(payload.signup_reward).toEqual({ amount: '25.5', granted_at: t.clock.now().toISOString() });
    expect(unrewarded.signup_reward).toBeNull();
    const balances = await getBalances(t.context.database.db, tenant.id, user.id);
    expect(balances).toEqual([expect.objectContaining({ asset: 'USD', availableUnits: 2550n, heldUnits: 0n })]);
    expect(await getBalances(t.context.database.db, tenant.id, unrewarded.id)).toEqual([]);
    expect((await reconcile(t.context.database.db)).mismatches).toEqual([]);
  });

  it('names a nationality from the country list', async () => {
    const france = await countryId(t, 'FR', 'France');
    const { user } = await registerUser(t, { body: { country_id: france } });
    expect(user).toMatchObject({ nationality: { id: france, country_code: 'FR' } });
  });
});
