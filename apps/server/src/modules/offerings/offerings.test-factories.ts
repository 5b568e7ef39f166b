import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import { createSignedInUser } from '../auth/testing';

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

/** A reg_cf offering at 2.50 a share, open through March 2026 (the test clock's month), made by a new administrator. */
export async function openTestOffering(t: TestApp): Promise<string> {
  const admin = await createSignedInUser(t, { roles: ['admin'] });
  const id = await createTestOffering(t, admin, {
    opens_at: '2026-03-01T00:00:00Z',
    closes_at: '2026-03-31T00:00:00Z',
  });
  expect((await moveTestOffering(t, admin, id, 'open')).statusCode).toBe(200);
  return id;
}

type Investor = { token: string; host?: string };

/** A POST of the investor's, with an Idempotency-Key when `key` is given. */
export const investorPost = (t: TestApp, investor: Investor, url: string, payload: object, key?: string) =>
  call(t.api, {
    method: 'POST',
    url,
    host: investor.host,
    token: investor.token,
    payload: payload as Record<string, unknown>,
    headers: key ? { 'idempotency-key': key } : {},
  });

export const testTaxNumber = '123-45-6789';

/** A drawn signature: a 1×1 PNG as the signature pad sends it. */
export const testSignature =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Fills in the three steps of the subscription form for `shares` shares and signs it; the form as saved last. */
export async function signForm(
  t: TestApp,
  investor: Investor,
  ipoId: string,
  shares: number,
  amountStep: Record<string, unknown> = {},
) {
  const steps = [
    { step: 'amount', ipo_id: ipoId, share_qty: shares, ...amountStep },
    { step: 'tax', ipo_id: ipoId, tax_no: testTaxNumber },
    { step: 'agreement', ipo_id: ipoId, signer_name: 'Grace Hopper', agreed: true, signature: testSignature },
  ];
  let form: Record<string, unknown> = {};
  for (const step of steps) {
    const response = await investorPost(t, investor, '/v1/ipo/subscription_form/create', step);
    expect(response.statusCode, response.body).toBe(200);
    form = response.json().payload;
  }
  return form;
}

/** Submits the signed form of `ipoId` at `price` a share, with a fresh Idempotency-Key unless given one. */
export const submitForm = (
  t: TestApp,
  investor: Investor,
  body: { ipo_id?: string; price_share: string; share_qty: number | string },
  key: string = randomUUID(),
) => investorPost(t, investor, '/v1/ipo/subscription_form/submit', { tax_no: testTaxNumber, ...body }, key);

/** Signs and submits a commitment to `shares` shares at `price`; the submit's response. */
export async function commitTo(t: TestApp, investor: Investor, ipoId: string, shares: number, price: string) {
  await signForm(t, investor, ipoId, shares);
  return submitForm(t, investor, { ipo_id: ipoId, price_share: price, share_qty: shares });
}

const hourMs = 3_600_000;

/**
 * An open ipo marketed at 8 to 12 a share, opened an hour ago and closing in a day: 10 or more per
 * investor, a target of 1,000 and at most 12,000 raised. Answers its id.
 */
export async function createOpenIpo(t: TestApp, admin: { token: string }, overrides: Record<string, unknown> = {}) {
  const now = t.clock.now().getTime();
  const id = await createTestOffering(t, admin, {
    workflow: 'ipo',
    price_per_share: null,
    price_range: { low: '8', high: '12' },
    min_investment: '10',
    max_investment: null,
    target_raise: '1000',
    max_raise: '12000',
    opens_at: new Date(now - hourMs).toISOString(),
    closes_at: new Date(now + 24 * hourMs).toISOString(),
    ...overrides,
  });
  const opened = await moveTestOffering(t, admin, id, 'open');
  expect(opened.statusCode, opened.body).toBe(200);
  return id;
}

/** An ipo's indication of interest: `shares` shares at up to `maxPrice` each, signed and submitted; the commitment. */
export async function indicateInterest(
  t: TestApp,
  investor: Investor,
  ipoId: string,
  shares: number,
  maxPrice: string,
) {
  await signForm(t, investor, ipoId, shares, { price_share: maxPrice });
  const response = await submitForm(t, investor, { ipo_id: ipoId, price_share: maxPrice, share_qty: shares });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload as { id: string; amount: string; max_price: string | null; status: string };
}

/** The investor's commitments as GET /v1/ipo/subscriptions lists them, newest first. */
export async function listCommitments(t: TestApp, investor: Investor) {
  const response = await call(t.api, {
    method: 'GET',
    url: '/v1/ipo/subscriptions',
    token: investor.token,
    host: investor.host,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.items as Record<string, unknown>[];
}
