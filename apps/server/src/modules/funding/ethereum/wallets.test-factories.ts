import type { MyWalletsPayload, Payment } from '@invest/contracts';
import { expect } from 'vitest';
import { call, type TestApp } from '../../../../test/test-app';
import { getOk } from '../funding.test-app';
import type { FundingInvestor } from '../funding.test-factories';

/** Test data for linked wallets (MetaMask): the dashboard's wallet calls, as a client makes them. */

export function postMyWallet(t: TestApp, user: FundingInvestor, payload: unknown) {
  return call(t.api, {
    method: 'POST',
    url: '/v1/mywallet',
    host: user.host,
    token: user.token,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export function postRemoveMyWallet(t: TestApp, user: FundingInvestor, payload: unknown) {
  return call(t.api, {
    method: 'POST',
    url: '/v1/removemywallet',
    host: user.host,
    token: user.token,
    payload: payload as object,
  });
}

/** Links `wallet` (MetaMask) and answers the user's wallets. */
export async function linkWallet(t: TestApp, user: FundingInvestor, wallet: string): Promise<MyWalletsPayload> {
  const response = await postMyWallet(t, user, { wallet, provider: 'metamask' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload as MyWalletsPayload;
}

export async function myWallets(t: TestApp, user: FundingInvestor): Promise<MyWalletsPayload> {
  return getOk<MyWalletsPayload>(t, user, '/v1/mywallet');
}

/** The user's MetaMask deposits, newest first. */
export async function metamaskPayments(t: TestApp, user: FundingInvestor): Promise<Payment[]> {
  return (await getOk(t, user, '/v1/funding/payments?method=METAMASK&limit=100')).items as Payment[];
}
