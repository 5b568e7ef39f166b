import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startFakeCircle } from '../../../../test/fake-circle';
import { useFake, useTestApp, withTestApp } from '../../../../test/test-app';
import { getAs, getOk } from '../funding.test-app';
import { createFundingInvestor } from '../funding.test-factories';
import { circleAddresses } from './usdc.tables';

/** Circle's blockchain addresses (CIRCLE_API_KEY set) against a local fake of Circle's Accounts API. */

const apiKey = 'SAND_API_KEY:test:secret';
const fake = useFake(() => startFakeCircle(apiKey));
const t = useTestApp({ env: () => ({ CIRCLE_API_KEY: apiKey, CIRCLE_API_URL: fake.url }) });

describe('USDC deposit addresses through Circle', () => {
  it("asks Circle for an address per chain in the master wallet, once, and keeps Circle's answer", async () => {
    const user = await createFundingInvestor(t);
    const { items, is_sandbox } = await getOk(t, user, '/v1/circle/blockchainaddresses');
    expect(is_sandbox).toBe(false);
    const asked = fake.requests.filter((request) => request.path === '/v1/wallets/1000216185/addresses');
    expect(asked.map((request) => request.body.chain)).toEqual(['ETH', 'SOL', 'MATIC']);
    expect(asked.every((request) => request.body.currency === 'USD')).toBe(true);
    const made = [...fake.addresses.values()].map((address) => address.address);
    expect(items.map((item: { address: string }) => item.address)).toEqual(made);
    expect(fake.requests.filter((request) => request.path === '/v1/configuration')).toHaveLength(1);

    await getAs(t, user, '/v1/circle/blockchainaddresses');
    expect(fake.requests.filter((request) => request.path.startsWith('/v1/wallets/'))).toHaveLength(3);
  });

  it('asks with the same idempotency key after a lost answer, so Circle makes no second address', async () => {
    const user = await createFundingInvestor(t);
    await getAs(t, user, '/v1/circle/blockchainaddresses');
    const keys = fake.requests
      .filter((request) => request.path.startsWith('/v1/wallets/'))
      .slice(-3)
      .map((request) => request.body.idempotencyKey);
    await t.context.database.db.execute(sql`delete from circle_addresses where user_id = ${user.id}`);
    const again = (await getAs(t, user, '/v1/circle/blockchainaddresses')).json().payload.items;
    const retried = fake.requests
      .filter((request) => request.path.startsWith('/v1/wallets/'))
      .slice(-3)
      .map((request) => request.body.idempotencyKey);
    expect(retried).toEqual(keys);
    expect(again.map((item: { address: string }) => item.address)).toEqual(
      keys.map((key) => fake.addresses.get(String(key))?.address),
    );
  });

  it('answers 503 when Circle is unreachable, and keeps nothing', async () => {
    await withTestApp({ env: { CIRCLE_API_KEY: apiKey, CIRCLE_API_URL: 'http://127.0.0.1:9' } }, async (down) => {
      const user = await createFundingInvestor(down);
      const response = await getAs(down, user, '/v1/circle/blockchainaddresses');
      expect(response.statusCode).toBe(503);
      const kept = await down.context.database.db
        .select()
        .from(circleAddresses)
        .where(eq(circleAddresses.userId, user.id));
      expect(kept).toEqual([]);
    });
  });
});
