import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { createSignedInUser } from '../auth/testing';
import { createFundingInvestor, depositByCard } from '../funding/testing';

/** The worker's scheduled reconciliation: a ledger that does not add up alerts the affected domain's administrators. */

const t = useTestApp();

const alerts = (address: string) =>
  t.mail.to(address).filter((mail) => mail.subject === 'Ledger reconciliation found a mismatch');

describe('scheduled ledger reconciliation', () => {
  it('runs every 10 minutes unless RECONCILE_INTERVAL says otherwise', () => {
    expect(t.context.config.RECONCILE_INTERVAL).toBe(600);
  });

  it('stays quiet while the ledger adds up', async () => {
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    await depositByCard(t, await createFundingInvestor(t), '20.00');
    const report = await t.context.ledger.reconciliation.runOnce();
    expect(report.mismatches).toEqual([]);
    await t.drainOutbox();
    expect(alerts(admin.email)).toEqual([]);
    expect(t.errorLines).toEqual([]);
  });

  it('mails the administrators of the tenant whose balance row was broken, and logs an error', async () => {
    await t.createTenant('reconcile-broken.test');
    await t.createTenant('reconcile-fine.test');
    const admin = await createSignedInUser(t, { host: 'reconcile-broken.test', roles: ['admin'] });
    const bystander = await createSignedInUser(t, { host: 'reconcile-fine.test', roles: ['admin'] });
    const user = await createFundingInvestor(t, { host: 'reconcile-broken.test' });
    await depositByCard(t, user, '30.00');
    await t.context.database.db.execute(
      sql`update ledger_accounts set balance_units = balance_units + 1
          where owner_id = ${user.id} and purpose = 'available'`,
    );
    const report = await t.context.ledger.reconciliation.runOnce();
    expect(report.mismatches).toEqual([expect.objectContaining({ type: 'balance-drift', balanceUnits: 3001n })]);
    await t.drainOutbox();
    expect(alerts(admin.email)).toHaveLength(1);
    expect(alerts(admin.email)[0]?.raw).toContain('1 mismatch');
    expect(alerts(bystander.email)).toEqual([]);
    expect(t.errorLines).toEqual([expect.stringContaining(`mismatches in tenants ${user.tenantId}`)]);
    await t.context.database.db.execute(
      sql`update ledger_accounts set balance_units = balance_units - 1
          where owner_id = ${user.id} and purpose = 'available'`,
    );
  });
});
