import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../test/database-refusal';
import type { Database } from '../../platform/db/database';
import { selectRows } from '../../platform/db/raw-rows';
import { hold } from './holds.service';
import { createLedgerTestBed, useLedgerTestBed } from './ledger.test-factories';
import { externalPurpose } from './purposes';
import { reconcile, runLedgerReconciliation } from './reconcile.service';

/**
 * The rules hold in the database itself: these tests write with plain SQL, as code with a bug (or
 * a person at a psql prompt) would, and the database refuses.
 */

const t = useLedgerTestBed();

async function one<T>(db: Database, query: SQL): Promise<T> {
  const [row] = await selectRows<T>(db, query);
  if (!row) throw new Error('no row');
  return row;
}

/** A funded user and one of their postings, written through the ledger. */
async function aPosting() {
  const user = await t.newUser();
  const deposit = await t.deposit(user, '10.00');
  const { available } = await t.userAccounts(user);
  const external = await t.systemAccount(externalPurpose('sandbox'));
  return { user, deposit, available, external };
}

/** A transaction row written by hand, stating `lineCount` postings; returns its id. */
async function forgedTransaction(tx: Database, lineCount: number): Promise<string> {
  const { id } = await one<{ id: string }>(
    tx,
    sql`insert into ledger_transactions (tenant_id, kind, line_count) values (${t.tenantId}, 'forged', ${lineCount})
      returning id`,
  );
  return id;
}

