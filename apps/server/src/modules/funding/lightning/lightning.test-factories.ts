import type { LightningAccount, LightningInvoice } from '@invest/contracts';
import { call, type TestApp } from '../../../../test/test-app';
import { getOk, postOk } from '../funding.test-app';
import type { FundingInvestor } from '../funding.test-factories';

/** Test data for Lightning: invoices asked for and read back as a client does, and Ibex's webhook. */

export async function requestInvoice(
  t: TestApp,
  user: FundingInvestor,
  body: { amount: string | number; currencyId: number },
  key?: string,
): Promise<LightningInvoice> {
  return postOk<LightningInvoice>(t, user, '/v1/ibex/lnurl', body, key);
}

export async function readInvoice(t: TestApp, user: FundingInvestor, id: string): Promise<LightningInvoice> {
  return getOk<LightningInvoice>(t, user, `/v1/ibex/lnurl/${id}`);
}

export async function lightningAccount(t: TestApp, user: FundingInvestor): Promise<LightningAccount> {
  return getOk<LightningAccount>(t, user, '/v1/ibex/account');
}

export function postIbexWebhook(t: TestApp, body: string) {
  return call(t.api, {
    method: 'POST',
    url: '/v1/ibex/webhook',
    headers: { 'content-type': 'application/json' },
    payload: body,
  });
}
