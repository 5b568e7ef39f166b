import { eq } from 'drizzle-orm';
import { call, defaultTestHost, type TestApp } from '../../../test/test-app';
import { nextIp, uniqueEmail } from '../auth/testing';
import { contactMessages } from './messages.tables';

/** Test data for the messages module: contact forms and what the domain kept of them. */

export function contactBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ada Lovelace',
    email: uniqueEmail('contact'),
    subject: 'A question about fees',
    message: 'How much does a limit order cost on your platform?\n\nThank you.',
    ...overrides,
  };
}

export function sendContact(
  t: TestApp,
  body: object,
  options: { url?: string; host?: string; token?: string; remoteAddress?: string } = {},
) {
  const { url = '/v1/contactUs', host = defaultTestHost, token, remoteAddress = nextIp() } = options;
  return call(t.api, {
    method: 'POST',
    url,
    host,
    remoteAddress,
    payload: body as Record<string, unknown>,
    ...(token && { token }),
  });
}

/** The messages the domain kept from `email`. */
export function storedMessagesFrom(t: TestApp, email: string) {
  return t.context.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
}
