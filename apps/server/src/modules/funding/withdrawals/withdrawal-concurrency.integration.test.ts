import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { reconcile } from '../../ledger';
import { newKey, postWithKey } from '../funding.test-app';
import { balanceOf, createInvestorWithBank, createWithdrawalTenant, paymentsOf } from '../funding.test-factories';

/**
 * Withdrawals racing each other through the HTTP API. On PostgreSQL (TEST_DATABASE_URL) they run in
 * parallel on the pool's connections and meet at the ledger's row locks; on PGlite they interleave.
 */

const host = 'race.test';
const t = useTestApp();
beforeAll(async () => {
  await createWithdrawalTenant(t, host);
});

const fundedInvestor = (deposit: string) => createInvestorWithBank(t, host, { deposit });

describe('concurrent withdrawals', () => {
  it('200 at once against a balance for 100: exactly 100 succeed and the balance ends at zero', async () => {
    const user = await fundedInvestor('100');
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => postWithKey(t, user, '/v1/trading/withdraw', { currency: 'USD', amount: '1' })),
    );
    const succeeded = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(succeeded).toHaveLength(100);
    for (const response of refused) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'WF-1' });
    }
    expect(await balanceOf(t, user)).toEqual({ available: '0', held: '100' });
    await t.drainOutbox();
    expect(await balanceOf(t, user)).toEqual({ available: '0', held: '0' });
    const withdrawals = (await paymentsOf(t, user)).filter((payment) => payment.direction === 'withdrawal');
    expect(withdrawals).toHaveLength(100);
    expect(withdrawals.every((payment) => payment.status === 'COMPLETED')).toBe(true);
    expect((await reconcile(t.context.database.db)).mismatches).toEqual([]);
  });

  it('the same Idempotency-Key sent 50 times at once withdraws once', async () => {
    const user = await fundedInvestor('100');
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        postWithKey(t, user, '/v1/trading/withdraw', { currency: 'USD', amount: '10' }, key),
      ),
    );
    const succeeded = responses.filter((response) => response.statusCode === 200);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 200)) {
      expect(response.json()).toMatchObject({ code: 'CONFLICT' });
    }
    expect(new Set(succeeded.map((response) => response.json().payload.payment.id)).size).toBe(1);
    expect(await balanceOf(t, user)).toEqual({ available: '90', held: '10' });
    expect((await paymentsOf(t, user)).filter((payment) => payment.direction === 'withdrawal')).toHaveLength(1);
  });
});
