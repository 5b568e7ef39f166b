import type { LightningAccount, LightningInvoice } from '@invest/contracts';
import { expect } from 'vitest';
import { call, type TestApp } from '../../../../test/test-app';
import { getAs, postWithKey } from '../funding.test-app';
import type { FundingInvestor } from '../funding.test-factories';

/** Test data for Lightning: invoices asked for and read back as a client does, and Ibex's webhook. */

export async function requestInvoice(
  t: TestApp,
  user: FundingInvestor,
  body: { amount: string | number; currencyId: number },
  key?: string,
): Promise<LightningInvoice> {
  const response = await postWithKey(t, user, '/v1/ibex/lnurl', body, key);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload as LightningInvoice;
}

export async function readInvoice(t: TestApp, user: FundingInvestor, id: string): Promise<LightningInvoice> {
  const response = await getAs(t, user, `/v1/ibex/lnurl/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload as LightningInvoice;
}

export async function lightningAccount(t: TestApp, user: FundingInvestor): Promise<LightningAccount> {
  const response = await getAs(t, user, '/v1/ibex/account');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload as LightningAccount;
}

export function postIbexWebhook(t: TestApp, body: string) {
  return call(t.api, {
    method: 'POST',
    url: '/v1/ibex/webhook',
    headers: { 'content-type': 'application/json' },
    payload: body,
  });
}
