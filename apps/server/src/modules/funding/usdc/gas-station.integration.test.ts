import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { newKey } from '../funding.test-app';
import { createFundingInvestor } from '../funding.test-factories';
import { announceDeposit, walletOn } from './usdc.test-factories';

/** The gas station and sweeps (administrators) through the default custody sandbox. */

const t = useTestApp();

type Caller = { token: string; host?: string };
const get = (user: Caller, url: string) => call(t.api, { method: 'GET', url, host: user.host, token: user.token });
const post = (user: Caller, url: string, payload?: unknown) =>
  call(t.api, {
    method: 'POST',
    url,
    host: user.host,
    token: user.token,
    headers: { 'idempotency-key': newKey() },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const settings = { gas_threshold: '0.002', gas_cap: '0.02', max_gas_price: '95.5' };

describe('the gas station', () => {
  it('answers the defaults, then what an administrator set', async () => {
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const initial = await get(admin, '/v1/fireblocks/gasstation');
    expect(initial.statusCode, initial.body).toBe(200);
    expect(initial.json().payload).toMatchObject({ gas_threshold: '0.005', is_sandbox: true, updated_at: null });
    const saved = await post(admin, '/v1/fireblocks/gasstation', settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(admin, '/v1/fireblocks/gasstation')).json().payload).toMatchObject(settings);
    const trail = await get(admin, '/v1/admin/audit?limit=1');
    expect(trail.json().payload.items).toEqual([
      expect.objectContaining({ action: 'gas_station.update', actor_email: admin.email, after: settings }),
    ]);
  });

  it("keeps each domain's settings to itself", async () => {
    await t.createTenant('gas-other.test');
    const otherAdmin = {
      ...(await createSignedInUser(t, { host: 'gas-other.test', roles: ['admin'] })),
      host: 'gas-other.test',
    };
    await post(await createSignedInUser(t, { roles: ['admin'] }), '/v1/fireblocks/gasstation', settings);
    expect((await get(otherAdmin, '/v1/fireblocks/gasstation')).json().payload.gas_threshold).toBe('0.005');
  });

  it.each([
    ['an empty body', undefined],
    ['numbers', { gas_threshold: 1, gas_cap: 2, max_gas_price: 3 }],
    ['a huge value', { ...settings, gas_cap: '99999999999' }],
    ['a negative value', { ...settings, max_gas_price: '-1' }],
    ['an unknown field', { ...settings, tenant_id: 'x' }],
  ])('refuses %s with a 400 and keeps the settings', async (_label, body) => {
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const before = (await get(admin, '/v1/fireblocks/gasstation')).json().payload;
    expect((await post(admin, '/v1/fireblocks/gasstation', body)).statusCode).toBe(400);
    expect((await get(admin, '/v1/fireblocks/gasstation')).json().payload).toEqual(before);
  });

  it('is for administrators only', async () => {
    const investor = await createFundingInvestor(t);
    for (const url of ['/v1/fireblocks/gasstation', '/v1/fireblocks/sweep-status']) {
      expect((await get(investor, url)).statusCode).toBe(403);
      expect((await call(t.api, { method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await post(investor, '/v1/fireblocks/gasstation', settings)).statusCode).toBe(403);
    expect((await post(investor, '/v1/fireblocks/sweep')).statusCode).toBe(403);
  });
});

describe('a sweep', () => {
  it("moves what the domain's deposit addresses received to the treasury, once", async () => {
    await t.createTenant('sweep.test');
    const admin = { ...(await createSignedInUser(t, { host: 'sweep.test', roles: ['admin'] })), host: 'sweep.test' };
    const user = await createFundingInvestor(t, { host: 'sweep.test' });
    expect((await get(admin, '/v1/fireblocks/sweep-status')).json().payload).toEqual({ sweep: null });
    await announceDeposit(t, user, { amount: '40.5', chain: 'AVAX' });
    await t.drainOutbox();
    const swept = await post(admin, '/v1/fireblocks/sweep');
    expect(swept.statusCode, swept.body).toBe(200);
    const address = (await walletOn(t, user, 'AVAX')).address;
    expect(swept.json().payload).toMatchObject({
      status: 'COMPLETED',
      transfers: [{ chain: 'AVAX', address, amount: '40.5', status: 'COMPLETED' }],
    });
    expect((await get(admin, '/v1/fireblocks/sweep-status')).json().payload.sweep).toEqual(swept.json().payload);
    const nothingLeft = await post(admin, '/v1/fireblocks/sweep');
    expect(nothingLeft.json().payload.transfers).toEqual([]);
  });
});
