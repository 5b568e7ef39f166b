import type { UsdcConversion } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { reconcile } from '../../ledger';
import { newKey } from '../funding.test-app';
import { balanceOf, createFundingInvestor, creditAsset } from '../funding.test-factories';
import { conversionOf, conversionsOf, convert, postConversion, putConversion } from './usdc.test-factories';

/**
 * Conversions raced through the HTTP API and the custodian's settlement. On PostgreSQL
 * (TEST_DATABASE_URL) the requests run in parallel on the pool's connections and meet at the
 * conversion's row lock and the ledger's; on PGlite they interleave.
 */

const t = useTestApp();

async function investorWithUsdc(amount: string) {
  const user = await createFundingInvestor(t);
  await creditAsset(t, user, 'USDC', amount);
  return user;
}

describe('concurrent conversions', () => {
  it('amount changes, cancellations and the settlement of one conversion at once release or credit it once', async () => {
    for (let round = 0; round < 6; round += 1) {
      const user = await investorWithUsdc('100');
      const conversion = await convert(t, user, { amount: '10', to: 'USD' });
      const change = (body: object) => putConversion(t, user, conversion.id, body);
      const [responses] = await Promise.all([
        Promise.all([
          change({ amount: '20' }),
          change({ status: 'CANCELLED' }),
          change({ amount: '30' }),
          change({ status: 'CANCELLED' }),
          change({ amount: '15' }),
        ]),
        t.drainOutbox(),
      ]);
      await t.drainOutbox();
      for (const response of responses) expect([200, 409], response.body).toContain(response.statusCode);
      const settled: UsdcConversion = await conversionOf(t, user, conversion.id);
      expect(['COMPLETED', 'CANCELLED']).toContain(settled.status);
      const cancels = responses.filter((response) => response.json().payload?.status === 'CANCELLED');
      expect(cancels.length).toBe(settled.status === 'CANCELLED' ? 1 : 0);
      const converted = settled.status === 'COMPLETED' ? Number(settled.amount) : 0;
      expect(await balanceOf(t, user, 'USDC')).toEqual({ available: String(100 - converted), held: '0' });
      expect(await balanceOf(t, user, 'USD')).toEqual({ available: String(converted), held: '0' });
    }
    expect((await reconcile(t.context.database.db)).mismatches).toEqual([]);
  });

  it('10 conversions at once against a balance for 5: exactly 5 are held, the rest refused with INS-1', async () => {
    const user = await investorWithUsdc('100');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postConversion(t, user, { amount: '20', to: 'USD' })),
    );
    const accepted = responses.filter((response) => response.statusCode === 200);
    expect(accepted).toHaveLength(5);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 200)) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'INS-1' });
    }
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '0', held: '100' });
    await t.drainOutbox();
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '0', held: '0' });
    expect(await balanceOf(t, user, 'USD')).toEqual({ available: '100', held: '0' });
    expect((await conversionsOf(t, user, 'COMPLETED')).total).toBe(5);
  });

  it('the same Idempotency-Key sent 20 times at once converts once', async () => {
    const user = await investorWithUsdc('100');
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postConversion(t, user, { amount: '10', to: 'USD' }, { key })),
    );
    const accepted = responses.filter((response) => response.statusCode === 200);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 200)) {
      expect(response.json()).toMatchObject({ code: 'CONFLICT' });
    }
    expect(new Set(accepted.map((response) => response.json().payload.id)).size).toBe(1);
    await t.drainOutbox();
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '90', held: '0' });
    expect(await balanceOf(t, user, 'USD')).toEqual({ available: '10', held: '0' });
  });
});
