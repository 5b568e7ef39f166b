import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { getAs, getOk } from '../funding.test-app';
import { createFundingInvestor } from '../funding.test-factories';

/** GET circle/blockchainaddresses[/{id}] with the sandbox (SPEC 7 "Dashboard"). */

const t = useTestApp({ tenants: { 'partner.test': 'Partner' } });

const addressesOf = async (user: { token: string; host: string }) => {
  const response = await getOk(t, user, '/v1/circle/blockchainaddresses');
  return response;
};

describe('GET circle/blockchainaddresses', () => {
  it('gives the user one USDC address per chain, the same ones on every ask', async () => {
    const user = await createFundingInvestor(t);
    const first = await addressesOf(user);
    expect(first.is_sandbox).toBe(true);
    expect(first.items.map((item: { chain: string }) => item.chain)).toEqual(['ETH', 'SOL', 'MATIC']);
    expect(first.items[0]).toMatchObject({ currency: 'USDC', address_tag: null, is_sandbox: true });
    expect(first.items[0].address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(first.items[1].address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{44}$/);
    expect(await addressesOf(user)).toEqual(first);
  });

  it('gives every user addresses of their own, and shows one only to its owner', async () => {
    const owner = await createFundingInvestor(t);
    const other = await createFundingInvestor(t);
    const mine = (await addressesOf(owner)).items;
    const theirs = (await addressesOf(other)).items;
    expect(new Set([...mine, ...theirs].map((item: { address: string }) => item.address)).size).toBe(6);
    const one = await getAs(t, owner, `/v1/circle/blockchainaddresses/${mine[1].id}`);
    expect(one.json().payload).toEqual(mine[1]);
    expect((await getAs(t, other, `/v1/circle/blockchainaddresses/${mine[1].id}`)).statusCode).toBe(404);
    const partner = await createFundingInvestor(t, { host: 'partner.test' });
    expect((await getAs(t, partner, `/v1/circle/blockchainaddresses/${mine[1].id}`)).statusCode).toBe(404);
    const malformed = await getAs(t, owner, '/v1/circle/blockchainaddresses/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errors: { id: ['Invalid address id'] } });
  });

  it('is for investors only, and needs a session', async () => {
    const newcomer = await createFundingInvestor(t, { investorId: false });
    expect((await getAs(t, newcomer, '/v1/circle/blockchainaddresses')).statusCode).toBe(403);
    expect((await call(t.api, { method: 'GET', url: '/v1/circle/blockchainaddresses' })).statusCode).toBe(401);
    const one = await call(t.api, {
      method: 'GET',
      url: '/v1/circle/blockchainaddresses/6f1c1c56-2c1b-4a4e-9d43-3d2b5d0c9a11',
    });
    expect(one.statusCode).toBe(401);
  });
});
