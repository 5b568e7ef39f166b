import type { AdminLedgerAccount, AdminLedgerReport } from '@invest/contracts';
import { formatUnits } from '@invest/money';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { getBalances } from '../../ledger';
import { createMarketWithTraders, createTrader, placeOrder } from '../../trading/testing';

const otherHost = 'ledger-report-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other Capital' } });

type Caller = { token: string; host?: string };

const get = (caller: Caller, url: string) =>
  call(t.api, { method: 'GET', url, token: caller.token, host: caller.host });
const adminOf = async (host?: string) => ({
  ...(await createSignedInUser(t, { roles: ['admin'], ...(host && { host }) })),
  host,
});
const runReconciliation = (caller: Caller) =>
  call(t.api, {
    method: 'POST',
    url: '/v1/admin/reports/ledger/reconciliation',
    token: caller.token,
    host: caller.host,
  });

/** Every account of the report (of one asset when given), page by page. */
async function allAccounts(
  admin: Caller,
  asset?: string,
): Promise<{ items: AdminLedgerAccount[]; report: AdminLedgerReport }> {
  const items: AdminLedgerAccount[] = [];
  let report: AdminLedgerReport | undefined;
  for (let page = 1; ; page += 1) {
    const response = await get(
      admin,
      `/v1/admin/reports/ledger?limit=100&page=${page}${asset ? `&asset=${asset}` : ''}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    report = response.json().payload as AdminLedgerReport;
    items.push(...report.items);
    if (report.items.length === 0 || items.length >= report.total) return { items, report };
  }
}

describe('GET /v1/admin/reports/ledger', () => {
  it("shows each of the domain's accounts with the ledger's balance, and each asset's totals summing to zero", async () => {
    const admin = await adminOf();
    const { market, buyer } = await createMarketWithTraders(t, { shares: '10', usd: '1000.25' });
    await placeOrder(t, buyer, { ShareName: market.symbol, Side: 1, OrderType: 2, Price: '40', Quantity: '2' });
    const elsewhere = await createTrader(t, { USD: '75' }, otherHost);

    const { items, report } = await allAccounts(admin);
    const [usd] = await getBalances(t.context.database.db, buyer.tenantId, buyer.id);
    const buyerAccount = (purpose: string) =>
      items.find((item) => item.owner_id === buyer.id && item.asset === 'USD' && item.purpose === purpose);
    expect(usd && buyerAccount('available')).toMatchObject({
      owner_kind: 'user',
      owner_email: buyer.email,
      balance: formatUnits(usd?.availableUnits ?? -1n, 2),
    });
    expect(buyerAccount('held')?.balance).toBe(formatUnits(usd?.heldUnits ?? -1n, 2));
    expect(buyerAccount('held')?.balance).not.toBe('0');
    expect(items.some((item) => item.owner_id === elsewhere.id)).toBe(false);

    for (const total of report.totals) {
      expect(Number(total.users_balance) + Number(total.system_balance), total.asset).toBe(0);
      expect(
        items.filter((item) => item.asset === total.asset),
        total.asset,
      ).toHaveLength(total.accounts);
    }
    const usdOnly = await allAccounts(admin, 'USD');
    expect(usdOnly.items.every((item) => item.asset === 'USD')).toBe(true);
    expect(usdOnly.items).toHaveLength(report.totals.find((total) => total.asset === 'USD')?.accounts ?? -1);
  });

  it("pages one account's postings, newest first, and answers 404 for another domain's account", async () => {
    const admin = await adminOf();
    const { market, buyer } = await createMarketWithTraders(t, { shares: '10', usd: '500' });
    await placeOrder(t, buyer, { ShareName: market.symbol, Side: 1, OrderType: 2, Price: '30', Quantity: '1' });
    const { items } = await allAccounts(admin, 'USD');
    const available = items.find((item) => item.owner_id === buyer.id && item.purpose === 'available');

    const response = await get(admin, `/v1/admin/reports/ledger/accounts/${available?.id}/movements?limit=1`);
    expect(response.statusCode, response.body).toBe(200);
    const movements = response.json().payload;
    expect(movements.account).toEqual(available);
    expect(movements.total).toBe(2);
    expect(movements.items).toEqual([expect.objectContaining({ amount: expect.stringMatching(/^-30/) })]);
    const second = await get(admin, `/v1/admin/reports/ledger/accounts/${available?.id}/movements?limit=1&page=2`);
    expect(second.json().payload.items).toEqual([expect.objectContaining({ kind: 'deposit', amount: '500' })]);

    const otherAdmin = await adminOf(otherHost);
    const hidden = await get(otherAdmin, `/v1/admin/reports/ledger/accounts/${available?.id}/movements`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await get(admin, '/v1/admin/reports/ledger/accounts/nope/movements')).statusCode).toBe(400);
    expect((await get(admin, '/v1/admin/reports/ledger?asset=usd%3B')).statusCode).toBe(400);
  });

  it('downloads every account as CSV, a cell that would start a formula neutralised and amounts left as numbers', async () => {
    const admin = await adminOf();
    const trader = await createTrader(t, { USD: '12.5' });
    await t.context.database.db.execute(sql`update users set email = '=cmd@evil.test' where id = ${trader.id}`);

    const response = await get(admin, '/v1/admin/reports/ledger?format=csv&asset=USD&limit=1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="ledger.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Account id,Asset,Owner,User id,User email,Purpose,Balance');
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`,USD,user,${trader.id},'=cmd@evil.test,available,12.5$`)),
    );
    expect(lines).toContainEqual(expect.stringMatching(/,USD,system,,,external:test,-\d/));
    expect(lines.length).toBeGreaterThan(2);
  });
});

