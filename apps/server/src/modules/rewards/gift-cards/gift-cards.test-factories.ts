import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { call, type TestApp } from '../../../../test/test-app';
import { nextIp, uniqueEmail } from '../../auth/testing';
import { getBalances, reconcile } from '../../ledger';

export interface Sender {
  id: string;
  tenantId: string;
  token: string;
  host: string;
}

/** POST /v1/generate-gc as `sender`, for a new recipient unless the body names one; a fresh key unless given. */
export function sendCard(t: TestApp, sender: Sender, body: Record<string, unknown> = {}, key = randomUUID()) {
  return call(t.api, {
    method: 'POST',
    url: '/v1/generate-gc',
    host: sender.host,
    token: sender.token,
    remoteAddress: nextIp(),
    headers: { 'idempotency-key': key },
    payload: {
      amount: '50',
      first_name: 'Marie',
      last_name: 'Curie',
      email: uniqueEmail('recipient'),
      domain_id: sender.tenantId,
      ...body,
    },
  });
}

/** The code of the newest gift link mailed to `email` (runs the outbox first). */
export async function giftCodeFromMail(t: TestApp, email: string): Promise<string> {
  await t.drainOutbox();
  const mails = t.mail.to(email);
  const match = /\/gift\/([A-Z2-7]+)/.exec(mails[mails.length - 1]?.raw ?? '');
  if (!match?.[1]) throw new Error(`no gift link mailed to ${email}`);
  return match[1];
}

/** Sends a card of `amount` and answers it with its code, as its recipient finds it in their mail. */
export async function sentCard(t: TestApp, sender: Sender, amount = '50') {
  const email = uniqueEmail('recipient');
  const response = await sendCard(t, sender, { amount, email });
  expect(response.statusCode, response.body).toBe(200);
  return {
    card: response.json().payload as { id: string; status: string },
    code: await giftCodeFromMail(t, email),
    email,
  };
}

/** The user's available US dollars, in cents. */
export async function usdCents(t: TestApp, user: { id: string; tenantId: string }): Promise<bigint> {
  const balances = await getBalances(t.context.database.db, user.tenantId, user.id);
  return balances.find((row) => row.asset === 'USD')?.availableUnits ?? 0n;
}

export async function expectLedgerBalanced(t: TestApp) {
  expect((await reconcile(t.context.database.db)).mismatches).toEqual([]);
}
