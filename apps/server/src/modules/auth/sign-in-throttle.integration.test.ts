import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/test-app';
import { login, nextIp, registerUser, signIn, testPassword, tokenFromMail, uniqueEmail } from './auth.test-factories';

const t = useTestApp();

const wrongPassword = 'Not the password 9';

/** One wrong guess at `email` from each of `count` addresses, in turn; the statuses answered. */
async function guessFromAddresses(email: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await login(t, { email, password: wrongPassword })).statusCode);
  return statuses;
}

const repeat = (status: number, times: number) => Array<number>(times).fill(status);

describe('per-account sign-in throttle', () => {
  it('slows guesses at one account from 20 addresses, and its owner still gets in from a known address', async () => {
    const { email } = await registerUser(t);
    const ownerIp = nextIp();
    await signIn(t, { email, password: testPassword }, { remoteAddress: ownerIp });

    expect(await guessFromAddresses(email, 20)).toEqual([...repeat(400, 5), ...repeat(429, 15)]);
    const waiting = await login(t, { email, password: testPassword });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('30');
    expect(waiting.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(waiting.json().message).toContain('Try again in 30 seconds');

    const owner = await login(t, { email, password: testPassword }, { remoteAddress: ownerIp });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().payload.user.email).toBe(email);
  });

  it('mails the owner one link that lets them in once, at once, from a new address', async () => {
    const { email } = await registerUser(t);
    await guessFromAddresses(email, 12);
    const link = await tokenFromMail(t, email, '/sign-in');
    expect(link.subject).toContain('Failed sign-ins');
    expect(t.mail.to(email).filter((mail) => mail.subject.includes('Failed sign-ins'))).toHaveLength(1);

    const withLink = (password: string) =>
      call(t.api, {
        method: 'POST',
        url: '/v1/login',
        remoteAddress: nextIp(),
        payload: { email, password, unlock_token: link.token },
      });
    expect((await withLink(testPassword)).statusCode).toBe(200);

    await guessFromAddresses(email, 5);
    expect((await withLink(testPassword)).statusCode).toBe(429);
  });

  it("does not let one account's link through to another account", async () => {
    const victim = await registerUser(t);
    const other = await registerUser(t);
    await guessFromAddresses(other.email, 5);
    const link = await tokenFromMail(t, other.email, '/sign-in');
    await guessFromAddresses(victim.email, 5);
    const crossed = await call(t.api, {
      method: 'POST',
      url: '/v1/login',
      remoteAddress: nextIp(),
      payload: { email: victim.email, password: testPassword, unlock_token: link.token },
    });
    expect(crossed.statusCode).toBe(429);
  });

  it('doubles the wait with each further failure, and forgets failures after a quiet hour', async () => {
    const { email } = await registerUser(t);
    await guessFromAddresses(email, 5);
    const retryAfter = async () => (await login(t, { email, password: wrongPassword })).headers['retry-after'];
    expect(await retryAfter()).toBe('30');
    t.clock.advance(30_000);
    expect(await guessFromAddresses(email, 1)).toEqual([400]);
    expect(await retryAfter()).toBe('60');
    t.clock.advance(60_000);
    expect(await guessFromAddresses(email, 1)).toEqual([400]);
    expect(await retryAfter()).toBe('120');

    t.clock.advance(3600_000);
    expect(await guessFromAddresses(email, 6)).toEqual([...repeat(400, 5), 429]);
  });

  it('answers an email without an account exactly as one with an account', async () => {
    const { email } = await registerUser(t);
    const attempts = async (address: string) => {
      const answers = [];
      for (let i = 0; i < 7; i += 1) {
        const response = await login(t, { email: address, password: wrongPassword });
        answers.push({ status: response.statusCode, body: response.json(), wait: response.headers['retry-after'] });
      }
      return answers;
    };
    expect(await attempts(uniqueEmail('nobody'))).toEqual(await attempts(email));
  });

  it('counts guesses sent at once: no more than the free ones are checked', async () => {
    const { email } = await registerUser(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(t, { email, password: wrongPassword })));
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...repeat(400, 5), ...repeat(429, 15)]);
  });

  it('lifts the wait once the password is reset from the mailed link', async () => {
    const { email } = await registerUser(t);
    await guessFromAddresses(email, 6);
    await call(t.api, { method: 'POST', url: '/v1/forgot-password', remoteAddress: nextIp(), payload: { email } });
    const reset = await tokenFromMail(t, email, '/reset-password');
    const password = 'A fresh long secret 8';
    const done = await call(t.api, {
      method: 'POST',
      url: '/v1/reset-password',
      remoteAddress: nextIp(),
      payload: { token: reset.token, password },
    });
    expect(done.statusCode).toBe(200);
    expect((await login(t, { email, password })).statusCode).toBe(200);
  });
});
