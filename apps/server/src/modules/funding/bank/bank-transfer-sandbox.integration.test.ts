import { bankReceivingAccountSchema, type Payment } from '@invest/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { getOk, postOk, postWithKey } from '../funding.test-app';
import type { FundingInvestor } from '../funding.test-factories';
import { balanceOf, createFundingInvestor } from '../funding.test-factories';

const t = useTestApp({ env: { BANK_TRANSFERS: 'sandbox' } });
beforeAll(async () => {
  const main = await t.context.tenants.findDefaultTenant();
  if (!main) throw new Error('no default domain');
  const account = bankReceivingAccountSchema.parse({
    beneficiary_name: 'Main Test Client Funds (Sandbox)',
    bank_name: 'Sandbox Bank',
    account_number: '000123456789',
    routing_number: '123456780',
    bank_address: '1 Sandbox Plaza, New York, NY 10001',
  });
  await t.context.tenants.updateSettings(main.id, { bank_account: account });
});

const announce = (user: FundingInvestor, amount: string) =>
  postOk<Payment>(t, user, '/v1/funding/bank-transfer', { amount });
const paymentOf = (user: FundingInvestor, payment: Payment) =>
  getOk<Payment>(t, user, `/v1/circle/payment/${payment.id}`);

describe('a bank transfer in the sandbox', () => {
  it('is awaited when announced, then received by the sandbox bank and credited once, labelled Sandbox', async () => {
    const user = await createFundingInvestor(t);
    expect((await getOk<{ is_sandbox: boolean }>(t, user, '/v1/funding/bank-transfer')).is_sandbox).toBe(true);
    const announced = await announce(user, '250');
    expect(announced).toMatchObject({ status: 'PENDING', is_sandbox: true, asset: 'USD' });
    expect(await balanceOf(t, user)).toEqual({ available: '0', held: '0' });
    await t.drainOutbox();
    expect(await paymentOf(user, announced)).toMatchObject({ status: 'COMPLETED', amount: '250' });
    expect(await balanceOf(t, user)).toEqual({ available: '250', held: '0' });
    await t.drainOutbox();
    expect(await balanceOf(t, user)).toEqual({ available: '250', held: '0' });
  });

  it('is returned by the sandbox bank for an amount ending in .13, crediting nothing', async () => {
    const user = await createFundingInvestor(t);
    const announced = await announce(user, '200.13');
    await t.drainOutbox();
    expect(await paymentOf(user, announced)).toMatchObject({
      status: 'FAILED',
      failure_reason: 'The sandbox bank returned this transfer',
    });
    expect(await balanceOf(t, user)).toEqual({ available: '0', held: '0' });
  });

  it('confirmed by an administrator before the sandbox bank answers, is credited once', async () => {
    const user = await createFundingInvestor(t);
    const admin = { ...(await createSignedInUser(t, { roles: ['admin'] })), host: user.host };
    const announced = await announce(user, '300');
    const confirmed = await postWithKey(t, admin, `/v1/admin/funding/payments/${announced.id}/confirm`, {
      amount: '300',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await t.drainOutbox();
    expect(await balanceOf(t, user)).toEqual({ available: '300', held: '0' });
  });

  it('announced twice with one Idempotency-Key, is recorded and credited once', async () => {
    const user = await createFundingInvestor(t);
    const first = await postWithKey(t, user, '/v1/funding/bank-transfer', { amount: '150' }, 'same-key');
    const second = await postWithKey(t, user, '/v1/funding/bank-transfer', { amount: '150' }, 'same-key');
    expect(second.json().payload.id).toBe(first.json().payload.id);
    await t.drainOutbox();
    expect(await balanceOf(t, user)).toEqual({ available: '150', held: '0' });
  });
});
