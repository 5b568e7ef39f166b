import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { getAccountBalance, getBalances, getOrCreateAccount, offeringEscrowPurpose } from '../../ledger';
import { createTrader, type Trader } from '../../trading/testing';
import {
  createOpenIpo,
  indicateInterest,
  investorPost,
  listCommitments,
  offeringCall,
} from '../offerings.test-factories';
import { allocate } from './allocation';

const t = useTestApp();

const shareUnit = 10n ** 8n;
const closingInMs = 60_000;
/** An open ipo marketed at 8 to 12 a share that closes in a minute. */
const openIpo = (admin: { token: string }, overrides: Record<string, unknown>) =>
  createOpenIpo(t, admin, { closes_at: new Date(t.clock.now().getTime() + closingInMs).toISOString(), ...overrides });
const newAdmin = () => createSignedInUser(t, { roles: ['admin'] });
const priceAndClose = async (admin: { token: string }, id: string, price: string) => {
  const priced = await investorPost(t, admin, `/v1/admin/offerings/${id}/price`, { price_per_share: price });
  expect(priced.statusCode, priced.body).toBe(200);
  t.clock.advance(closingInMs);
  return Promise.all([0, 1].map(() => investorPost(t, admin, `/v1/admin/offerings/${id}/close`, {})));
};

async function balances(investor: Trader, asset: string) {
  const rows = await getBalances(t.context.database.db, investor.tenantId, investor.id);
  const usd = rows.find((row) => row.asset === 'USD');
  const shares = rows.find((row) => row.asset === asset);
  return {
    usd: { available: usd?.availableUnits ?? 0n, held: usd?.heldUnits ?? 0n },
    shares: shares?.availableUnits ?? 0n,
  };
}

async function escrowOf(id: string, tenantId: string) {
  const { db } = t.context.database;
  const escrow = await getOrCreateAccount(db, tenantId, {
    owner: { kind: 'system' },
    asset: 'USD',
    purpose: offeringEscrowPurpose(id),
  });
  return getAccountBalance(db, tenantId, escrow);
}

