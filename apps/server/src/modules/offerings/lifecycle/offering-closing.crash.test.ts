import { scaleOf } from '@invest/money';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChildServer, createChildServer, httpJson } from '../../../../test/child-server';
import { createTestApp, defaultTestHost } from '../../../../test/test-app';
import { createPostgresTestDatabase } from '../../../../test/test-database';
import type { Database } from '../../../platform/db/database';
import { selectRows } from '../../../platform/db/raw-rows';
import { createSignedInUser } from '../../auth/testing';
import { reconcile } from '../../ledger';
import {
  loadDepositUnits,
  loadPriceUnits,
  loadSharesEach,
  seedLoadInvestors,
  seedLoadIpo,
} from '../offerings.test-load';
import { allocate } from './allocation';

/**
 * The product as its own process on PostgreSQL, killed with SIGKILL while an administrator's
 * closing of a large offering is settling, then started again and asked to close it once more:
 * every investor is settled once, by the allocation first drawn, and the ledger adds up.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('the crash test runs on PostgreSQL: set TEST_DATABASE_URL');

/** Enough commitments for several settlement transactions, so the kill lands between two of them. */
const investorCount = 24_000;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function signIn(server: ChildServer, { email, password }: { email: string; password: string }): Promise<string> {
  const login = await httpJson(server.apiPort, defaultTestHost, {
    method: 'POST',
    path: '/v1/login',
    body: { email, password },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return (login.body as { payload: { access_token: string } }).payload.access_token;
}

const closeOffering = (server: ChildServer, token: string, offeringId: string) =>
  httpJson(server.apiPort, defaultTestHost, {
    method: 'POST',
    path: `/v1/admin/offerings/${offeringId}/close`,
    token,
    body: {},
  });

async function settledCount(db: Database, offeringId: string): Promise<number> {
  const [row] = await selectRows<{ settled: number }>(
    db,
    sql`select count(*)::int as settled from offering_subscriptions where offering_id = ${offeringId} and status = 'settled'`,
  );
  return row?.settled ?? 0;
}

describe('an offering closing killed while it settles', () => {
  it('is finished by the next closing: each investor settled once, by the first allocation, the ledger balanced', async () => {
    const database = await createPostgresTestDatabase(serverUrl);
    cleanups.push(() => database.close());
    const { db } = database;
    const setup = await createTestApp({ sharedDatabase: database });
    const admin = await createSignedInUser(setup, { roles: ['admin'] });
    await setup.close();
    const investors = await seedLoadInvestors(db, admin.tenantId, investorCount);
    const offeringId = await seedLoadIpo(db, admin.tenantId, investors, 'random');

    const server = await createChildServer(database.url);
    cleanups.push(() => server.stop());
    await server.start();
    const closing = closeOffering(server, await signIn(server, admin), offeringId).catch((error: Error) => error);
    let settledAtKill = 0;
    for (let look = 0; look < 1200 && settledAtKill === 0; look += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      settledAtKill = await settledCount(db, offeringId);
    }
    await server.killHard();
    expect(await closing).toBeInstanceOf(Error);
    const [cut] = await selectRows<{ state: string; settled: number }>(
      db,
      sql`select o.state, (select count(*)::int from offering_subscriptions s
          where s.offering_id = o.id and s.status = 'settled') as settled
        from offerings o where o.id = ${offeringId}`,
    );
    expect(cut?.state).toBe('closing');
    expect(cut?.settled).toBeGreaterThan(0);
    expect(cut?.settled).toBeLessThan(investorCount);
    expect((await reconcile(db)).mismatches).toEqual([]);

    await server.start();
    const again = await closeOffering(server, await signIn(server, admin), offeringId);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((again.body as { payload: { state: string } }).payload.state).toBe('funded');
    await server.stop();

    await expectSettledOnceByTheFirstDraw(db, offeringId, investors.length);
    expect((await reconcile(db)).mismatches).toEqual([]);
  });
});

/**
 * Every commitment is settled with the allocation the recorded seed draws (the one the first
 * closing settled its part by), once: one settlement or release per commitment in the ledger, and
 * each investor holds the shares allocated and the deposit less what they cost, nothing held.
 */
async function expectSettledOnceByTheFirstDraw(db: Database, offeringId: string, count: number) {
  const commitments = await selectRows<{ id: string; user_id: string; allocated_quantity: string; status: string }>(
    db,
    sql`select id, user_id, allocated_quantity, status from offering_subscriptions
      where offering_id = ${offeringId} order by created_at, id`,
  );
  expect(commitments.every((commitment) => commitment.status === 'settled')).toBe(true);
  const [offering] = await selectRows<{ asset: string; allocation_seed: string; max_raise_units: string }>(
    db,
    sql`select asset, allocation_seed, max_raise_units from offerings where id = ${offeringId}`,
  );
  const offered = BigInt(offering?.max_raise_units ?? 0) / loadPriceUnits;
  const drawn = allocate(
    commitments.map(() => loadSharesEach),
    offered,
    'random',
    Number(offering?.allocation_seed),
  );
  expect(commitments.map((commitment) => BigInt(commitment.allocated_quantity))).toEqual(drawn);

  const movements = await selectRows<{ subscription_id: string; movements: number }>(
    db,
    sql`select metadata->>'subscription_id' as subscription_id, count(*)::int as movements from ledger_transactions
      where kind in ('offering.settlement', 'hold.release') and metadata->>'offering_id' = ${offeringId}
      group by 1`,
  );
  expect(movements).toHaveLength(count);
  expect(movements.filter((movement) => movement.movements !== 1)).toEqual([]);

  const balances = await selectRows<{ owner_id: string; asset: string; purpose: string; balance_units: string }>(
    db,
    sql`select owner_id, asset, purpose, balance_units from ledger_accounts
      where owner_kind = 'user' and asset in ('USD', ${offering?.asset})`,
  );
  const byAccount = new Map(
    balances.map((row) => [`${row.owner_id}:${row.asset}:${row.purpose}`, BigInt(row.balance_units)]),
  );
  const balanceOf = (userId: string, asset: string, purpose: string) =>
    byAccount.get(`${userId}:${asset}:${purpose}`) ?? 0n;
  const shareUnit = 10n ** BigInt(scaleOf(offering?.asset ?? ''));
  const wrong = commitments.filter((commitment, index) => {
    const allocated = drawn[index] ?? 0n;
    return (
      balanceOf(commitment.user_id, offering?.asset ?? '', 'available') !== allocated * shareUnit ||
      balanceOf(commitment.user_id, 'USD', 'available') !== loadDepositUnits - allocated * loadPriceUnits ||
      balanceOf(commitment.user_id, 'USD', 'held') !== 0n
    );
  });
  expect(wrong).toEqual([]);
}
