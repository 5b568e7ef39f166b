import { parseUnits } from '@invest/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { getBalances } from '../../ledger';
import { createTrader, type Trader } from '../../trading/testing';
import { commitTo, createTestOffering, investorPost, moveTestOffering } from '../offerings.test-factories';

const t = useTestApp();

async function cancelNewest(investor: Trader) {
  const mine = await call(t.api, { method: 'GET', url: '/v1/ipo/subscriptions?status=active', token: investor.token });
  const newest = mine.json().payload.items[0];
  if (newest) await investorPost(t, investor, `/v1/ipo/subscriptions/${newest.id}/cancel`, {});
}

const action = fc.record({
  investor: fc.integer({ min: 0, max: 2 }),
  kind: fc.constantFrom('commit', 'commit', 'cancel'),
  shares: fc.integer({ min: 50, max: 400 }),
});

describe('commitments to an offering', () => {
  it("hold exactly each investor's active commitment, and never more than the maximum raise in all", async () => {
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    await fc.assert(
      fc.asyncProperty(
        // Each round runs its investors' actions at once, one action per investor: two of one
        // investor's forms filled at once would each undo the other's steps, which is not what this checks.
        fc.array(fc.uniqueArray(action, { minLength: 1, maxLength: 3, selector: (step) => step.investor }), {
          minLength: 1,
          maxLength: 4,
        }),
        async (rounds) => {
          const id = await createTestOffering(t, admin, {
            price_per_share: '1',
            min_investment: '50',
            max_investment: null,
            target_raise: '300',
            max_raise: '600',
          });
          await moveTestOffering(t, admin, id, 'open');
          const investors = await Promise.all([0, 1, 2].map(() => createTrader(t, { USD: '500' })));
          for (const round of rounds) {
            await Promise.all(
              round.map(({ investor, kind, shares }) => {
                const who = investors[investor] as Trader;
                return kind === 'commit' ? commitTo(t, who, id, shares, '1') : cancelNewest(who);
              }),
            );
          }
          let committed = 0n;
          for (const investor of investors) {
            const mine = await call(t.api, {
              method: 'GET',
              url: '/v1/ipo/subscriptions?status=active',
              token: investor.token,
            });
            const active = mine.json().payload.items as { amount: string }[];
            expect(active.length).toBeLessThanOrEqual(1);
            const activeUnits = active.reduce((sum, item) => sum + parseUnits(item.amount, 2), 0n);
            const usd = (await getBalances(t.context.database.db, investor.tenantId, investor.id)).find(
              (row) => row.asset === 'USD',
            );
            expect(usd?.heldUnits ?? 0n).toBe(activeUnits);
            expect((usd?.availableUnits ?? 0n) + (usd?.heldUnits ?? 0n)).toBe(50_000n);
            committed += activeUnits;
          }
          expect(committed).toBeLessThanOrEqual(60_000n);
        },
      ),
      { numRuns: 8 },
    );
  });
});
