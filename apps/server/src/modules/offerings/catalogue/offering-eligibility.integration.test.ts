import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { acceptTerms, contactBody, createInvestor, individualDetailsBody, post } from '../../onboarding/testing';
import { createTrader } from '../../trading/testing';
import { createTestOffering, investorPost, moveTestOffering, offeringCall } from '../offerings.test-factories';

const t = useTestApp();

async function openOffering(overrides: Record<string, unknown>) {
  const admin = await createSignedInUser(t, { roles: ['admin'] });
  const id = await createTestOffering(t, admin, {
    opens_at: '2026-03-01T00:00:00Z',
    closes_at: '2026-03-31T00:00:00Z',
    ...overrides,
  });
  await moveTestOffering(t, admin, id, 'open');
  return { admin, id };
}

/** An approved investor whose contact details put them in the United States. */
async function investorInTheUs() {
  const investor = await createInvestor(t);
  await acceptTerms(t, investor);
  expect((await post(t, investor, 'details/individual', await individualDetailsBody(t))).statusCode).toBe(200);
  expect((await post(t, investor, 'contact', await contactBody(t))).statusCode).toBe(200);
  await t.context.database.db.execute(`update users set investor_id = '555000333444' where id = '${investor.id}'`);
  return investor;
}

const check = (investor: { token: string }, id: string) =>
  call(t.api, { method: 'GET', url: `/v1/ipo/nationality-check/${id}`, token: investor.token });

describe('who may subscribe to an offering', () => {
  it('refuses an investor whose country the offering excludes, and says so before the form', async () => {
    const { admin, id } = await openOffering({ restricted_countries: ['US', 'CA', 'US'] });
    const offering = (await offeringCall(t, admin, 'GET', `/v1/admin/offerings/${id}`)).json().payload;
    expect(offering.restricted_countries).toEqual(['CA', 'US']);
    const american = await investorInTheUs();
    expect((await check(american, id)).json().payload).toEqual({ allowed: false, reason: 'country' });
    const step = await investorPost(t, american, '/v1/ipo/subscription_form/create', {
      step: 'amount',
      ipo_id: id,
      share_qty: 40,
    });
    expect(step.statusCode).toBe(403);
    expect(step.json().message).toBe('This offering is not open to investors of your country');

    const elsewhere = await createTrader(t, { USD: '1000' });
    expect((await check(elsewhere, id)).json().payload).toEqual({ allowed: true, reason: null });
  });

  it('tells an investor without an accreditation that an accredited-only offering is closed to them', async () => {
    const { id } = await openOffering({ accredited_only: true });
    const investor = await createTrader(t, { USD: '1000' });
    expect((await check(investor, id)).json().payload).toEqual({ allowed: false, reason: 'accreditation' });
  });

  it("finds no draft and no other domain's offering, and refuses country codes that are not ISO codes", async () => {
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const draft = await createTestOffering(t, admin);
    const investor = await createTrader(t, { USD: '1000' });
    expect((await check(investor, draft)).statusCode).toBe(404);
    expect((await check(investor, 'not-an-id')).statusCode).toBe(400);
    const bad = await offeringCall(t, admin, 'POST', '/v1/admin/offerings', {
      name: 'Nova',
      issuer_name: 'Nova Inc.',
      summary: 'Robots.',
      asset: 'NOVAX',
      workflow: 'reg_cf',
      security_type: 'common_equity',
      price_per_share: '1',
      min_investment: '10',
      target_raise: '100',
      max_raise: '1000',
      opens_at: '2026-03-01T00:00:00Z',
      closes_at: '2026-03-31T00:00:00Z',
      restricted_countries: ['usa'],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)[0]).toMatch(/^restricted_countries/);
  });
});
