import { type BankInstructions, bankReceivingAccountSchema, type Payment } from '@invest/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { getAs, getOk, postOk, postWithKey } from '../funding.test-app';
import type { FundingInvestor } from '../funding.test-factories';
import {
  balanceOf,
  createFundingInvestor,
  dashboard,
  giveBankAccount,
  paymentsOf,
  testReceivingAccount,
} from '../funding.test-factories';
import { postWebhook, webhookSecret, webhookSecretEnv } from '../settlement/settlement.test-factories';

let admin: { token: string; host: string };
const t = useTestApp({ env: { ...webhookSecretEnv, BANK_TRANSFERS: 'live' }, tenants: { 'partner.test': 'Partner' } });
beforeAll(async () => {
  admin = { ...(await createSignedInUser(t, { roles: ['admin'] })), host: 'main.test' };
  await giveBankAccount(t);
});

const instructions = (user: FundingInvestor) => getOk<BankInstructions>(t, user, '/v1/funding/bank-transfer');

async function announce(user: FundingInvestor, amount: string): Promise<Payment> {
  return postOk<Payment>(t, user, '/v1/funding/bank-transfer', { amount });
}

const confirm = (as: { token: string; host: string }, payment: Payment, amount: string) =>
  postWithKey(t, as, `/v1/admin/funding/payments/${payment.id}/confirm`, { amount });

describe('bank transfer instructions', () => {
  it("give each user one lasting reference and the domain's receiving account", async () => {
    const [first, second] = [await createFundingInvestor(t), await createFundingInvestor(t)];
    const shown = await instructions(first);
    expect(shown.reference).toMatch(/^INV[2-9A-HJ-NP-Z]{8}$/);
    expect((await instructions(first)).reference).toBe(shown.reference);
    expect((await instructions(second)).reference).not.toBe(shown.reference);
    expect(shown).toEqual({
      reference: shown.reference,
      asset: 'USD',
      is_sandbox: false,
      account: {
        beneficiary_name: 'Main Test Client Funds',
        bank_name: 'First Test Bank',
        account_number: '000123456789',
        iban: null,
        routing_number: '123456780',
        swift_code: 'FTBKUS33',
        bank_address: '1 Test Plaza, New York, NY 10001',
        reference_rule: null,
      },
    });
  });

  it("put the user's reference into the domain's own rule for it", async () => {
    const tenantId = await t.createTenant('bank.test', 'Bank');
    const account = {
      ...testReceivingAccount,
      account_number: null,
      routing_number: null,
      iban: 'GB82 WEST 1234 5698 7654 32',
      swift_code: 'westgb2l',
      reference_rule: 'Start the payment reference with {reference}.',
    };
    await t.context.tenants.updateSettings(tenantId, { bank_account: bankReceivingAccountSchema.parse(account) });
    const user = await createFundingInvestor(t, { host: 'bank.test' });
    const shown = await instructions(user);
    expect(shown.account).toMatchObject({
      iban: 'GB82WEST12345698765432',
      swift_code: 'WESTGB2L',
      account_number: null,
      reference_rule: `Start the payment reference with ${shown.reference}.`,
    });
  });

  it('say there is no account while the domain has set none, and refuse a transfer announced, recording nothing', async () => {
    await t.createTenant('nobank.test', 'No Bank');
    const user = await createFundingInvestor(t, { host: 'nobank.test' });
    expect((await instructions(user)).account).toBeNull();
    const response = await postWithKey(t, user, '/v1/funding/bank-transfer', { amount: '500' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, code: 'BUSINESS_RULE' });
    expect(await paymentsOf(t, user)).toEqual([]);
  });
});

describe('a bank deposit', () => {
  it('announced, is pending until an administrator confirms the amount received, then credited once', async () => {
    const user = await createFundingInvestor(t);
    const payment = await announce(user, '500');
    expect(payment).toMatchObject({ method: 'BANK TRANSFER', status: 'PENDING', amount: '500' });
    expect((await dashboard(t, user)).pending_deposits.map((pending) => pending.id)).toEqual([payment.id]);
    const confirmed = await confirm(admin, payment, '499.50');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().payload).toMatchObject({ status: 'COMPLETED', amount: '499.5' });
    expect(await balanceOf(t, user)).toEqual({ available: '499.5', held: '0' });
    const again = await confirm(admin, payment, '499.50');
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(t, user)).toEqual({ available: '499.5', held: '0' });

    const trail = await getOk(t, admin, `/v1/admin/audit?object_kind=payment&object_id=${payment.id}`);
    expect(trail.items).toEqual([
      expect.objectContaining({
        action: 'payment.confirm',
        subject_user_id: user.id,
        before: { status: 'PENDING', amount: '50000' },
        after: { status: 'COMPLETED', received: '49950' },
      }),
    ]);
  });

  it('is confirmed by administrators of its own domain only', async () => {
    const user = await createFundingInvestor(t);
    const payment = await announce(user, '200');
    expect((await confirm(user, payment, '200')).statusCode).toBe(403);
    const partnerAdmin = {
      ...(await createSignedInUser(t, { roles: ['admin'], host: 'partner.test' })),
      host: 'partner.test',
    };
    expect((await confirm(partnerAdmin, payment, '200')).statusCode).toBe(404);
    expect((await confirm(admin, { ...payment, id: '00000000-0000-4000-8000-000000000000' }, '200')).statusCode).toBe(
      404,
    );
    expect((await confirm(admin, payment, '-1')).statusCode).toBe(400);
    expect(await balanceOf(t, user)).toEqual({ available: '0', held: '0' });
  });

  it("is credited when the bank's signed webhook names the user's reference", async () => {
    const user = await createFundingInvestor(t);
    const announced = await announce(user, '300');
    const { reference } = await instructions(user);
    const settled = await postWebhook(t, webhookSecret, {
      provider: 'bank',
      reference,
      status: 'COMPLETED',
      amount: '300',
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect((await getAs(t, user, `/v1/circle/payment/${announced.id}`)).json().payload.status).toBe('COMPLETED');
    const unannounced = await postWebhook(t, webhookSecret, {
      provider: 'bank',
      reference,
      status: 'COMPLETED',
      amount: '150',
    });
    expect(unannounced.statusCode).toBe(200);
    expect(await balanceOf(t, user)).toEqual({ available: '450', held: '0' });
    expect(await paymentsOf(t, user)).toHaveLength(2);
  });

  it('is refused from a bank webhook that does not say how much arrived', async () => {
    const user = await createFundingInvestor(t);
    const { reference } = await instructions(user);
    const response = await postWebhook(t, webhookSecret, { provider: 'bank', reference, status: 'COMPLETED' });
    expect(response.statusCode).toBe(400);
    expect(await balanceOf(t, user)).toEqual({ available: '0', held: '0' });
  });

  it('is refused below the minimum of the domain (100 by default)', async () => {
    const user = await createFundingInvestor(t);
    const response = await postWithKey(t, user, '/v1/funding/bank-transfer', { amount: '99.99' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.amount[0]).toContain('100');
    expect(await paymentsOf(t, user)).toEqual([]);
  });
});
