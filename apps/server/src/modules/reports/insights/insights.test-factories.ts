import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { call, type TestApp } from '../../../../test/test-app';
import { inTransaction } from '../../../platform/db/transaction';

/** Test data and calls for the insights, trade summary and ledger reports. */

/** GET a report as `user`, the clock at the real time (the ledger stamps the database's). */
export function getReport(t: TestApp, user: { token: string; host?: string }, path: string) {
  t.clock.set(new Date());
  return call(t.api, { method: 'GET', url: `/v1/${path}`, token: user.token, host: user.host });
}

/** The payload of a report that must answer 200. */
export async function reportOf(t: TestApp, user: { token: string; host?: string }, path: string) {
  const response = await getReport(t, user, path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

/** The UTC day `offset` days from today. */
export const dayFromToday = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Moves a day back every ledger transaction that touched the users' accounts and every fill of the
 * markets: what was written today becomes yesterday's, what was yesterday's the day before. The
 * ledger is append-only, so this runs with its triggers off, as a test of the database's rules does.
 */
export async function moveADayBack(
  t: TestApp,
  scope: { userIds: readonly string[]; marketIds: readonly string[] },
): Promise<void> {
  const list = (ids: readonly string[]) =>
    sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
  await inTransaction(t.context.database.db, async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      update ledger_transactions set created_at = created_at - interval '1 day'
      where id in (select p.transaction_id from ledger_postings p join ledger_accounts a on a.id = p.account_id
        where a.owner_kind = 'user' and a.owner_id in (${list(scope.userIds)}))`);
    if (scope.marketIds.length > 0) {
      await tx.execute(
        sql`update fills set created_at = created_at - interval '1 day' where market_id in (${list(scope.marketIds)})`,
      );
    }
  });
}
