import { describe, expect, it } from 'vitest';
import { defaultTestHost, useTestApp } from '../test/test-app';
import { createSignedInUser } from './modules/auth/testing';
import { getBalances } from './modules/ledger';
import { findSandboxInvestorIds } from './modules/trading';
import { seedDemoTrading } from './seed';
import { seedDemoOfferings } from './seed-offerings';

const t = useTestApp({ env: { MARKET_MAKER: 'on', MARKET_MAKER_INTERVAL: '1h' } });

describe('the demo offerings', () => {
  it('shows a newcomer an open Reg CF round, an upcoming ipo and a listed offering, once however often it runs', async () => {
    const tenant = await t.context.tenants.resolveTenant(defaultTestHost);
    await seedDemoTrading(t.context, tenant.id);
    await seedDemoOfferings(t.context, tenant.id);
    await seedDemoOfferings(t.context, tenant.id);

    const investor = await createSignedInUser(t);
    const listed = await t.api.inject({
      method: 'GET',
      url: '/v1/ipo?limit=50',
      headers: {
        host: defaultTestHost,
        origin: `http://${defaultTestHost}`,
        authorization: `Bearer ${investor.token}`,
      },
    });
    const items = listed.json().payload.items as {
      asset: string;
      workflow: string;
      state: string;
      price_range: unknown;
    }[];
    const byAsset = Object.fromEntries(items.map((item) => [item.asset, item]));
    expect(items.filter((item) => ['VRDT', 'HLXF', 'NWCF'].includes(item.asset))).toHaveLength(3);
    expect(byAsset.VRDT).toMatchObject({ workflow: 'reg_cf', state: 'open' });
    expect(byAsset.HLXF).toMatchObject({ workflow: 'ipo', state: 'upcoming', price_range: { low: '18', high: '22' } });
    expect(byAsset.NWCF).toMatchObject({ workflow: 'listx', state: 'listed' });

    const { taker, maker } = await findSandboxInvestorIds(t.context.database.db, tenant.id);
    const balanceOf = async (userId: string | undefined, asset: string) => {
      const balances = await getBalances(t.context.database.db, tenant.id, userId ?? '');
      const balance = balances.find((candidate) => candidate.asset === asset);
      const unit = 10n ** BigInt(balance?.scale ?? 0);
      return { available: (balance?.availableUnits ?? 0n) / unit, held: (balance?.heldUnits ?? 0n) / unit };
    };
    expect((await balanceOf(taker, 'NWCF')).available).toBe(1500n);
    expect((await balanceOf(maker, 'NWCF')).available).toBe(1000n);
    expect((await balanceOf(taker, 'USD')).held).toBe(1500n);
    expect((await balanceOf(maker, 'USD')).held).toBe(1000n);
  });

  it("has the listed offering's shares quoted on both sides, so a newcomer can trade them at any hour", async () => {
    const tenant = await t.context.tenants.resolveTenant(defaultTestHost);
    await seedDemoTrading(t.context, tenant.id);
    await seedDemoOfferings(t.context, tenant.id);
    const marketMaker = t.trading.marketMaker;
    if (!marketMaker) throw new Error('the market maker is off');
    const ticks = await marketMaker.runOnce();
    const listed = ticks.find((entry) => entry.tenantId === tenant.id && entry.symbol === 'NWCF-USD');
    expect(listed).toMatchObject({ placed: 6, refused: 0 });
  });
});
