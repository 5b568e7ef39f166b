import type { BalanceMovement, Payment, UsdcWallet } from '@invest/contracts';
import { call, type TestApp } from '../../../../test/test-app';
import { getOk, postOk } from '../funding.test-app';
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
