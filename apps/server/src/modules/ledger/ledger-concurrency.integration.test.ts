import { describe, expect, it } from 'vitest';
import { getAccountBalance, getOrCreateUserAccounts } from './accounts.service';
import { capture, hold } from './holds.service';
import { units, useLedgerTestBed } from './ledger.test-factories';
import { externalPurpose, systemPurposes } from './purposes';
import { reconcile } from './reconcile.service';
import { transfer } from './transfer.service';

/**
 * Many callers at once, each in its own database transaction, as concurrent requests are. On
 * PostgreSQL they run in parallel on the pool's connections and meet at the row locks; on PGlite
 * (one connection) they interleave. The outcome must be the same on both.
 */

const t = useLedgerTestBed();

function tally(outcomes: PromiseSettledResult<unknown>[]) {
  const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
  return { succeeded: outcomes.length - refusals.length, refusals };
}

describe('concurrent callers', () => {
  it('withdraw 1.00 two hundred times from 100.00: exactly 100 succeed, the balance ends at zero', async () => {
    const user = await t.newUser();
    await t.deposit(user, '100.00');
    const { available } = await t.userAccounts(user);
    const external = await t.systemAccount(externalPurpose('sandbox'));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        t.run((tx) =>
          transfer(tx, t.tenantId, {
            kind: 'withdrawal',
            postings: [
              { account: available, amountUnits: -units('1.00') },
              { account: external, amountUnits: units('1.00') },
            ],
          }),
        ),
      ),
    );
    const { succeeded, refusals } = tally(outcomes);
    expect(succeeded).toBe(100);
    expect(refusals).toHaveLength(100);
    for (const refusal of refusals) expect(refusal).toMatchObject({ code: 'INS-1' });
    expect(await t.balance(user)).toEqual({ available: 0n, held: 0n });
    expect((await reconcile(t.db)).mismatches).toEqual([]);
  });

  it('hold 1.00 two hundred times from 100.00: exactly 100 holds, nothing left available', async () => {
    const user = await t.newUser();
    await t.deposit(user, '100.00');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        t.run((tx) => hold(tx, t.tenantId, { userId: user, asset: 'USD', amountUnits: units('1.00') })),
      ),
    );
    const { succeeded, refusals } = tally(outcomes);
    expect(succeeded).toBe(100);
    for (const refusal of refusals) expect(refusal).toMatchObject({ code: 'INS-1' });
    expect(await t.balance(user)).toEqual({ available: 0n, held: 10000n });
    expect((await reconcile(t.db)).mismatches).toEqual([]);
  });

  it('capture 1.00 twenty times from a hold of 10.00: exactly 10 succeed', async () => {
    const buyer = await t.newUser();
    const seller = await t.newUser();
    await t.deposit(buyer, '50.00');
    const sellerAccounts = await t.userAccounts(seller);
    const reserved = await t.run((tx) => hold(tx, t.tenantId, { userId: buyer, asset: 'USD', amountUnits: 1000n }));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        t.run((tx) =>
          capture(tx, t.tenantId, { holdId: reserved.id, amountUnits: 100n, to: sellerAccounts.available }),
        ),
      ),
    );
    const { succeeded, refusals } = tally(outcomes);
    expect(succeeded).toBe(10);
    for (const refusal of refusals) expect(refusal).toMatchObject({ code: 'BUSINESS_RULE' });
    expect(await t.balance(buyer)).toEqual({ available: 4000n, held: 0n });
    expect(await t.balance(seller)).toEqual({ available: 1000n, held: 0n });
  });

  it('send one Idempotency-Key fifty times at once: the money moves once, all get the one transaction', async () => {
    const user = await t.newUser();
    await t.deposit(user, '100.00');
    const { available } = await t.userAccounts(user);
    const external = await t.systemAccount(externalPurpose('sandbox'));
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.run((tx) =>
          transfer(tx, t.tenantId, {
            kind: 'withdrawal',
            postings: [
              { account: available, amountUnits: -units('60.00') },
              { account: external, amountUnits: units('60.00') },
            ],
            idempotencyKey: 'withdrawal-once',
          }),
        ),
      ),
    );
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.filter((result) => !result.isReplay)).toHaveLength(1);
    expect(await t.balance(user)).toEqual({ available: units('40.00'), held: 0n });
  });

  it('send one Idempotency-Key for a hold fifty times at once: one hold', async () => {
    const user = await t.newUser();
    await t.deposit(user, '100.00');
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.run((tx) =>
          hold(tx, t.tenantId, { userId: user, asset: 'USD', amountUnits: 7000n, idempotencyKey: 'order-once' }),
        ),
      ),
    );
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(await t.balance(user)).toEqual({ available: 3000n, held: 7000n });
  });

  it('send one Idempotency-Key for a capture of the whole hold twenty times at once: one capture', async () => {
    const buyer = await t.newUser();
    const seller = await t.newUser();
    await t.deposit(buyer, '10.00');
    const sellerAccounts = await t.userAccounts(seller);
    const reserved = await t.run((tx) => hold(tx, t.tenantId, { userId: buyer, asset: 'USD', amountUnits: 1000n }));
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.run((tx) =>
          capture(tx, t.tenantId, { holdId: reserved.id, to: sellerAccounts.available, idempotencyKey: 'fill-once' }),
        ),
      ),
    );
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(await t.balance(buyer)).toEqual({ available: 0n, held: 0n });
    expect(await t.balance(seller)).toEqual({ available: 1000n, held: 0n });
  });

  it('transfer 100 times both ways between the same two accounts without a deadlock', async () => {
    const alice = await t.newUser();
    const bob = await t.newUser();
    await t.deposit(alice, '100.00');
    await t.deposit(bob, '100.00');
    const a = await t.userAccounts(alice);
    const b = await t.userAccounts(bob);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => {
        const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
        const amountUnits = BigInt(100 + i);
        return t.run((tx) =>
          transfer(tx, t.tenantId, {
            kind: 'transfer',
            postings: [
              { account: from.available, amountUnits: -amountUnits },
              { account: to.available, amountUnits },
            ],
          }),
        );
      }),
    );
    expect(tally(outcomes).refusals).toEqual([]);
    // Even i (alice to bob) sends 100+i, odd i (bob to alice) sends 100+i: bob receives 50 less.
    expect(await t.balance(alice)).toEqual({ available: 10000n + 50n, held: 0n });
    expect(await t.balance(bob)).toEqual({ available: 10000n - 50n, held: 0n });
  });

  it('pay fees into the one fee account a hundred times at once, spread over its shards', async () => {
    const payers = await Promise.all(Array.from({ length: 10 }, () => t.newUser()));
    for (const payer of payers) await t.deposit(payer, '10.00');
    const accounts = await Promise.all(payers.map((payer) => t.userAccounts(payer)));
    const fees = await t.systemAccount(systemPurposes.fees);
    const before = await getAccountBalance(t.db, t.tenantId, fees);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.run((tx) =>
          transfer(tx, t.tenantId, {
            kind: 'fee',
            postings: [
              { account: (accounts[i % accounts.length] ?? accounts[0])?.available ?? fees, amountUnits: -7n },
              { account: fees, amountUnits: 7n },
            ],
          }),
        ),
      ),
    );
    expect(new Set(results.map((result) => result.postings[1]?.accountId)).size).toBe(fees.shardIds.length);
    expect(await getAccountBalance(t.db, t.tenantId, fees)).toBe(before + 700n);
    expect((await reconcile(t.db)).mismatches).toEqual([]);
  });

  it('open the same accounts fifty times at once: one set of accounts', async () => {
    const user = await t.newUser();
    const opened = await Promise.all(
      Array.from({ length: 50 }, () => t.run((tx) => getOrCreateUserAccounts(tx, t.tenantId, user, 'BTC'))),
    );
    expect(new Set(opened.map((accounts) => accounts.available.id)).size).toBe(1);
    expect(new Set(opened.map((accounts) => accounts.held.id)).size).toBe(1);
  });
});
