import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { createFundingInvestor, depositByCard, type FundingInvestor } from '../funding.test-factories';
import { announceDeposit } from './usdc.test-factories';

/** POST notify-compliance-team {dgId}: a notice recorded once, mailed to the domain's administrators. */

const t = useTestApp();

function notify(user: FundingInvestor, body: unknown) {
  return call(t.api, {
    method: 'POST',
    url: '/v1/notify-compliance-team',
    host: user.host,
    token: user.token,
    payload: body as object,
  });
}

const complianceMails = (address: string) =>
  t.mail.to(address).filter((mail) => mail.subject === 'Compliance review requested for a USDC payment');

describe('notifying the compliance team', () => {
  it("mails every administrator of the user's domain once, and no one elsewhere", async () => {
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const superAdmin = await createSignedInUser(t, { roles: ['super-admin'] });
    await t.createTenant('compliance-other.test');
    const otherAdmin = await createSignedInUser(t, { host: 'compliance-other.test', roles: ['admin'] });
    const user = await createFundingInvestor(t);
    const payment = await announceDeposit(t, user, { amount: '20', chain: 'ETH' });
    const first = await notify(user, { dgId: payment.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().payload).toMatchObject({ payment_id: payment.id });
    const again = await notify(user, { dgId: payment.id });
    expect(again.json().payload).toEqual(first.json().payload);
    await t.drainOutbox();
    expect(complianceMails(admin.email)).toHaveLength(1);
    expect(complianceMails(admin.email)[0]?.raw).toContain(payment.id);
    expect(complianceMails(superAdmin.email)).toHaveLength(1);
    expect(complianceMails(otherAdmin.email)).toHaveLength(0);
  });

  it("refuses another user's payment, a payment that is not USDC, and bad bodies", async () => {
    const owner = await createFundingInvestor(t);
    const payment = await announceDeposit(t, owner, { amount: '20', chain: 'ETH' });
    const other = await createFundingInvestor(t);
    expect((await notify(other, { dgId: payment.id })).statusCode).toBe(404);
    const card = await depositByCard(t, owner, '15.00');
    expect((await notify(owner, { dgId: card.id })).statusCode).toBe(404);
    expect((await notify(owner, {})).statusCode).toBe(400);
    expect((await notify(owner, { dgId: 42 })).statusCode).toBe(400);
    expect((await notify(owner, { dgId: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await notify(owner, { dgId: payment.id, extra: true })).statusCode).toBe(400);
    expect(
      (await call(t.api, { method: 'POST', url: '/v1/notify-compliance-team', payload: { dgId: payment.id } }))
        .statusCode,
    ).toBe(401);
  });
});
