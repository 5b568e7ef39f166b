import { randomUUID } from 'node:crypto';
import type { UserBonus } from '@invest/contracts';
import { expect } from 'vitest';
import { call, type TestApp } from '../../../../test/test-app';
import { nextIp } from '../../auth/testing';

interface Caller {
  token: string;
  host?: string;
}

/** POST /v1/reports/user-bonus as `caller`, with a fresh Idempotency-Key unless given. */
export function payBonus(
  t: TestApp,
  caller: Caller,
  body: { id: string; last_bonus_date: string | null; amount: string | number },
  key = randomUUID(),
) {
  return call(t.api, {
    method: 'POST',
    url: '/v1/reports/user-bonus',
    host: caller.host,
    token: caller.token,
    remoteAddress: nextIp(),
    headers: { 'idempotency-key': key },
    payload: body,
  });
}

/** GET /v1/reports/user-bonus as an administrator: every user with a bonus due, page by page. */
export async function bonusesDue(t: TestApp, admin: Caller): Promise<UserBonus[]> {
  const all: UserBonus[] = [];
  for (let page = 1; ; page += 1) {
    const response = await call(t.api, {
      method: 'GET',
      url: `/v1/reports/user-bonus?limit=100&page=${page}`,
      host: admin.host,
      token: admin.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { items, total } = response.json().payload as { items: UserBonus[]; total: number };
    all.push(...items);
    if (items.length === 0 || all.length >= total) return all;
  }
}

/** The user's row in the report, or undefined when nothing is due to them. */
export async function bonusOf(t: TestApp, admin: Caller, user: { id: string }) {
  return (await bonusesDue(t, admin)).find((bonus) => bonus.id === user.id);
}