describe('allocating an oversubscribed ipo at closing', () => {
  it('shares the offer pro rata in whole shares, settles only what was allocated and refunds the rest', async () => {
    const admin = await newAdmin();
    // 1,000 at 10 a share: 100 shares on offer, 200 asked for.
    const id = await openIpo(admin, { max_raise: '1000', target_raise: '500' });
    const investors = (await Promise.all([1, 2, 3].map(() => createTrader(t, { USD: '2000' })))) as Trader[];
    const [ada, bob, cy] = investors as [Trader, Trader, Trader];
    for (const [investor, shares, maxPrice] of [
      [ada, 67, '12'],
      [bob, 67, '10'],
      [cy, 66, '11'],
    ] as const) {
      await indicateInterest(t, investor, id, shares, maxPrice);
      t.clock.advance(1);
    }

    const closes = await priceAndClose(admin, id, '10');
    for (const response of closes) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().payload).toMatchObject({ state: 'funded', allocation_method: 'pro_rata' });
    }
    const [closed] = closes;
    const offering = closed?.json().payload as { asset: string; allocation_seed: string | null };
    expect(offering.allocation_seed).toBeNull();
    // 33.5, 33.5 and 33 shares: 33 each, and the one left to the earlier of the two largest remainders.
    const expected = [
      [ada, '34', '330'],
      [bob, '33', '340'],
      [cy, '33', '330'],
    ] as const;
    for (const [investor, allocated, refund] of expected) {
      const [commitment] = await listCommitments(t, investor);
      expect(commitment).toMatchObject({ status: 'settled', allocated_qty: allocated, refund });
      const cost = BigInt(allocated) * 1000n;
      expect(await balances(investor, offering.asset)).toEqual({
        usd: { available: 200_000n - cost, held: 0n },
        shares: BigInt(allocated) * shareUnit,
      });
    }
    expect(await escrowOf(id, ada.tenantId)).toBe(100_000n);
    await t.drainOutbox();
    const [told] = t.mail.to(bob.email);
    expect(told?.raw).toContain(`your 33 ${offering.asset} shares at 10 USD each (330 USD) are in your portfolio`);
    expect(told?.raw).toContain('The 340 USD set aside beyond it is back in your available balance');
  });

  it('draws a random allocation from a seed it records for administrators, so anyone can draw it again', async () => {
    const admin = await newAdmin();
    const id = await openIpo(admin, { max_raise: '1000', target_raise: '500', allocation_method: 'random' });
    const investors = await Promise.all([1, 2, 3, 4, 5].map(() => createTrader(t, { USD: '1000' })));
    for (const investor of investors) await indicateInterest(t, investor, id, 40, '10');
    const [closed] = await priceAndClose(admin, id, '10');
    const seed = closed?.json().payload.allocation_seed as string;
    expect(seed).toMatch(/^\d+$/);

    const commitments = await Promise.all(investors.map(async (investor) => (await listCommitments(t, investor))[0]));
    const inOrder = [...commitments].sort((a, b) => (`${a?.created_at}${a?.id}` < `${b?.created_at}${b?.id}` ? -1 : 1));
    const redrawn = allocate(
      inOrder.map(() => 40n),
      100n,
      'random',
      Number(seed),
    );
    expect(inOrder.map((commitment) => BigInt(commitment?.allocated_qty as string))).toEqual(redrawn);
    expect(redrawn.filter((units) => units > 0n).length).toBe(3);

    const listed = await call(t.api, { method: 'GET', url: '/v1/ipo', token: (investors[0] as Trader).token });
    const seen = listed.json().payload.items.find((item: { id: string }) => item.id === id);
    expect(seen).toMatchObject({ state: 'funded', allocation_method: 'random' });
    expect(seen).not.toHaveProperty('allocation_seed');
  });

  it('leaves every balance adding up: each pays its allocation and gets the rest back, the escrow the sum', async () => {
    const admin = await newAdmin();
    const investors = await Promise.all([1, 2, 3].map(() => createTrader(t, { USD: '100000' })));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ shares: fc.integer({ min: 1, max: 80 }), maxPrice: fc.constantFrom('10', '11', '12') }), {
          minLength: 3,
          maxLength: 3,
        }),
        fc.constantFrom('pro_rata' as const, 'random' as const),
        async (asks, method) => {
          const id = await openIpo(admin, {
            max_raise: '1000',
            target_raise: '10',
            allocation_method: method,
          });
          const before = await Promise.all(investors.map((investor) => balances(investor, 'USD')));
          for (const [index, ask] of asks.entries()) {
            await indicateInterest(t, investors[index] as Trader, id, ask.shares, ask.maxPrice);
          }
          const [closed] = await priceAndClose(admin, id, '10');
          const asset = closed?.json().payload.asset as string;
          let allocatedInAll = 0n;
          for (const [index, investor] of investors.entries()) {
            const [commitment] = await listCommitments(t, investor);
            const allocated = BigInt(commitment?.allocated_qty as string);
            const requested = BigInt(asks[index]?.shares ?? 0);
            expect(allocated <= requested).toBe(true);
            expect(commitment?.refund).toBe(String((requested - allocated) * 10n));
            const after = await balances(investor, asset);
            expect(after.usd).toEqual({
              available: (before[index]?.usd.available ?? 0n) - allocated * 1000n,
              held: 0n,
            });
            expect(after.shares).toBe(allocated * shareUnit);
            allocatedInAll += allocated;
          }
          expect(allocatedInAll <= 100n).toBe(true);
          expect(await escrowOf(id, admin.tenantId)).toBe(allocatedInAll * 1000n);
        },
      ),
      { numRuns: 4 },
    );
  });

  it('refuses to close an ipo before it is priced', async () => {
    const admin = await newAdmin();
    const id = await openIpo(admin, {});
    const response = await investorPost(t, admin, `/v1/admin/offerings/${id}/close`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An offering that is open cannot close');
    expect((await offeringCall(t, admin, 'GET', `/v1/admin/offerings/${id}`)).json().payload.state).toBe('open');
  });
});
