import type { BalanceMovement, Payment, UsdcConversion, UsdcWallet } from '@invest/contracts';
import { expect } from 'vitest';
import { call, type TestApp } from '../../../../test/test-app';
import { nextIp } from '../../auth/testing';
import { getOk, newKey, postOk } from '../funding.test-app';
import type { FundingInvestor } from '../funding.test-factories';

/** Test data for the USDC rail: addresses, announced deposits, webhooks, pages read as a client does. */

export async function walletsOf(t: TestApp, user: FundingInvestor): Promise<UsdcWallet[]> {
  return (await getOk(t, user, '/v1/digtl/usdc-wallet')).wallets as UsdcWallet[];
}

export async function walletOn(t: TestApp, user: FundingInvestor, chain: string): Promise<UsdcWallet> {
  const wallet = (await walletsOf(t, user)).find((candidate) => candidate.chain === chain);
  if (!wallet) throw new Error(`no ${chain} wallet`);
  return wallet;
}

export async function announceDeposit(
  t: TestApp,
  user: FundingInvestor,
  body: Record<string, unknown>,
  key?: string,
): Promise<Payment> {
  return postOk<Payment>(t, user, '/v1/digtl-payment', body, key);
}

export async function usdcBalance(t: TestApp, user: FundingInvestor) {
  const response = await getOk(t, user, '/v1/usdc-balance');
  return response as { asset: string; available: string; held: string };
}

export async function usdcPayments(t: TestApp, user: FundingInvestor) {
  const response = await getOk(t, user, '/v1/digtl-payment?limit=100');
  return response as { items: Payment[]; total: number };
}

export async function usdcMovements(t: TestApp, user: FundingInvestor) {
  const response = await getOk(t, user, '/v1/digtl-balance?limit=100');
  return response as { items: BalanceMovement[]; total: number };
}

export function postCustodyWebhook(t: TestApp, webhook: { body: string; headers: Record<string, string> }) {
  return call(t.api, {
    method: 'POST',
    url: '/v1/fireblocks/webhook',
    headers: webhook.headers,
    payload: webhook.body,
  });
}

/**
 * POST digtl-balance as a client sends it, from an address of its own (the route is rate limited
 * per address); `key: null` sends no Idempotency-Key.
 */
export function postConversion(
  t: TestApp,
  user: FundingInvestor,
  payload: unknown,
  options: { key?: string | null; remoteAddress?: string } = {},
) {
  const key = options.key === undefined ? newKey() : options.key;
  return call(t.api, {
    method: 'POST',
    url: '/v1/digtl-balance',
    host: user.host,
    token: user.token,
    remoteAddress: options.remoteAddress ?? nextIp(),
    headers: key === null ? {} : { 'idempotency-key': key },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A conversion that must be accepted: its payload. */
export async function convert(
  t: TestApp,
  user: FundingInvestor,
  body: { amount: string | number; to: 'USD' | 'USDC' },
): Promise<UsdcConversion> {
  const response = await postConversion(t, user, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload as UsdcConversion;
}

/** PUT digtl-balance/{id}: a new amount or `{ status: 'CANCELLED' }`. */
export function putConversion(t: TestApp, user: FundingInvestor, id: string, payload: unknown) {
  return call(t.api, {
    method: 'PUT',
    url: `/v1/digtl-balance/${id}`,
    host: user.host,
    token: user.token,
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function conversionsOf(t: TestApp, user: FundingInvestor, status?: string) {
  const query = status ? `&status=${status}` : '';
  return getOk<{ items: UsdcConversion[]; total: number }>(t, user, `/v1/digtl-balance/conversions?limit=100${query}`);
}

export async function conversionOf(t: TestApp, user: FundingInvestor, id: string): Promise<UsdcConversion> {
  const found = (await conversionsOf(t, user)).items.find((conversion) => conversion.id === id);
  if (!found) throw new Error(`no conversion ${id}`);
  return found;
}