describe('the database refuses', () => {
  it('to change or delete a posting or a transaction', async () => {
    const { deposit } = await aPosting();
    expect(
      await refusal(
        t.db.execute(sql`update ledger_postings set amount_units = 1 where transaction_id = ${deposit.id}`),
      ),
    ).toContain('append-only');
    expect(
      await refusal(t.db.execute(sql`delete from ledger_postings where transaction_id = ${deposit.id}`)),
    ).toContain('append-only');
    expect(
      await refusal(t.db.execute(sql`update ledger_transactions set kind = 'gift' where id = ${deposit.id}`)),
    ).toContain('append-only');
    expect(await refusal(t.db.execute(sql`delete from ledger_transactions where id = ${deposit.id}`))).toContain(
      'append-only',
    );
    expect(await refusal(t.db.execute(sql`truncate ledger_postings, ledger_transactions cascade`))).toContain(
      'append-only',
    );
    const row = await one<{ n: string | number }>(
      t.db,
      sql`select count(*) as n from ledger_postings where transaction_id = ${deposit.id}`,
    );
    expect(Number(row.n)).toBe(2);
  });

  it('at commit, a transaction whose postings do not sum to zero', async () => {
    const { available, external } = await aPosting();
    const inserted: string[] = [];
    const message = await refusal(
      t.run(async (tx) => {
        const id = await forgedTransaction(tx, 2);
        await tx.execute(sql`insert into ledger_postings
          (tenant_id, transaction_id, line_no, line_count, account_id, asset, amount_units)
          values (${t.tenantId}, ${id}, 1, 2, ${external.id}, 'USD', -100), (${t.tenantId}, ${id}, 2, 2, ${available.id}, 'USD', 1000)`);
        await tx.execute(
          sql`update ledger_accounts set balance_units = balance_units + 1000 where id = ${available.id}`,
        );
        inserted.push(id);
      }),
    );
    expect(inserted).toHaveLength(1);
    expect(message).toContain('does not balance');
    const row = await one<{ n: string | number }>(
      t.db,
      sql`select count(*) as n from ledger_transactions where id = ${inserted[0] ?? ''}`,
    );
    expect(Number(row.n)).toBe(0);
  });

  it('at commit, a transaction without postings', async () => {
    const message = await refusal(t.run((tx) => forgedTransaction(tx, 1)));
    expect(message).toContain('has no postings');
  });

  it('at commit, a transaction with fewer postings than it states, even balanced ones', async () => {
    const { available, external } = await aPosting();
    const message = await refusal(
      t.run(async (tx) => {
        const id = await forgedTransaction(tx, 3);
        await tx.execute(sql`insert into ledger_postings
          (tenant_id, transaction_id, line_no, line_count, account_id, asset, amount_units)
          values (${t.tenantId}, ${id}, 1, 3, ${external.id}, 'USD', -100), (${t.tenantId}, ${id}, 3, 3, ${available.id}, 'USD', 100)`);
      }),
    );
    expect(message).toContain('has 2 postings, not the 3 it states');
  });

  it('to post later into a transaction of the past, whichever slot the posting claims', async () => {
    const { deposit, available } = await aPosting();
    const postLater = (lineNo: number, lineCount: number) =>
      refusal(
        t.db.execute(sql`insert into ledger_postings
          (tenant_id, transaction_id, line_no, line_count, account_id, asset, amount_units)
          values (${t.tenantId}, ${deposit.id}, ${lineNo}, ${lineCount}, ${available.id}, 'USD', 5)`),
      );
    expect(await postLater(2, 2)).toContain('ledger_postings_line_key');
    expect(await postLater(3, 2)).toContain('ledger_postings_line_check');
    expect(await postLater(3, 3)).toContain('ledger_postings_transaction_fk');
    const row = await one<{ n: string | number }>(
      t.db,
      sql`select count(*) as n from ledger_postings where transaction_id = ${deposit.id}`,
    );
    expect(Number(row.n)).toBe(2);
  });

  it('a balance below zero (the CHECK), however it is written', async () => {
    const { available } = await aPosting();
    expect(
      await refusal(t.db.execute(sql`update ledger_accounts set balance_units = -1 where id = ${available.id}`)),
    ).toContain('ledger_accounts_balance_check');
    expect(
      await refusal(
        t.db.execute(
          sql`update ledger_accounts set allows_negative = true, balance_units = -1 where id = ${available.id}`,
        ),
      ),
    ).toMatch(/ledger_accounts_(owner|negative)_check/);
  });

  it('but lets an external counterpart go below zero', async () => {
    const { external } = await aPosting();
    const row = await one<{ balance: string }>(
      t.db,
      sql`select balance_units::text as balance from ledger_accounts where id = ${external.id}`,
    );
    expect(BigInt(row.balance)).toBeLessThan(0n);
  });

  it('a posting of zero, or in another asset than its account', async () => {
    const { available } = await aPosting();
    const postInto = (asset: string, amountUnits: number) =>
      refusal(
        t.run(async (tx) => {
          const id = await forgedTransaction(tx, 1);
          await tx.execute(sql`insert into ledger_postings
            (tenant_id, transaction_id, line_no, line_count, account_id, asset, amount_units)
            values (${t.tenantId}, ${id}, 1, 1, ${available.id}, ${asset}, ${amountUnits})`);
        }),
      );
    expect(await postInto('USD', 0)).toContain('ledger_postings_amount_check');
    expect(await postInto('BTC', 5)).toContain('ledger_postings_account_fk');
  });

  it("a posting on another tenant's account", async () => {
    const otherTenant = await t.newTenant();
    const stranger = await t.newUser(otherTenant);
    const theirs = await t.userAccounts(stranger, 'USD', otherTenant);
    expect(
      await refusal(
        t.run(async (tx) => {
          const id = await forgedTransaction(tx, 1);
          await tx.execute(sql`insert into ledger_postings
            (tenant_id, transaction_id, line_no, line_count, account_id, asset, amount_units)
            values (${t.tenantId}, ${id}, 1, 1, ${theirs.available.id}, 'USD', 5)`);
        }),
      ),
    ).toContain('ledger_postings_account_fk');
  });

  it('a second reversal of one transaction, and a second use of an idempotency key', async () => {
    const { deposit } = await aPosting();
    const forge = (columns: SQL) =>
      t.db.execute(sql`insert into ledger_transactions (tenant_id, kind, reverses_transaction_id, idempotency_key,
        request_hash, line_count) values ${columns}`);
    expect(
      await refusal(
        forge(
          sql`(${t.tenantId}, 'reversal', ${deposit.id}, null, null, 2), (${t.tenantId}, 'reversal', ${deposit.id}, null, null, 2)`,
        ),
      ),
    ).toContain('ledger_transactions_reverses_key');
    expect(
      await refusal(forge(sql`(${t.tenantId}, 'x', null, 'k', 'h', 2), (${t.tenantId}, 'x', null, 'k', 'h', 2)`)),
    ).toContain('ledger_transactions_idempotency_key');
  });

  it('a hold with more left than it held', async () => {
    const { user } = await aPosting();
    const reserved = await t.run((tx) => hold(tx, t.tenantId, { userId: user, asset: 'USD', amountUnits: 100n }));
    expect(
      await refusal(t.db.execute(sql`update ledger_holds set remaining_units = 101 where id = ${reserved.id}`)),
    ).toContain('ledger_holds_amount_check');
  });
});

