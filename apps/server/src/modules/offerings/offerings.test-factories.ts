import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';

export const uniqueAsset = () => `OF${randomBytes(3).toString('hex').toUpperCase()}`;

/** The terms of a reg_cf offering open in March 2026, as an administrator posts them. */
export function offeringTerms(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Nova Robotics Series A',
    issuer_name: 'Nova Robotics Inc.',
    summary: 'Warehouse robots that pick and pack.',
    asset: uniqueAsset(),
    workflow: 'reg_cf',
    security_type: 'common_equity',
    price_per_share: '2.50',
    min_investment: '100',
    max_investment: '10000',
    target_raise: '50000',
    max_raise: '1000000',
    opens_at: '2026-03-01T14:00:00Z',
    closes_at: '2026-04-30T21:00:00Z',
    ...overrides,
  };
}

export const offeringCall = (
  t: TestApp,
  user: { token: string },
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  host?: string,
) => call(t.api, { method, url, token: user.token, host, payload: payload as Record<string, unknown> });

/** Creates a draft through the API and answers its id. */
export async function createTestOffering(
  t: TestApp,
  admin: { token: string },
  overrides: Record<string, unknown> = {},
  host?: string,
): Promise<string> {
  const response = await offeringCall(t, admin, 'POST', '/v1/admin/offerings', offeringTerms(overrides), host);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.id as string;
}

/** Moves an offering to `to` through the API and answers the response. */
export const moveTestOffering = (t: TestApp, admin: { token: string }, id: string, to: string, host?: string) =>
  offeringCall(t, admin, 'POST', `/v1/admin/offerings/${id}/state`, { to }, host);
