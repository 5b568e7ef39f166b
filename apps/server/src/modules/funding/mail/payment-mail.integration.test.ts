import type { Payment } from '@invest/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { inTransaction } from '../../../platform/db/transaction';
import { sandboxTestCards } from '../card/circle-sandbox';
import { newKey, postWithKey } from '../funding.test-app';
import {
  cardPaymentBody,
  createFundingInvestor,
  createInvestorWithBank,
  createWithdrawalTenant,
  type FundingInvestor,
  paymentsOf,
} from '../funding.test-factories';
import { sandboxFailingDestinations } from '../withdrawals/sandbox-payouts';
import { queuePaymentMailJob } from './payment-mail-job';

const host = 'payment-mail.test';
const company = `Withdrawals ${host}`;
const t = useTestApp();
beforeAll(async () => {
  await createWithdrawalTenant(t, host);
});

/** Runs the outbox until nothing is left: webhooks, the mail jobs they queue, then the mail. */
async function settle() {
  while ((await t.context.outbox.drain()) > 0);
}

async function mailsTo(user: FundingInvestor) {
  await settle();
  return t.mail.to(user.email).filter((mail) => mail.subject.startsWith(`${company}:`));
}

const payByCard = async (user: FundingInvestor, amount: string, number: string = sandboxTestCards.approved) => {
  const response = await postWithKey(t, user, '/v1/circle/payment', await cardPaymentBody(t, user, { amount, number }));
  expect(response.statusCode, response.body).toBe(200);
};
const withdraw = (user: FundingInvestor, amount: string) =>
  postWithKey(t, user, '/v1/trading/withdraw', { currency: 'USD', amount }, newKey());

describe('mail about money moving', () => {
  it('tells the investor once that a deposit was credited, and no one else', async () => {
    const user = await createFundingInvestor(t, { host });
    const other = await createFundingInvestor(t, { host });
    await payByCard(user, '1250.5');

    const mails = await mailsTo(user);
    expect(mails.map((mail) => mail.subject)).toEqual([`${company}: 1,250.50 USD added to your account`]);
    expect(mails[0]?.raw).toContain('Hello Grace,');
    expect(mails[0]?.raw).toContain(`Your card deposit of 1,250.50 USD has been credited to your ${company} account.`);
    expect(mails[0]?.raw).toContain(`See your balances and payments: https://${host}/funding`);
    expect(await mailsTo(other)).toEqual([]);
  });

  it('mails a payment announced twice in one state once', async () => {
    const user = await createFundingInvestor(t, { host });
    await payByCard(user, '30');
    await settle();
    const [credited] = (await paymentsOf(t, user)).filter((payment) => payment.direction === 'deposit');
    await inTransaction(t.context.database.db, (tx) =>
      queuePaymentMailJob(tx, user.tenantId, {
        user_id: user.id,
        payment: { ...credited, status: 'confirmed' } as Payment,
      }),
    );
    const mails = await mailsTo(user);
    expect(mails.map((mail) => mail.subject)).toEqual([`${company}: 30.00 USD added to your account`]);
  });

  it('tells the investor a card deposit did not go through, and why', async () => {
    const user = await createFundingInvestor(t, { host });
    await payByCard(user, '40', sandboxTestCards.declined);

    const [mail, ...more] = await mailsTo(user);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`${company}: your deposit of 40.00 USD did not go through`);
    expect(mail?.raw).toContain('Reason: The card was declined by its issuer (sandbox)');
    expect(mail?.raw).toContain('Nothing was added to your balance.');
  });

  it('tells the investor a withdrawal was requested with its fee, then that it was sent', async () => {
    const user = await createInvestorWithBank(t, host, { deposit: '200' });
    await settle();
    expect((await withdraw(user, '50')).statusCode).toBe(200);

    const mails = (await mailsTo(user)).filter((mail) => mail.subject.includes('withdrawal'));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `${company}: withdrawal of 50.00 USD requested`,
      `${company}: your withdrawal of 50.00 USD was sent`,
    ]);
    expect(mails[0]?.raw).toContain(
      'We received your request to withdraw 50.00 USD by bank transfer. A fee of 0.50 USD applies.',
    );
    expect(mails[0]?.raw).toContain(
      `If you did not ask for this withdrawal, choose a new password now at https://${host}/forgot-password.`,
    );
    expect(mails[1]?.raw).toMatch(/Its reference is sandbox-payout-[\w-]+\./);
  });

  it('tells the investor a returned withdrawal failed and the amount is back in the balance', async () => {
    const user = await createInvestorWithBank(t, host, {
      deposit: '200',
      account: { account_number: sandboxFailingDestinations.accountNumber },
    });
    await settle();
    expect((await withdraw(user, '80')).statusCode).toBe(200);

    const failed = (await mailsTo(user)).filter((mail) => mail.subject.includes('did not go through'));
    expect(failed.map((mail) => mail.subject)).toEqual([`${company}: your withdrawal of 80.00 USD did not go through`]);
    expect(failed[0]?.raw).toContain('Reason: The receiving bank returned the transfer (sandbox)');
    expect(failed[0]?.raw).toContain('The amount that was held is back in your available balance.');
  });

  it('sends nothing for a refused request that moved no money', async () => {
    const user = await createInvestorWithBank(t, host, { deposit: '20' });
    await settle();
    const before = (await mailsTo(user)).length;
    const refused = await withdraw(user, '500');
    expect(refused.statusCode).toBe(422);
    expect(await mailsTo(user)).toHaveLength(before);
    const other = await call(t.api, { method: 'GET', url: '/v1/funding/payments', host, token: user.token });
    expect(other.json().payload.items.filter((item: { direction: string }) => item.direction === 'withdrawal')).toEqual(
      [],
    );
  });
});
