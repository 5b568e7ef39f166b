import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { inTransaction } from '../../../platform/db/transaction';
import {
  capture,
  findStatementAssets,
  getOrCreateAccount,
  getOrCreateUserAccounts,
  hold,
  readStatementMovements,
  release,
  type TransferInput,
  transfer,
  transferMany,
} from '../../ledger';
import { createTrader, type Trader } from '../../trading/testing';
import { getStatement, monthOf, readCsvStatement } from './statements.test-factories';

/**
 * How the statement reads the ledger: each transaction once, its postings to the investor netted,
 * in the order the ledger wrote them, however the postings of transactions written at the same time
 * lie and however many the statement reads at a time.
 */

const t = useTestApp();

beforeEach(() => t.clock.set(new Date()));

/** A card deposit of `units` to the investor's account at a venue (MERJ), which no hold locks. */
async function depositAtVenue(investor: Trader, units: bigint) {
  await inTransaction(t.context.database.db, async (tx) => {
    const owner = { kind: 'user', userId: investor.id } as const;
    const venue = await getOrCreateAccount(tx, investor.tenantId, { owner, asset: 'USD', purpose: 'merj' });
    const external = await getOrCreateAccount(tx, investor.tenantId, {
      owner: { kind: 'system' },
      asset: 'USD',
      purpose: 'external:test',
    });
    await transfer(tx, investor.tenantId, {
      kind: 'deposit',
      postings: [
        { account: external, amountUnits: -units },
        { account: venue, amountUnits: units },
      ],
      metadata: { method: 'CARD' },
    });
  });
}

/**
 * Gives the last posting of the transaction the next posting id, as when the writer of a hold drew
 * it after another writer drew its own: ids come from one sequence, and a writer locks only the
 * accounts it moves, so a hold (available to held) and a deposit at a venue written at the same time
 * can interleave their postings. The ledger is append-only: this runs with its triggers off.
 */
async function drawLastPostingAfterTheOthers(transactionId: string) {
  await inTransaction(t.context.database.db, async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      update ledger_postings set id = nextval(pg_get_serial_sequence('ledger_postings', 'id'))
      where id = (select max(id) from ledger_postings where transaction_id = ${transactionId})`);
  });
}

/** An investor with 100 USD, 30 of which set aside, a deposit at a venue written between the hold's postings. */
async function investorWithInterleavedHold(): Promise<Trader> {
  const investor = await createTrader(t, { USD: '100' });
  const held = await inTransaction(t.context.database.db, (tx) =>
    hold(tx, investor.tenantId, { userId: investor.id, asset: 'USD', amountUnits: 3000n }),
  );
  await depositAtVenue(investor, 500n);
  await drawLastPostingAfterTheOthers(held.transaction.id);
  return investor;
}

/** The investor's US dollars in a statement of this month up to now, and the period it covers. */
async function usdOfThisMonth(investor: Trader) {
  const now = new Date();
  const period = {
    from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    to: new Date(Date.now() + 1),
  };
  const [usd] = await findStatementAssets(t.context.database.db, investor.tenantId, investor.id, period);
  if (!usd) throw new Error('no USD in the statement');
  return { usd, period };
}

describe('the movements of a statement', () => {
  it('lists a hold whose postings another writer’s lie between as nothing, and that writer’s movement once', async () => {
    const investor = await investorWithInterleavedHold();

    const response = await getStatement(t, investor, `month=${monthOf(new Date())}`);
    expect(response.statusCode, response.body).toBe(200);
    const usd = readCsvStatement(response.body).sections.get('USD');
    expect(usd?.movements.map(({ description, amount, balance }) => ({ description, amount, balance }))).toEqual([
      { description: 'Deposit', amount: 10000n, balance: 10000n },
      { description: 'Deposit by card', amount: 500n, balance: 10500n },
    ]);
    expect(usd).toMatchObject({ opening: 0n, closing: 10500n });
  });

  it('are the same whatever number of postings is read at a time', async () => {
    const investor = await investorWithInterleavedHold();
    const db = t.context.database.db;
    await inTransaction(db, async (tx) => {
      const returned = await hold(tx, investor.tenantId, { userId: investor.id, asset: 'USD', amountUnits: 1000n });
      await release(tx, investor.tenantId, { holdId: returned.id });
      const paid = await hold(tx, investor.tenantId, { userId: investor.id, asset: 'USD', amountUnits: 2000n });
      const external = await getOrCreateAccount(tx, investor.tenantId, {
        owner: { kind: 'system' },
        asset: 'USD',
        purpose: 'external:test',
      });
      await capture(tx, investor.tenantId, { holdId: paid.id, to: external, kind: 'withdrawal' });
    });
    await depositAtVenue(investor, 700n);
    const { usd, period } = await usdOfThisMonth(investor);

    const readBy = async (batchSize: number) => {
      const movements: { kind: string; amountUnits: bigint }[] = [];
      for await (const batch of readStatementMovements(db, investor.tenantId, investor.id, usd, period, batchSize)) {
        movements.push(...batch.map(({ kind, amountUnits }) => ({ kind, amountUnits })));
      }
      return movements;
    };
    const expected = [
      { kind: 'deposit', amountUnits: 10000n },
      { kind: 'deposit', amountUnits: 500n },
      { kind: 'withdrawal', amountUnits: -2000n },
      { kind: 'deposit', amountUnits: 700n },
    ];
    for (const batchSize of [1, 2, 3, 1000]) expect(await readBy(batchSize), `by ${batchSize}`).toEqual(expected);
  });

  it('free what they read from when the reader stops early, as when the client goes away mid-download', async () => {
    const investor = await createTrader(t, { USD: '1' });
    const db = t.context.database.db;
    const deposits = 5000;
    await inTransaction(db, async (tx) => {
      const { available } = await getOrCreateUserAccounts(tx, investor.tenantId, investor.id, 'USD');
      const external = await getOrCreateAccount(tx, investor.tenantId, {
        owner: { kind: 'system' },
        asset: 'USD',
        purpose: 'external:test',
      });
      const batch = Array.from(
        { length: deposits },
        (): TransferInput => ({
          kind: 'deposit',
          postings: [
            { account: external, amountUnits: -1n },
            { account: available, amountUnits: 1n },
          ],
        }),
      );
      await transferMany(tx, investor.tenantId, batch);
    });
    const { usd, period } = await usdOfThisMonth(investor);

    // More abandoned reads than the database pool has connections: each must give its connection back.
    for (let read = 0; read < 25; read += 1) {
      for await (const batch of readStatementMovements(db, investor.tenantId, investor.id, usd, period)) {
        expect(batch.length).toBeGreaterThan(0);
        break;
      }
    }
    let movements = 0;
    for await (const batch of readStatementMovements(db, investor.tenantId, investor.id, usd, period)) {
      movements += batch.length;
    }
    expect(movements).toBe(deposits + 1);
  });
});
