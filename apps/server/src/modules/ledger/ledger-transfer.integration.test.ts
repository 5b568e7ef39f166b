import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getAccountBalance, getBalances, getOrCreateAccount, oneShardOf } from './accounts.service';
import { units, useLedgerTestBed } from './ledger.test-factories';
import type { LedgerAccount, TransferInput } from './ledger.types';
import { externalPurpose, offeringEscrowPurpose, offeringShardCount, systemPurposes } from './purposes';
import { reconcile } from './reconcile.service';
import { getTransaction } from './reversal.service';
import { transfer, transferMany } from './transfer.service';

const t = useLedgerTestBed();

/** A plain transfer of these postings, in its own database transaction. */
const attempt = (postings: TransferInput['postings']) =>
  t.run((tx) => transfer(tx, t.tenantId, { kind: 'transfer', postings }));

describe('a transfer', () => {
  it('moves money between two users as one transaction whose postings sum to zero', async () => {
    const alice = await t.newUser();
    const bob = await t.newUser();
    await t.deposit(alice, '100.00');
    const moved = await t.pay(alice, bob, '30.25');
    expect(moved.isReplay).toBe(false);
    expect(moved.postings.map((posting) => posting.amountUnits)).toEqual([-3025n, 3025n]);
    expect(await t.balance(alice)).toEqual({ available: 6975n, held: 0n });
    expect(await t.balance(bob)).toEqual({ available: 3025n, held: 0n });
    const stored = await getTransaction(t.db, t.tenantId, moved.id);
    expect(stored).toMatchObject({ kind: 'transfer', postings: moved.postings });
    expect((await reconcile(t.db)).mismatches).toEqual([]);
  });

  it('refuses with INS-1 a transfer larger than the balance, and moves nothing', async () => {
    const alice = await t.newUser();
    const bob = await t.newUser();
    await t.deposit(alice, '10.00');
    await expect(t.pay(alice, bob, '10.01')).rejects.toMatchObject({ code: 'INS-1', message: 'Insufficient funds' });
    expect(await t.balance(alice)).toEqual({ available: 1000n, held: 0n });
    expect(await t.balance(bob)).toEqual({ available: 0n, held: 0n });
  });

  it('spends a balance down to exactly zero', async () => {
    const alice = await t.newUser();
    const bob = await t.newUser();
    await t.deposit(alice, '10.00');
    await t.pay(alice, bob, '10.00');
    expect(await t.balance(alice)).toEqual({ available: 0n, held: 0n });
  });

  it('lets only the external counterpart of a deposit go below zero', async () => {
    const alice = await t.newUser();
    await t.deposit(alice, '25.00');
    const external = await t.systemAccount(externalPurpose('sandbox'));
    expect(external.allowsNegative).toBe(true);
    expect(await getAccountBalance(t.db, t.tenantId, external)).toBeLessThanOrEqual(-2500n);
    const trust = await t.systemAccount(systemPurposes.trust);
    const { available } = await t.userAccounts(alice);
    await expect(
      attempt([
        { account: trust, amountUnits: -1n },
        { account: available, amountUnits: 1n },
      ]),
    ).rejects.toMatchObject({ code: 'INS-1' });
  });

  it('keeps amounts exact in every asset scale, to the wei', async () => {
    const alice = await t.newUser();
    const bob = await t.newUser();
    await t.deposit(alice, '1.000000000000000001', { asset: 'ETH' });
    const from = await t.userAccounts(alice, 'ETH');
    const to = await t.userAccounts(bob, 'ETH');
    await t.run((tx) =>
      transfer(tx, t.tenantId, {
        kind: 'transfer',
        postings: [
          { account: from.available, amountUnits: -units('0.000000000000000001', 'ETH') },
          { account: to.available, amountUnits: units('0.000000000000000001', 'ETH') },
        ],
      }),
    );
    expect(await t.balance(alice, 'ETH')).toEqual({ available: 10n ** 18n, held: 0n });
    expect(await t.balance(bob, 'ETH')).toEqual({ available: 1n, held: 0n });
  });

  it('settles a trade in two assets, each leg balanced, the fee to the fee account', async () => {
    const buyer = await t.newUser();
    const seller = await t.newUser();
    await t.deposit(buyer, '1000.00');
    await t.deposit(seller, '5', { asset: 'ACME' });
    const buyerUsd = await t.userAccounts(buyer);
    const sellerUsd = await t.userAccounts(seller);
    const buyerShares = await t.userAccounts(buyer, 'ACME');
    const sellerShares = await t.userAccounts(seller, 'ACME');
    const fees = await t.systemAccount(systemPurposes.fees);
    const feesBefore = await getAccountBalance(t.db, t.tenantId, fees);
    await t.run((tx) =>
      transfer(tx, t.tenantId, {
        kind: 'trade',
        postings: [
          { account: buyerUsd.available, amountUnits: -units('250.50') },
          { account: sellerUsd.available, amountUnits: units('250.00') },
          { account: fees, amountUnits: units('0.50') },
          { account: sellerShares.available, amountUnits: -units('2', 'ACME') },
          { account: buyerShares.available, amountUnits: units('2', 'ACME') },
        ],
        metadata: { orderId: 'o-1', price: '125.00' },
      }),
    );
    expect(await t.balance(buyer)).toEqual({ available: units('749.50'), held: 0n });
    expect(await t.balance(seller)).toEqual({ available: units('250.00'), held: 0n });
    expect(await t.balance(buyer, 'ACME')).toEqual({ available: units('2', 'ACME'), held: 0n });
    expect(await t.balance(seller, 'ACME')).toEqual({ available: units('3', 'ACME'), held: 0n });
    expect(await getAccountBalance(t.db, t.tenantId, fees)).toBe(feesBefore + 50n);
  });

  it('refuses postings that do not sum to zero per asset, and writes nothing', async () => {
    const alice = await t.newUser();
    const bob = await t.newUser();
    await t.deposit(alice, '10.00');
    const from = await t.userAccounts(alice);
    const to = await t.userAccounts(bob);
    const toShares = await t.userAccounts(bob, 'ACME');
    await expect(
      attempt([
        { account: from.available, amountUnits: -100n },
        { account: to.available, amountUnits: 99n },
      ]),
    ).rejects.toThrow('do not balance');
    await expect(
      attempt([
        { account: from.available, amountUnits: -100n },
        { account: toShares.available, amountUnits: 100n },
      ]),
    ).rejects.toThrow('do not balance');
    expect(await t.balance(alice)).toEqual({ available: 1000n, held: 0n });
  });

  it('refuses a zero posting, a single posting and a held account', async () => {
    const alice = await t.newUser();
    const bob = await t.newUser();
    const from = await t.userAccounts(alice);
    const to = await t.userAccounts(bob);
    await expect(
      attempt([
        { account: from.available, amountUnits: 0n },
        { account: to.available, amountUnits: 0n },
      ]),
    ).rejects.toThrow('no amount');
    await expect(attempt([{ account: from.available, amountUnits: 1n }])).rejects.toThrow('at least two');
    await expect(
      attempt([
        { account: from.held, amountUnits: -1n },
        { account: to.available, amountUnits: 1n },
      ]),
    ).rejects.toThrow('held balances move only through hold');
  });

  it("refuses another tenant's account as NOT_FOUND", async () => {
    const otherTenant = await t.newTenant();
    const stranger = await t.newUser(otherTenant);
    await t.deposit(stranger, '50.00', { tenantId: otherTenant });
    const alice = await t.newUser();
    const theirs = await t.userAccounts(stranger, 'USD', otherTenant);
    const mine = await t.userAccounts(alice);
    await expect(
      attempt([
        { account: theirs.available, amountUnits: -100n },
        { account: mine.available, amountUnits: 100n },
      ]),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      attempt([
        { account: { ...theirs.available, tenantId: t.tenantId }, amountUnits: -100n },
        { account: mine.available, amountUnits: 100n },
      ]),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await t.balance(stranger, 'USD', otherTenant)).toEqual({ available: 5000n, held: 0n });
  });

  it("does not open an account for another tenant's user", async () => {
    const otherTenant = await t.newTenant();
    const stranger = await t.newUser(otherTenant);
    await expect(t.userAccounts(stranger)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("rolls back with the caller's transaction", async () => {
    const alice = await t.newUser();
    const bob = await t.newUser();
    await t.deposit(alice, '10.00');
    const from = await t.userAccounts(alice);
    const to = await t.userAccounts(bob);
    await expect(
      t.run(async (tx) => {
        await transfer(tx, t.tenantId, {
          kind: 'transfer',
          postings: [
            { account: from.available, amountUnits: -500n },
            { account: to.available, amountUnits: 500n },
          ],
        });
        throw new Error('the caller failed after the transfer');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await t.balance(alice)).toEqual({ available: 1000n, held: 0n });
    expect(await t.balance(bob)).toEqual({ available: 0n, held: 0n });
  });

  it("leaves the caller's transaction usable after a refusal, so it can record it and go on", async () => {
    const alice = await t.newUser();
    const bob = await t.newUser();
    await t.deposit(alice, '10.00');
    const from = await t.userAccounts(alice);
    const to = await t.userAccounts(bob);
    const move = (amountUnits: bigint) => ({
      kind: 'transfer',
      postings: [
        { account: from.available, amountUnits: -amountUnits },
        { account: to.available, amountUnits },
      ],
    });
    const outcome = await t.run(async (tx) => {
      const refusal = await transfer(tx, t.tenantId, move(5000n)).catch((error: { code?: string }) => error.code);
      await transfer(tx, t.tenantId, move(400n));
      return refusal;
    });
    expect(outcome).toBe('INS-1');
    expect(await t.balance(alice)).toEqual({ available: 600n, held: 0n });
  });

  it('gives each user only their own balances, per asset', async () => {
    const alice = await t.newUser();
    await t.deposit(alice, '3.00');
    await t.deposit(alice, '0.5', { asset: 'BTC' });
    const balances = await getBalances(t.db, t.tenantId, alice);
    expect(balances).toEqual([
      { asset: 'BTC', scale: 8, availableUnits: 50_000_000n, heldUnits: 0n },
      { asset: 'USD', scale: 2, availableUnits: 300n, heldUnits: 0n },
    ]);
    const otherTenant = await t.newTenant();
    const none = await getBalances(t.db, otherTenant, alice);
    expect(none).toEqual([]);
  });
});

describe('the hot fee account', () => {
  it('spreads credits over its shards; its balance is the sum of its shards', async () => {
    const tenant = await t.newTenant();
    const payer = await t.newUser(tenant);
    await t.deposit(payer, '100.00', { tenantId: tenant });
    const fees = await t.systemAccount(systemPurposes.fees, 'USD', tenant);
    expect(fees.shardIds.length).toBeGreaterThan(1);
    const { available } = await t.userAccounts(payer, 'USD', tenant);
    const shardsUsed = new Set<string>();
    for (let i = 0; i < 10; i += 1) {
      const charged = await t.run((tx) =>
        transfer(tx, tenant, {
          kind: 'fee',
          postings: [
            { account: available, amountUnits: -100n },
            { account: fees, amountUnits: 100n },
          ],
        }),
      );
      shardsUsed.add(charged.postings[1]?.accountId ?? '');
    }
    expect(shardsUsed.size).toBe(10);
    expect(await getAccountBalance(t.db, tenant, fees)).toBe(1000n);
  });

  it('pays out of several shards when one does not cover it, and refuses more than their sum', async () => {
    const tenant = await t.newTenant();
    const payer = await t.newUser(tenant);
    await t.deposit(payer, '100.00', { tenantId: tenant });
    const fees = await t.systemAccount(systemPurposes.fees, 'USD', tenant);
    const sweep = await t.run((tx) =>
      getOrCreateAccount(tx, tenant, { owner: { kind: 'system' }, asset: 'USD', purpose: systemPurposes.trust }),
    );
    const { available } = await t.userAccounts(payer, 'USD', tenant);
    for (let i = 0; i < 3; i += 1) {
      await t.run((tx) =>
        transfer(tx, tenant, {
          kind: 'fee',
          postings: [
            { account: available, amountUnits: -300n },
            { account: fees, amountUnits: 300n },
          ],
        }),
      );
    }
    const moveOut = (amountUnits: bigint) =>
      t.run((tx) =>
        transfer(tx, tenant, {
          kind: 'fee.sweep',
          postings: [
            { account: fees, amountUnits: -amountUnits },
            { account: sweep, amountUnits },
          ],
        }),
      );
    await expect(moveOut(901n)).rejects.toMatchObject({ code: 'INS-1' });
    const swept = await moveOut(800n);
    expect(swept.postings.filter((posting) => posting.amountUnits < 0n).length).toBe(3);
    expect(await getAccountBalance(t.db, tenant, fees)).toBe(100n);
    expect(await getAccountBalance(t.db, tenant, sweep)).toBe(800n);
    expect((await reconcile(t.db)).mismatches).toEqual([]);
  });
});

describe("an offering's escrow account", () => {
  it('takes the postings made through one of its shards on that balance row alone; its balance is their sum', async () => {
    const tenant = await t.newTenant();
    const payer = await t.newUser(tenant);
    await t.deposit(payer, '100.00', { tenantId: tenant });
    const escrow = await t.systemAccount(offeringEscrowPurpose(randomUUID()), 'USD', tenant);
    expect(escrow.shardIds).toHaveLength(offeringShardCount);
    const { available } = await t.userAccounts(payer, 'USD', tenant);
    const pay = (account: LedgerAccount, amountUnits: bigint) =>
      t.run((tx) =>
        transfer(tx, tenant, {
          kind: 'transfer',
          postings: [
            { account: available, amountUnits: -amountUnits },
            { account, amountUnits },
          ],
        }),
      );
    const third = oneShardOf(escrow, 2);
    const paid = [
      await pay(third, 100n),
      await pay(third, 200n),
      await pay(oneShardOf(escrow, 2 + offeringShardCount), 300n),
    ];
    expect(new Set(paid.map((transaction) => transaction.postings[1]?.accountId))).toEqual(
      new Set([escrow.shardIds[2]]),
    );
    expect(await getAccountBalance(t.db, tenant, escrow)).toBe(600n);
    expect(await getAccountBalance(t.db, tenant, third)).toBe(600n);
    await pay(escrow, 50n);
    expect(await getAccountBalance(t.db, tenant, escrow)).toBe(650n);
    expect((await reconcile(t.db)).mismatches).toEqual([]);
  });
});

describe('a batch of transfers', () => {
  it('writes each transfer as its own transaction in one statement', async () => {
    const users = await Promise.all([t.newUser(), t.newUser(), t.newUser()]);
    for (const user of users) await t.deposit(user, '10.00');
    const accounts = await Promise.all(users.map((user) => t.userAccounts(user)));
    const ring = accounts.map((from, at) => ({
      kind: 'transfer',
      postings: [
        { account: from.available, amountUnits: -BigInt((at + 1) * 100) },
        { account: (accounts[(at + 1) % accounts.length] ?? from).available, amountUnits: BigInt((at + 1) * 100) },
      ],
    }));
    const written = await t.run((tx) => transferMany(tx, t.tenantId, ring));
    expect(new Set(written.map((transaction) => transaction.id)).size).toBe(3);
    expect(await t.balance(users[0] ?? '')).toEqual({ available: 1000n - 100n + 300n, held: 0n });
    expect(await t.balance(users[1] ?? '')).toEqual({ available: 1000n - 200n + 100n, held: 0n });
    expect(await t.balance(users[2] ?? '')).toEqual({ available: 1000n - 300n + 200n, held: 0n });
  });

  it('is all or nothing: one transfer without funds refuses the batch', async () => {
    const alice = await t.newUser();
    const bob = await t.newUser();
    await t.deposit(alice, '10.00');
    const from = await t.userAccounts(alice);
    const to = await t.userAccounts(bob);
    const move = (amountUnits: bigint) => ({
      kind: 'transfer',
      postings: [
        { account: from.available, amountUnits: -amountUnits },
        { account: to.available, amountUnits },
      ],
    });
    await expect(t.run((tx) => transferMany(tx, t.tenantId, [move(600n), move(600n)]))).rejects.toMatchObject({
      code: 'INS-1',
    });
    expect(await t.balance(alice)).toEqual({ available: 1000n, held: 0n });
  });
});
