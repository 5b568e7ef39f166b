import type { FundingMethod, Swap } from '@invest/contracts';
import { expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app';
import { getAs, getOk, newKey, postWithKey } from '../funding.test-app';
import type { FundingInvestor } from '../funding.test-factories';
import { balanceOf, createFundingInvestor, createInvestorUnderRules, paymentsOf } from '../funding.test-factories';

/**
 * What every swap deposit through a sandbox does, whichever the provider: a retry answers the first
 * deposit, bad input and amounts outside the domain's rule are refused before anything is recorded,
 * a deposit the sandbox fails credits nothing, and no one else sees a deposit. Each provider's test
 * file adds these tests to its describe of the provider's deposits, saying how the provider is called.
 */
export interface SandboxSwapDeposits {
  t: TestApp;
  method: FundingMethod;
  /** The asset its deposits credit. */
  asset: 'USD' | 'USDC';
  /** Where a deposit is opened. */
  openUrl: string;
  /** Opens a deposit (which must succeed) and answers its swap. */
  open(user: FundingInvestor, body: Record<string, unknown>, key?: string): Promise<Swap>;
  /** Where the owner reads a deposit back, by our payment id. */
  readUrl(paymentId: string): string;
  /** A deposit asked for twice with one Idempotency-Key, what it credits, and a changed one sent with that key. */
  retried: { body: Record<string, unknown>; credited: string; changed: Record<string, unknown> };
  /** Bodies refused with 400 (label, body, and the url when not `openUrl`). */
  invalid: [label: string, body: unknown, url?: string][];
  /** A deposit the sandbox fails: how it is opened, and what its settled read shows besides the FAILED payment. */
  failing: { open(user: FundingInvestor): Promise<Swap>; reason: string; settled?: Record<string, unknown> };
  /** Bodies below the minimum and above the maximum of the domain's rule, and one the rule allows. */
  rule?: { tooLow: Record<string, unknown>; tooHigh: Record<string, unknown>; allowed: Record<string, unknown> };
  /** Where no one but its owner reads a deposit; and a url of an id the owner has no deposit by. */
  othersSee?: { urls(swap: Swap): string[]; unknownUrl?: string };
}

export function sandboxSwapDepositTests(p: SandboxSwapDeposits) {
  const { t } = p;
  it('retried with the same Idempotency-Key answers the same deposit and credits once', async () => {
    const user = await createFundingInvestor(t);
    const key = newKey();
    const first = await p.open(user, p.retried.body, key);
    const second = await p.open(user, p.retried.body, key);
    expect(second.payment.id).toBe(first.payment.id);
    expect(second.pay_in_address).toBe(first.pay_in_address);
    await t.drainOutbox();
    expect(await balanceOf(t, user, p.asset)).toEqual({ available: p.retried.credited, held: '0' });
    expect(await paymentsOf(t, user)).toHaveLength(1);
    expect((await postWithKey(t, user, p.openUrl, p.retried.changed, key)).statusCode).toBe(409);
  });

  it.each(p.invalid)('is refused with %s, and nothing is recorded', async (_label, body, url = p.openUrl) => {
    const user = await createFundingInvestor(t);
    const response = await postWithKey(t, user, url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(await paymentsOf(t, user)).toEqual([]);
  });

  it('that the sandbox fails credits nothing', async () => {
    const user = await createFundingInvestor(t);
    const swap = await p.failing.open(user);
    await t.drainOutbox();
    expect(await getOk(t, user, p.readUrl(swap.payment.id))).toMatchObject({
      ...p.failing.settled,
      payment: { status: 'FAILED', failure_reason: expect.stringContaining(p.failing.reason) },
    });
    expect(await balanceOf(t, user, p.asset)).toEqual({ available: '0', held: '0' });
  });

  const { rule, othersSee } = p;
  if (rule) {
    it("is refused outside the domain's rule, and when the domain switched the method off", async () => {
      const user = await createFundingInvestor(t);
      expect((await postWithKey(t, user, p.openUrl, rule.tooLow)).statusCode).toBe(422);
      expect((await postWithKey(t, user, p.openUrl, rule.tooHigh)).statusCode).toBe(422);
      expect(await paymentsOf(t, user)).toEqual([]);
      const host = `${p.method.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-off.test`;
      const switchedOff = { method: p.method, enabled: false, min_amount: '1', max_amount: '1000', fee_pct: '0' };
      const offUser = await createInvestorUnderRules(t, host, [switchedOff]);
      expect((await postWithKey(t, offUser, p.openUrl, rule.allowed)).statusCode).toBe(422);
    });
  }

  if (othersSee) {
    it("is another user's or another domain's 404", async () => {
      const owner = await createFundingInvestor(t);
      const swap = await p.open(owner, p.retried.body);
      const other = await createFundingInvestor(t);
      const partner = await createFundingInvestor(t, { host: 'partner.test' });
      for (const url of othersSee.urls(swap)) {
        expect((await getAs(t, other, url)).statusCode).toBe(404);
        expect((await getAs(t, partner, url)).statusCode).toBe(404);
      }
      if (othersSee.unknownUrl) expect((await getAs(t, owner, othersSee.unknownUrl)).statusCode).toBe(404);
    });
  }
}
