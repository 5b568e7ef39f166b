import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { configureSteps, stepEntry } from '../../onboarding/testing';
import { createTrader, type Trader } from '../../trading/testing';
import { commitTo, createTestOffering, investorPost, moveTestOffering } from '../offerings.test-factories';

/** A domain whose registration asks only for the accreditation certificate, so investors give it at once. */
const host = 'reg-cf-limit.test';
const t = useTestApp({ tenants: { [host]: 'Reg CF Domain' } }, async () => {
  const tenant = await t.context.tenants.resolveTenant(host);
  await configureSteps(t, tenant.id, { steps: [stepEntry('self_certify_accredited')] });
});

const post = (investor: Trader, url: string, payload: object) => investorPost(t, investor, url, payload);

/** An open offering of the workflow at 1 a share, taking up to 10,000 from one investor. */
async function openOffering(workflow = 'reg_cf') {
  const admin = await createSignedInUser(t, { roles: ['admin'], host });
  const id = await createTestOffering(
    t,
    admin,
    {
      workflow,
      price_per_share: '1',
      opens_at: '2026-03-01T00:00:00Z',
      closes_at: '2026-03-31T00:00:00Z',
    },
    host,
  );
  await moveTestOffering(t, admin, id, 'open', host);
  return id;
}

const commit = (investor: Trader, ipoId: string, dollars: number) => commitTo(t, investor, ipoId, dollars, '1');

const limitOf = async (investor: Trader) =>
  (await call(t.api, { method: 'GET', url: '/v1/ipo/reg-cf-limit', host, token: investor.token })).json().payload;

async function certify(investor: Trader, figures: Record<string, unknown>) {
  const response = await post(investor, '/v1/registration/certify-accredited', { type: 'individual', ...figures });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the Reg CF investment limit', () => {
  it('allows $2,500 in 12 months to an investor who gave no figures, across offerings', async () => {
    const investor = await createTrader(t, { USD: '10000' }, host);
    expect(await limitOf(investor)).toEqual({
      basis: 'minimum',
      limit: '2500',
      used_elsewhere: '0',
      used_here: '0',
      remaining: '2500',
    });
    const [first, second] = [await openOffering(), await openOffering()];
    expect((await commit(investor, first, 2000)).statusCode).toBe(200);
    const over = await commit(investor, second, 600);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      'Reg CF lets you invest 2500 USD in 12 months (5% of your income or net worth would be less), and 500 USD of it is left',
    );
    expect((await commit(investor, first, 2500)).statusCode).toBe(200);
    expect(await limitOf(investor)).toMatchObject({ used_here: '2500', remaining: '0' });
    const none = await commit(investor, second, 100);
    expect(none.json().message).toMatch(/, and you have used all of it$/);
  });

  it('counts what was certified: 10% of the greater figure, less Reg CF investments elsewhere', async () => {
    const investor = await createTrader(t, { USD: '30000' }, host);
    await certify(investor, {
      criterion: 'none',
      isAccredited: false,
      annualIncome: '200000',
      pastNet: '150000',
      amountRegCfDeals: '12000',
    });
    expect(await limitOf(investor)).toEqual({
      basis: 'ten_percent',
      limit: '20000',
      used_elsewhere: '12000',
      used_here: '0',
      remaining: '8000',
    });
    const id = await openOffering();
    expect((await commit(investor, id, 8001)).statusCode).toBe(422);
    expect((await commit(investor, id, 8000)).statusCode).toBe(200);
  });

  it('does not limit an accredited investor, nor commitments to other workflows', async () => {
    const accredited = await createTrader(t, { USD: '30000' }, host);
    await certify(accredited, { criterion: 'income', isAccredited: true, annualIncome: '250000' });
    expect(await limitOf(accredited)).toMatchObject({ basis: 'accredited', limit: null, remaining: null });
    expect((await commit(accredited, await openOffering(), 9000)).statusCode).toBe(200);

    const investor = await createTrader(t, { USD: '30000' }, host);
    expect((await commit(investor, await openOffering('listx'), 9000)).statusCode).toBe(200);
    expect(await limitOf(investor)).toMatchObject({ used_here: '0', remaining: '2500' });
  });

  it('lets only one of two concurrent commitments that together pass the limit through', async () => {
    const investor = await createTrader(t, { USD: '10000' }, host);
    const [first, second] = [await openOffering(), await openOffering()];
    const responses = await Promise.all([commit(investor, first, 2000), commit(investor, second, 2000)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    expect(await limitOf(investor)).toMatchObject({ used_here: '2000', remaining: '500' });
  });
});
