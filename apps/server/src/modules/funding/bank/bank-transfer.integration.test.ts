import type { Payment } from '@invest/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { getAs, getOk, postOk, postWithKey } from '../funding.test-app';
import type { FundingInvestor } from '../funding.test-factories';
import { balanceOf, createFundingInvestor, dashboard, paymentsOf } from '../funding.test-factories';
import { postWebhook, webhookSecret, webhookSecretEnv } from '../settlement/settlement.test-factories';

let admin: { token: string; host: string };
const t = useTestApp({ env: webhookSecretEnv, tenants: { 'partner.test': 'Partner' } });
beforeAll(async () => {
  admin = { ...(await createSignedInUser(t, { roles: ['admin'] })), host: 'main.test' };
});

async function instructions(user: FundingInvestor) {
  const response = await getOk(t, user, '/v1/funding/bank-transfer');
  return response;
}

async function announce(user: FundingInvestor, amount: string): Promise<Payment> {
  return postOk<Payment>(t, user, '/v1/funding/bank-transfer', { amount });
}

const confirm = (as: { token: string; host: string }, payment: Payment, amount: string) =>
  postWithKey(t, as, `/v1/admin/funding/payments/${payment.id}/confirm`, { amount });

describe('bank transfer instructions', () => {
  it("give each user one lasting reference and the domain's default wording", async () => {
    const [first, second] = [await createFundingInvestor(t), await createFundingInvestor(t)];
    const shown = await instructions(first);
    expect(shown.reference).toMatch(/^INV[2-9A-HJ-NP-Z]{8}$/);
    expect((await instructions(first)).reference).toBe(shown.reference);
    expect((await instructions(second)).reference).not.toBe(shown.reference);
    expect(shown).toMatchObject({ asset: 'USD', bank_name: null, instructions: expect.stringContaining('reference') });
  });

  it("show the domain's bank account from its configs", async () => {
    const tenantId = await t.createTenant('bank.test', 'Bank');
    await t.context.tenants.updateSettings(tenantId, {
      configs: {
        bank_name: 'First Test Bank',
        bank_account_number: '000123456789',
        bank_iban: 'GB82WEST12345698765432',
        bank_transfer_instructions: 'Quote {reference} on your transfer.',
      },
    });
    const user = await createFundingInvestor(t, { host: 'bank.test' });
    const shown = await instructions(user);
    expect(shown).toMatchObject({
      bank_name: 'First Test Bank',
      account_number: '000123456789',
      iban: 'GB82WEST12345698765432',
      instructions: `Quote ${shown.reference} on your transfer.`,
    });
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