describe('/v1/admin/reports/ledger/reconciliation', () => {
  it("checks the domain's own ledger on demand, keeps the result in the audit trail, and finds a drift in its domain only", async () => {
    const driftHost = 'ledger-drift.test';
    await t.createTenant(driftHost, 'Drift Capital');
    const admin = await adminOf(driftHost);
    const otherAdmin = await adminOf(otherHost);
    const trader = await createTrader(t, { USD: '40' }, driftHost);
    await createTrader(t, { USD: '40' }, otherHost);

    const before = await get(admin, '/v1/admin/reports/ledger/reconciliation');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().payload).toEqual({ result: null });

    const clean = await runReconciliation(admin);
    expect(clean.statusCode, clean.body).toBe(200);
    expect(clean.json().payload.result).toMatchObject({
      ran_by: admin.email,
      transactions: 1,
      postings: 2,
      mismatch_count: 0,
      mismatches: [],
    });
    expect((await get(admin, '/v1/admin/reports/ledger/reconciliation')).json().payload).toEqual(clean.json().payload);
    expect((await get(otherAdmin, '/v1/admin/reports/ledger/reconciliation')).json().payload).toEqual({ result: null });

    const trail = await get(admin, `/v1/admin/audit?object_kind=ledger&object_id=${trader.tenantId}`);
    expect(trail.json().payload.items).toEqual([
      expect.objectContaining({ action: 'ledger.reconcile', actor_email: admin.email }),
    ]);

    const { items } = await allAccounts(admin, 'USD');
    const drifted = items.find((item) => item.owner_id === trader.id && item.purpose === 'available');
    await t.context.database.db.execute(
      sql`update ledger_accounts set balance_units = balance_units + 1 where id = ${drifted?.id ?? ''}`,
    );
    const found = await runReconciliation(admin);
    expect(found.json().payload.result).toMatchObject({
      mismatch_count: 1,
      mismatches: [{ type: 'balance-drift', subject: drifted?.id }],
    });
    const elsewhere = await runReconciliation(otherAdmin);
    expect(elsewhere.json().payload.result).toMatchObject({ mismatch_count: 0, mismatches: [] });
    await t.context.database.db.execute(
      sql`update ledger_accounts set balance_units = balance_units - 1 where id = ${drifted?.id ?? ''}`,
    );
  });
});
