import { describe, expect, it } from 'vitest';
import { getAccountBalance } from './accounts.service';
import { hold, release } from './holds.service';
import { useLedgerTestBed } from './ledger.test-factories';
import type { LedgerAccount } from './ledger.types';
import { systemPurposes } from './purposes';
import { reconcile } from './reconcile.service';
import { getTransaction, reverse } from './reversal.service';
import { transfer } from './transfer.service';

const t = useLedgerTestBed();

const undo = (transactionId: string) => t.run((tx) => reverse(tx, t.tenantId, transactionId));

describe('a reversal', () => {
  it('posts the exact opposite of the transaction and restores the balances', async () => {
    const alice = await t.newUser();
    const bob = await t.newUser();
    await t.deposit(alice, '50.00');
    const paid = await t.pay(alice, bob, '20.00');
    const reversal = await undo(paid.id);
    expect(reversal).toMatchObject({ kind: 'reversal', reversesTransactionId: paid.id, isReplay: false });
    expect(reversal.postings).toEqual(
      paid.postings.map((posting) => ({ ...posting, amountUnits: -posting.amountUnits })),
    );
    expect(await t.balance(alice)).toEqual({ available: 5000n, held: 0n });
    expect(await t.balance(bob)).toEqual({ available: 0n, held: 0n });
    expect((await getTransaction(t.db, t.tenantId, reversal.id)).reversesTransactionId).toBe(paid.id);
    expect((await reconcile(t.db)).mismatches).toEqual([]);
  });

  it('happens once: a second reversal is refused with CONFLICT and moves nothing', async () => {
    const alice = await t.newUser();
    const bob = await t.newUser();
    await t.deposit(alice, '50.00');
    const paid = await t.pay(alice, bob, '20.00');
    await undo(paid.id);
    await expect(undo(paid.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await t.balance(alice)).toEqual({ available: 5000n, held: 0n });
    expect(await t.balance(bob)).toEqual({ available: 0n, held: 0n });
  });

  it('happens once when two reversals race', async () => {
    const alice = await t.newUser();
    const bob = await t.newUser();
    await t.deposit(alice, '50.00');
    const paid = await t.pay(alice, bob, '20.00');
    const outcomes = await Promise.allSettled([undo(paid.id), undo(paid.id), undo(paid.id)]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ code: 'CONFLICT' });
    }
    expect(await t.balance(alice)).toEqual({ available: 5000n, held: 0n });
  });

  it('is refused with INS-1 when the money has moved on, and moves nothing', async () => {
    const alice = await t.newUser();
    const bob = await t.newUser();
    const carol = await t.newUser();
    await t.deposit(alice, '50.00');
    const paid = await t.pay(alice, bob, '20.00');
    await t.pay(bob, carol, '15.00');
    await expect(undo(paid.id)).rejects.toMatchObject({ code: 'INS-1' });
    expect(await t.balance(bob)).toEqual({ available: 500n, held: 0n });
    await t.pay(carol, bob, '15.00');
    await undo(paid.id);
    expect(await t.balance(alice)).toEqual({ available: 5000n, held: 0n });
  });

  it('reverses a deposit back to its external counterpart', async () => {
    const alice = await t.newUser();
    const deposit = await t.deposit(alice, '12.34');
    await undo(deposit.id);
    expect(await t.balance(alice)).toEqual({ available: 0n, held: 0n });
  });

  it('takes a fee back from the fee account as a whole when a sweep emptied the shard that took it', async () => {
    const alice = await t.newUser();
    await t.deposit(alice, '10.00');
    const fees = await t.systemAccount(systemPurposes.fees);
    const trust = await t.systemAccount(systemPurposes.trust);
    const { available } = await t.userAccounts(alice);
    const before = await getAccountBalance(t.db, t.tenantId, fees);
    const move = (kind: string, from: LedgerAccount, to: LedgerAccount, amountUnits: bigint) =>
      t.run((tx) =>
        transfer(tx, t.tenantId, {
          kind,
          postings: [
            { account: from, amountUnits: -amountUnits },
            { account: to, amountUnits },
          ],
        }),
      );
    const first = await move('fee', available, fees, 250n);
    await move('fee.sweep', fees, trust, before + 250n);
    const second = await move('fee', available, fees, 250n);
    expect(second.postings[1]?.accountId).not.toBe(first.postings[1]?.accountId);

    await undo(first.id);
    expect(await getAccountBalance(t.db, t.tenantId, fees)).toBe(0n);
    expect(await t.balance(alice)).toEqual({ available: 750n, held: 0n });
    await expect(undo(second.id)).rejects.toMatchObject({ code: 'INS-1' });
    expect(await t.balance(alice)).toEqual({ available: 750n, held: 0n });
    expect((await reconcile(t.db)).mismatches).toEqual([]);
  });

  it('is final: a reversal is not reversed', async () => {
    const alice = await t.newUser();
    const deposit = await t.deposit(alice, '5.00');
    const reversal = await undo(deposit.id);
    await expect(undo(reversal.id)).rejects.toMatchObject({ code: 'BUSINESS_RULE' });
  });

  it('does not apply to hold movements, which are undone by release', async () => {
    const alice = await t.newUser();
    await t.deposit(alice, '5.00');
    const reserved = await t.run((tx) => hold(tx, t.tenantId, { userId: alice, asset: 'USD', amountUnits: 300n }));
    await expect(undo(reserved.transaction.id)).rejects.toMatchObject({ code: 'BUSINESS_RULE' });
    const released = await t.run((tx) => release(tx, t.tenantId, { holdId: reserved.id }));
    await expect(undo(released.id)).rejects.toMatchObject({ code: 'BUSINESS_RULE' });
    expect(await t.balance(alice)).toEqual({ available: 500n, held: 0n });
  });

  it("answers NOT_FOUND for another tenant's transaction and for an unknown id", async () => {
    const alice = await t.newUser();
    const deposit = await t.deposit(alice, '5.00');
    const otherTenant = await t.newTenant();
    await expect(t.run((tx) => reverse(tx, otherTenant, deposit.id))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(undo('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(undo('nope')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await t.balance(alice)).toEqual({ available: 500n, held: 0n });
  });
});
