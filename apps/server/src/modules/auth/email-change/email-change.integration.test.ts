import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import {
  createSignedInUser,
  login,
  nextIp,
  registerUser,
  signIn,
  testPassword,
  uniqueEmail,
} from '../auth.test-factories';
import { emailChangeRules } from './email-change.service';

const t = useTestApp();

const askForCode = (token: string, payload: object) =>
  call(t.api, { method: 'POST', url: '/v1/account/email_change', token, remoteAddress: nextIp(), payload });
const confirm = (token: string, payload: object) =>
  call(t.api, { method: 'POST', url: '/v1/account/settings/email', token, remoteAddress: nextIp(), payload });
const me = async (token: string) =>
  (await call(t.api, { method: 'POST', url: '/v1/me', token })).json().payload.user as { email: string };

/** The code in the newest mail to `email`. */
async function mailedCode(email: string): Promise<string> {
  await t.drainOutbox();
  const code = /enter this code within \d+ minutes: (\d{6})/.exec(t.mail.to(email).at(-1)?.raw ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

const otherDigits = (code: string) => code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));

describe('changing the email', () => {
  it('mails a code to the new address; the right code changes it, tells the old address and keeps sessions', async () => {
    const user = await createSignedInUser(t);
    const other = await registerUser(t);
    const next = uniqueEmail('moved');

    const started = await askForCode(user.token, { email: next.toUpperCase(), current_password: testPassword });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().payload).toMatchObject({ email: next });
    const code = await mailedCode(next);

    const changed = await confirm(user.token, { email: next, code });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().payload).toMatchObject({ message_code: 'ACCT-5', user: { email: next } });
    expect(changed.json().payload.user.email_verified_at).not.toBeNull();
    expect((await me(user.token)).email).toBe(next);
    expect((await me(other.token)).email).toBe(other.email);

    await t.drainOutbox();
    expect(t.mail.to(user.email).at(-1)?.subject).toMatch(/email of your .* account was changed/);
    expect((await login(t, { email: user.email, password: testPassword })).statusCode).toBe(400);
    expect((await login(t, { email: next, password: testPassword })).statusCode).toBe(200);
    const reused = await confirm(user.token, { email: next, code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'ACCT-6', errors: { code: [expect.any(String)] } });
  });

  it('needs the current password, a new address no account has, and its newest code', async () => {
    const user = await createSignedInUser(t);
    const taken = await registerUser(t);
    const wrongPassword = await askForCode(user.token, { email: uniqueEmail(), current_password: 'Not it 12345' });
    expect(wrongPassword.json().errors).toHaveProperty('current_password');
    const takenEmail = await askForCode(user.token, { email: taken.email, current_password: testPassword });
    expect(takenEmail.json()).toMatchObject({ code: 'ACCT-6', errors: { email: [expect.any(String)] } });
    const same = await askForCode(user.token, { email: user.email, current_password: testPassword });
    expect(same.json().errors).toHaveProperty('email');
    for (const body of [{}, { email: 'nope', current_password: testPassword }, { email: uniqueEmail() }]) {
      expect((await askForCode(user.token, body)).statusCode).toBe(400);
    }

    const next = uniqueEmail('newest');
    await askForCode(user.token, { email: next, current_password: testPassword });
    const first = await mailedCode(next);
    await askForCode(user.token, { email: next, current_password: testPassword });
    const second = await mailedCode(next);
    if (first !== second) expect((await confirm(user.token, { email: next, code: first })).statusCode).toBe(400);
    expect((await confirm(user.token, { email: uniqueEmail(), code: second })).statusCode).toBe(400);
    expect((await confirm(user.token, { email: next, code: second })).statusCode).toBe(200);
  });

  it('ends a code after five wrong tries, and a code after its time', async () => {
    const user = await createSignedInUser(t);
    const next = uniqueEmail('guessed');
    await askForCode(user.token, { email: next, current_password: testPassword });
    const code = await mailedCode(next);
    const wrong = otherDigits(code);
    const answers = [];
    for (let i = 0; i < emailChangeRules.maxFailedAttempts; i++) {
      answers.push((await confirm(user.token, { email: next, code: wrong })).json().message);
    }
    expect(answers[0]).toMatch(/4 tries left/);
    expect((await confirm(user.token, { email: next, code })).statusCode).toBe(400);
    expect((await me(user.token)).email).toBe(user.email);

    const later = uniqueEmail('late');
    await askForCode(user.token, { email: later, current_password: testPassword });
    const lateCode = await mailedCode(later);
    t.clock.advance(emailChangeRules.validForMinutes * 60_000 + 1);
    const token = await signIn(t, { email: user.email, password: testPassword });
    expect((await confirm(token, { email: later, code: lateCode })).statusCode).toBe(400);
  });

  it('gives one address to one account when two race for it', async () => {
    const [ada, grace] = [await createSignedInUser(t), await createSignedInUser(t)];
    const contested = uniqueEmail('contested');
    await askForCode(ada.token, { email: contested, current_password: testPassword });
    const adaCode = await mailedCode(contested);
    await askForCode(grace.token, { email: contested, current_password: testPassword });
    const graceCode = await mailedCode(contested);
    const answers = await Promise.all([
      confirm(ada.token, { email: contested, code: adaCode }),
      confirm(grace.token, { email: contested, code: graceCode }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const emails = [(await me(ada.token)).email, (await me(grace.token)).email];
    expect(emails.filter((email) => email === contested)).toHaveLength(1);
  });

  it('limits the codes a user may ask for, and needs a signed-in user', async () => {
    const user = await createSignedInUser(t);
    const next = uniqueEmail('many');
    for (let i = 0; i < emailChangeRules.requestsPerHour; i++) {
      expect((await askForCode(user.token, { email: next, current_password: testPassword })).statusCode).toBe(200);
    }
    const limited = await askForCode(user.token, { email: next, current_password: testPassword });
    expect(limited.statusCode).toBe(429);
    const anonymous = await call(t.api, {
      method: 'POST',
      url: '/v1/account/email_change',
      payload: { email: next, current_password: testPassword },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