describe('reconciliation', () => {
  it('finds what the database cannot refuse: a balance edited behind the ledger', async () => {
    const bed = await createLedgerTestBed();
    try {
      const user = await bed.newUser();
      await bed.deposit(user, '10.00');
      const { available } = await bed.userAccounts(user);
      expect((await reconcile(bed.db)).mismatches).toEqual([]);
      await bed.db.execute(
        sql`update ledger_accounts set balance_units = balance_units + 1 where id = ${available.id}`,
      );
      const lines: string[] = [];
      const report = await runLedgerReconciliation({ db: bed.db, log: (line) => lines.push(line) });
      expect(report.mismatches).toEqual([
        { type: 'balance-drift', accountId: available.id, balanceUnits: 1001n, postedUnits: 1000n },
      ]);
      expect(lines.join('\n')).toContain('"type":"balance-drift"');
      expect(lines.at(-1)).toContain('1 mismatches');
    } finally {
      await bed.close();
    }
  });

  it('finds postings that do not add up when the triggers were switched off', async () => {
    const bed = await createLedgerTestBed();
    try {
      const user = await bed.newUser();
      await bed.deposit(user, '10.00');
      const { available, held } = await bed.userAccounts(user);
      const { id } = await bed.run(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        const forged = await one<{ id: string }>(
          tx,
          sql`insert into ledger_transactions (tenant_id, kind, line_count) values (${bed.tenantId}, 'forged', 1)
            returning id`,
        );
        await tx.execute(sql`insert into ledger_postings
          (tenant_id, transaction_id, line_no, line_count, account_id, asset, amount_units)
          values (${bed.tenantId}, ${forged.id}, 1, 1, ${available.id}, 'USD', 7)`);
        await tx.execute(sql`update ledger_accounts set balance_units = balance_units + 7 where id = ${available.id}`);
        await tx.execute(sql`update ledger_accounts set balance_units = 3 where id = ${held.id}`);
        return forged;
      });
      const { mismatches } = await reconcile(bed.db);
      expect(mismatches).toContainEqual({
        type: 'asset-imbalance',
        tenantId: bed.tenantId,
        asset: 'USD',
        sumUnits: 7n,
      });
      expect(mismatches).toContainEqual({
        type: 'transaction-imbalance',
        transactionId: id,
        asset: 'USD',
        sumUnits: 7n,
      });
      expect(mismatches).toContainEqual(expect.objectContaining({ type: 'balance-drift', accountId: held.id }));
      expect(mismatches).toContainEqual({
        type: 'held-drift',
        tenantId: bed.tenantId,
        userId: user,
        asset: 'USD',
        heldUnits: 3n,
        holdsUnits: 0n,
      });
    } finally {
      await bed.close();
    }
  });
});
