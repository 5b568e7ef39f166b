import { describe, expect, it } from 'vitest';
import { call, defaultTestHost, useTestApp } from '../../../test/test-app';
import { createSignedInUser, nextIp, uniqueEmail } from '../auth/testing';
import { contactBody, sendContact, storedMessagesFrom } from './messages.test-factories';

const supportEmail = 'help@main.test';
const otherHost = 'other.test';

const t = useTestApp({ tenants: { [otherHost]: 'Other Brokerage' } }, async () => {
  const main = await t.context.tenants.resolveTenant(defaultTestHost);
  await t.context.tenants.updateSettings(main.id, {
    configs: { support_email: supportEmail },
    theme_config: { website_url: 'https://main.example' },
  });
});

describe('the contact form', () => {
  it('mails the message to the support address and a copy to the sender, and answers CONT-1', async () => {
    const body = contactBody();
    const response = await sendContact(t, body);

    expect(response.statusCode, response.body).toBe(200);
    const { payload, message } = response.json();
    expect(payload.message_code).toBe('CONT-1');
    expect(message).toBe('Thank you for your message. We will answer you by email soon.');
    const [stored] = await storedMessagesFrom(t, body.email);
    expect(stored).toMatchObject({ id: payload.reference, kind: 'contact', topic: null, subject: body.subject });

    await t.drainOutbox();
    const [toSupport] = t.mail.to(supportEmail).filter((mail) => mail.raw.includes(payload.reference));
    expect(toSupport?.subject).toBe('Main Test contact form: A question about fees');
    expect(toSupport?.raw).toMatch(new RegExp(`^Reply-To: ${body.email}`, 'm'));
    expect(toSupport?.raw).toContain('How much does a limit order cost on your platform?');
    const [copy] = t.mail.to(body.email);
    expect(copy?.subject).toBe('Main Test: we received your message: A question about fees');
    expect(copy?.raw).toMatch(new RegExp(`^Reply-To: ${supportEmail}`, 'm'));
    expect(copy?.raw).toContain(`Reference: ${payload.reference}`);
  });

  it('takes the support form with its topic, and keeps who sent it when they were signed in', async () => {
    const user = await createSignedInUser(t);
    const body = contactBody({ email: user.email, topic: 'funding' });
    const response = await sendContact(t, body, { url: '/v1/submit-contact-form', token: user.token });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload.message_code).toBe('CONT-1');
    const [stored] = await storedMessagesFrom(t, user.email);
    expect(stored).toMatchObject({ kind: 'support', topic: 'funding', userId: user.id });
    await t.drainOutbox();
    const toSupport = t.mail.to(supportEmail).find((mail) => mail.raw.includes(stored?.id ?? '-'));
    expect(toSupport?.subject).toBe('Main Test support form: A question about fees');
    expect(toSupport?.raw).toContain('Topic: funding');
  });

  it('refuses bad input with the fields at fault, and keeps and mails nothing', async () => {
    const email = uniqueEmail('refused');
    const cases = [
      [contactBody({ email, name: '' }), 'name'],
      [contactBody({ email, message: 'Too short' }), 'message'],
      [contactBody({ email, subject: 'Two\nlines' }), 'subject'],
      [contactBody({ email, message: 'x'.repeat(5001) }), 'message'],
      [contactBody({ email: 'not an address' }), 'email'],
      [{ ...contactBody({ email }), role: 'admin' }, null],
    ] as const;
    for (const [body, field] of cases) {
      const response = await sendContact(t, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
      if (field) expect(Object.keys(response.json().errors ?? {})).toContain(field);
    }
    const noTopic = await sendContact(t, contactBody({ email }), { url: '/v1/submit-contact-form' });
    expect(noTopic.statusCode).toBe(400);
    expect(noTopic.json().errors).toHaveProperty('topic');

    expect(await storedMessagesFrom(t, email)).toEqual([]);
    await t.drainOutbox();
    expect(t.mail.to(email)).toEqual([]);
  });

  it('answers 429 past five messages from one client address, and three from one sender', async () => {
    const remoteAddress = nextIp();
    const fromClient = [];
    for (let i = 0; i < 6; i += 1) fromClient.push(await sendContact(t, contactBody(), { remoteAddress }));
    expect(fromClient.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(fromClient[5]?.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });

    const email = uniqueEmail('busy');
    const fromSender = [];
    for (const url of ['/v1/contactUs', '/v1/submit-contact-form', '/v1/contactUs', '/v1/contactUs']) {
      fromSender.push(
        await sendContact(t, contactBody({ email, topic: url.includes('submit') ? 'other' : undefined }), { url }),
      );
    }
    expect(fromSender.map((response) => response.statusCode)).toEqual([200, 200, 200, 429]);
    const refused = fromSender[3];
    expect(refused?.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused?.json().message).toMatch(
      /^Too many messages from this address\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedMessagesFrom(t, email)).toHaveLength(3);
  });

  it("mails the domain's administrators when it has no support address", async () => {
    const admin = await createSignedInUser(t, { host: otherHost, roles: ['admin'] });
    const body = contactBody();
    const response = await sendContact(t, body, { host: otherHost });

    expect(response.statusCode, response.body).toBe(200);
    await t.drainOutbox();
    expect(t.mail.to(admin.email).map((mail) => mail.subject)).toEqual([
      'Other Brokerage contact form: A question about fees',
    ]);
    expect(t.mail.to(body.email)[0]?.raw).not.toMatch(/^Reply-To:/m);
  });
});

describe("the domain's info", () => {
  const info = (host: string) => call(t.api, { method: 'GET', url: '/v1/info', host });

  it('tells anyone its company, website, support address and terms', async () => {
    const response = await info(defaultTestHost);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toEqual({
      company_name: 'Main Test',
      website_url: 'https://main.example',
      support_email: supportEmail,
      terms_url: '/legal/terms',
    });
  });

  it("answers each domain's own, never another's", async () => {
    const response = await info(otherHost);
    expect(response.json().payload).toEqual({
      company_name: 'Other Brokerage',
      website_url: null,
      support_email: null,
      terms_url: '/legal/terms',
    });
  });
});
