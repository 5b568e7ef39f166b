import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../platform/db/raw-rows';
import { getAccountBalance } from './accounts.service';
import { type HoldMemory, moveHeld, openHolds } from './batch.service';
import { capture, captureHolds, getHold, hold, release } from './holds.service';
import { units, useLedgerTestBed } from './ledger.test-factories';
import type { LedgerAccount } from './ledger.types';
import { externalPurpose, offeringEscrowPurpose, systemPurposes } from './purposes';
import { reconcile } from './reconcile.service';
import { reverse } from './reversal.service';

const t = useLedgerTestBed();

async function fundedUser(amount = '100.00') {
  const user = await t.newUser();
  await t.deposit(user, amount);
  return user;
}

const holdOf = (userId: string, amount: string, asset = 'USD') =>
  t.run((tx) => hold(tx, t.tenantId, { userId, asset, amountUnits: units(amount, asset) }));

describe('a hold', () => {
  it('reserves money: available goes down, held goes up by the same amount', async () => {
    const user = await fundedUser();
    const reserved = await holdOf(user, '40.00');
    expect(reserved).toMatchObject({ userId: user, asset: 'USD', amountUnits: 4000n, remainingUnits: 4000n });
    expect(reserved.transaction.kind).toBe('hold');
    expect(await t.balance(user)).toEqual({ available: 6000n, held: 4000n });
  });

  it('refuses a hold larger than the available balance with INS-1, and holds nothing', async () => {
    const user = await fundedUser('10.00');
    await holdOf(user, '4.00');
    await expect(holdOf(user, '6.01')).rejects.toMatchObject({ code: 'INS-1', message: 'Insufficient funds' });
    expect(await t.balance(user)).toEqual({ available: 600n, held: 400n });
    expect((await reconcile(t.db)).mismatches).toEqual([]);
  });

  it('refuses a hold of nothing', async () => {
    const user = await fundedUser();
    await expect(holdOf(user, '0')).rejects.toMatchObject({ code: 'VALIDATION' });
  });

  it('releases in parts, then the rest, back to available', async () => {
    const user = await fundedUser();
    const reserved = await holdOf(user, '40.00');
    await t.run((tx) => release(tx, t.tenantId, { holdId: reserved.id, amountUnits: 1500n }));
    expect(await t.balance(user)).toEqual({ available: 7500n, held: 2500n });
    const rest = await t.run((tx) => release(tx, t.tenantId, { holdId: reserved.id }));
    expect(rest.postings.map((posting) => posting.amountUnits)).toEqual([-2500n, 2500n]);
    expect(await t.balance(user)).toEqual({ available: 10000n, held: 0n });
    expect((await getHold(t.db, t.tenantId, reserved.id)).remainingUnits).toBe(0n);
    await expect(t.run((tx) => release(tx, t.tenantId, { holdId: reserved.id }))).rejects.toMatchObject({
      code: 'BUSINESS_RULE',
    });
  });

  it('refuses to release more than is left of the hold, even when other holds are held', async () => {
    const user = await fundedUser();
    const small = await holdOf(user, '10.00');
    await holdOf(user, '50.00');
    await expect(
      t.run((tx) => release(tx, t.tenantId, { holdId: small.id, amountUnits: 1001n })),
    ).rejects.toMatchObject({ code: 'BUSINESS_RULE' });
    expect(await t.balance(user)).toEqual({ available: 4000n, held: 6000n });
  });

  it('captures into a destination account', async () => {
    const buyer = await fundedUser();
    const seller = await t.newUser();
    const sellerAccounts = await t.userAccounts(seller);
    const reserved = await holdOf(buyer, '40.00');
    const paid = await t.run((tx) =>
      capture(tx, t.tenantId, { holdId: reserved.id, amountUnits: 2500n, to: sellerAccounts.available }),
    );
    expect(paid.kind).toBe('hold.capture');
    expect(paid.holdId).toBe(reserved.id);
    expect(await t.balance(buyer)).toEqual({ available: 6000n, held: 1500n });
    expect(await t.balance(seller)).toEqual({ available: 2500n, held: 0n });
    expect((await getHold(t.db, t.tenantId, reserved.id)).remainingUnits).toBe(1500n);
  });

  it('captures a fill split between the seller and the fee account, then the rest', async () => {
    const buyer = await fundedUser();
    const seller = await t.newUser();
    const sellerAccounts = await t.userAccounts(seller);
    const fees = await t.systemAccount(systemPurposes.fees);
    const feesBefore = await getAccountBalance(t.db, t.tenantId, fees);
    const reserved = await holdOf(buyer, '50.00');
    await t.run((tx) =>
      capture(tx, t.tenantId, {
        holdId: reserved.id,
        kind: 'trade',
        to: [
          { account: sellerAccounts.available, amountUnits: 3000n },
          { account: fees, amountUnits: 30n },
        ],
      }),
    );
    expect(await t.balance(buyer)).toEqual({ available: 5000n, held: 1970n });
    expect(await getAccountBalance(t.db, t.tenantId, fees)).toBe(feesBefore + 30n);
    await t.run((tx) => capture(tx, t.tenantId, { holdId: reserved.id, to: sellerAccounts.available }));
    expect(await t.balance(buyer)).toEqual({ available: 5000n, held: 0n });
    expect(await t.balance(seller)).toEqual({ available: 4970n, held: 0n });
  });

  it('refuses a capture larger than what is left, and moves nothing', async () => {
    const buyer = await fundedUser();
    const seller = await t.newUser();
    const sellerAccounts = await t.userAccounts(seller);
    const reserved = await holdOf(buyer, '10.00');
    await holdOf(buyer, '20.00');
    await expect(
      t.run((tx) => capture(tx, t.tenantId, { holdId: reserved.id, amountUnits: 1001n, to: sellerAccounts.available })),
    ).rejects.toMatchObject({ code: 'BUSINESS_RULE' });
    expect(await t.balance(buyer)).toEqual({ available: 7000n, held: 3000n });
    expect(await t.balance(seller)).toEqual({ available: 0n, held: 0n });
  });

  it('refuses to pay a hold into an account of another asset', async () => {
    const buyer = await fundedUser();
    const seller = await t.newUser();
    const sellerBtc = await t.userAccounts(seller, 'BTC');
    const reserved = await holdOf(buyer, '10.00');
    await expect(
      t.run((tx) => capture(tx, t.tenantId, { holdId: reserved.id, to: sellerBtc.available })),
    ).rejects.toThrow('cannot pay in BTC');
  });

  it("answers NOT_FOUND for another tenant's hold and for a malformed id", async () => {
    const user = await fundedUser();
    const reserved = await holdOf(user, '10.00');
    const otherTenant = await t.newTenant();
    await expect(t.run((tx) => release(tx, otherTenant, { holdId: reserved.id }))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(getHold(t.db, t.tenantId, 'not-a-uuid')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await t.balance(user)).toEqual({ available: 9000n, held: 1000n });
  });

  it('keeps every held balance equal to what is left of the holds', async () => {
    const user = await fundedUser();
    const first = await holdOf(user, '30.00');
    await holdOf(user, '20.00');
    await t.run((tx) => release(tx, t.tenantId, { holdId: first.id, amountUnits: 500n }));
    const report = await reconcile(t.db);
    expect(report.mismatches).toEqual([]);
    expect(await t.balance(user)).toEqual({ available: 5500n, held: 4500n });
  });
});

describe('paying out of several holds at once', () => {
  async function trade() {
    const buyer = await fundedUser('100.00');
    const seller = await t.newUser();
    await t.deposit(seller, '2.00000000', { asset: 'BTC' });
    const quoteHold = await holdOf(buyer, '60.00');
    const baseHold = await holdOf(seller, '1.50000000', 'BTC');
    const sellerUsd = await t.userAccounts(seller);
    const buyerBtc = await t.userAccounts(buyer, 'BTC');
    const fees = await t.systemAccount(systemPurposes.fees);
    return { buyer, seller, quoteHold, baseHold, sellerUsd, buyerBtc, fees };
  }

  it('settles both sides of a trade and the fee in one ledger transaction', async () => {
    const { buyer, seller, quoteHold, baseHold, sellerUsd, buyerBtc, fees } = await trade();
    const settled = await t.run((tx) =>
      captureHolds(tx, t.tenantId, {
        kind: 'trade',
        parts: [
          {
            holdId: quoteHold.id,
            to: [
              { account: sellerUsd.available, amountUnits: 4900n },
              { account: fees, amountUnits: 100n },
            ],
          },
          { holdId: baseHold.id, to: [{ account: buyerBtc.available, amountUnits: units('1.00000000', 'BTC') }] },
        ],
      }),
    );
    expect(settled.postings).toHaveLength(5);
    expect(settled.metadata.holdIds).toEqual([quoteHold.id, baseHold.id]);
    expect(await t.balance(buyer)).toEqual({ available: 4000n, held: 1000n });
    expect(await t.balance(buyer, 'BTC')).toEqual({ available: units('1.00000000', 'BTC'), held: 0n });
    expect(await t.balance(seller)).toEqual({ available: 4900n, held: 0n });
    expect(await t.balance(seller, 'BTC')).toEqual({
      available: units('0.50000000', 'BTC'),
      held: units('0.50000000', 'BTC'),
    });
    expect((await getHold(t.db, t.tenantId, baseHold.id)).remainingUnits).toBe(units('0.50000000', 'BTC'));
    expect((await reconcile(t.db)).mismatches).toEqual([]);
  });

  it('moves nothing when one of the holds has less left than its part', async () => {
    const { buyer, seller, quoteHold, baseHold, sellerUsd, buyerBtc } = await trade();
    await expect(
      t.run((tx) =>
        captureHolds(tx, t.tenantId, {
          kind: 'trade',
          parts: [
            { holdId: quoteHold.id, to: [{ account: sellerUsd.available, amountUnits: 5000n }] },
            { holdId: baseHold.id, to: [{ account: buyerBtc.available, amountUnits: units('1.50000001', 'BTC') }] },
          ],
        }),
      ),
    ).rejects.toMatchObject({ code: 'BUSINESS_RULE' });
    expect(await t.balance(buyer)).toEqual({ available: 4000n, held: 6000n });
    expect(await t.balance(seller)).toEqual({ available: 0n, held: 0n });
    expect((await getHold(t.db, t.tenantId, quoteHold.id)).remainingUnits).toBe(6000n);
    expect((await reconcile(t.db)).mismatches).toEqual([]);
  });

  it('refuses to reverse a trade: held money moves by hold operations alone', async () => {
    const { quoteHold, baseHold, sellerUsd, buyerBtc } = await trade();
    const settled = await t.run((tx) =>
      captureHolds(tx, t.tenantId, {
        kind: 'trade',
        parts: [
          { holdId: quoteHold.id, to: [{ account: sellerUsd.available, amountUnits: 100n }] },
          { holdId: baseHold.id, to: [{ account: buyerBtc.available, amountUnits: 1n }] },
        ],
      }),
    );
    await expect(t.run((tx) => reverse(tx, t.tenantId, settled.id))).rejects.toMatchObject({ code: 'BUSINESS_RULE' });
  });
});

describe('a purchase paid out of a hold (an offering settled)', () => {
  async function subscribed(amount = '60.00') {
    const buyer = await fundedUser('100.00');
    const subscription = await holdOf(buyer, amount);
    const escrow = await t.systemAccount(offeringEscrowPurpose(randomUUID()));
    const issuer = await t.systemAccount(externalPurpose('issuer-test'), 'ACME');
    const shares = await t.userAccounts(buyer, 'ACME');
    return { buyer, subscription, escrow, issuer, shares };
  }
  const purchase = (
    holdId: string,
    price: { to: LedgerAccount; amountUnits: bigint },
    delivery: { from: LedgerAccount; to: LedgerAccount; amountUnits: bigint },
  ) =>
    t.run((tx) =>
      moveHeld(tx, t.tenantId, [
        {
          kind: 'offering.settlement',
          parts: [{ holdId, to: [{ account: price.to, amountUnits: price.amountUnits }], returnsRest: true }],
          alongside: [
            { account: delivery.from, amountUnits: -delivery.amountUnits },
            { account: delivery.to, amountUnits: delivery.amountUnits },
          ],
          metadata: {},
        },
      ]),
    );
  const transactionsOfHold = async (holdId: string) =>
    await selectRows<{ kind: string; postings: number }>(
      t.db,
      sql`select t.kind, count(p.*)::int as postings from ledger_transactions t
          join ledger_postings p on p.transaction_id = t.id
          where t.tenant_id = ${t.tenantId} and (t.hold_id = ${holdId} or t.metadata->>'holdIds' like ${`%${holdId}%`})
          group by t.id, t.kind order by t.kind`,
    );

  it('pays the price, gives back the change and delivers the shares in one ledger transaction', async () => {
    const { buyer, subscription, escrow, issuer, shares } = await subscribed('60.00');
    await purchase(
      subscription.id,
      { to: escrow, amountUnits: 4500n },
      { from: issuer, to: shares.available, amountUnits: 3n },
    );
    expect(await t.balance(buyer)).toEqual({ available: 5500n, held: 0n });
    expect(await t.balance(buyer, 'ACME')).toEqual({ available: 3n, held: 0n });
    expect(await getAccountBalance(t.db, t.tenantId, escrow)).toBe(4500n);
    expect((await getHold(t.db, t.tenantId, subscription.id)).remainingUnits).toBe(0n);
    expect(await transactionsOfHold(subscription.id)).toEqual([
      { kind: 'hold', postings: 2 },
      { kind: 'offering.settlement', postings: 5 },
    ]);
    expect((await reconcile(t.db)).mismatches).toEqual([]);
  });

  it('returns no change when the price takes the whole hold', async () => {
    const { buyer, subscription, escrow, issuer, shares } = await subscribed('60.00');
    await purchase(
      subscription.id,
      { to: escrow, amountUnits: 6000n },
      { from: issuer, to: shares.available, amountUnits: 4n },
    );
    expect(await t.balance(buyer)).toEqual({ available: 4000n, held: 0n });
    expect(await transactionsOfHold(subscription.id)).toContainEqual({ kind: 'offering.settlement', postings: 4 });
  });

  it('moves nothing when the price is more than the hold has left', async () => {
    const { buyer, subscription, escrow, issuer, shares } = await subscribed('60.00');
    await expect(
      purchase(
        subscription.id,
        { to: escrow, amountUnits: 6001n },
        { from: issuer, to: shares.available, amountUnits: 4n },
      ),
    ).rejects.toMatchObject({ code: 'BUSINESS_RULE' });
    expect(await t.balance(buyer)).toEqual({ available: 4000n, held: 6000n });
    expect(await t.balance(buyer, 'ACME')).toEqual({ available: 0n, held: 0n });
    expect((await reconcile(t.db)).mismatches).toEqual([]);
  });

  it('moves nothing when what comes alongside is not there to give', async () => {
    const { buyer, subscription, escrow, shares } = await subscribed('60.00');
    const seller = await t.userAccounts(await t.newUser(), 'ACME');
    await expect(
      purchase(
        subscription.id,
        { to: escrow, amountUnits: 4500n },
        { from: seller.available, to: shares.available, amountUnits: 3n },
      ),
    ).rejects.toMatchObject({ code: 'INS-1' });
    expect(await t.balance(buyer)).toEqual({ available: 4000n, held: 6000n });
    expect((await getHold(t.db, t.tenantId, subscription.id)).remainingUnits).toBe(6000n);
  });

  it('refuses postings alongside that do not balance, or that touch a held balance', async () => {
    const { subscription, escrow, issuer, shares } = await subscribed('60.00');
    const unbalanced = t.run((tx) =>
      moveHeld(tx, t.tenantId, [
        {
          kind: 'offering.settlement',
          parts: [{ holdId: subscription.id, to: [{ account: escrow, amountUnits: 100n }], returnsRest: true }],
          alongside: [
            { account: issuer, amountUnits: -3n },
            { account: shares.available, amountUnits: 2n },
          ],
          metadata: {},
        },
      ]),
    );
    await expect(unbalanced).rejects.toThrow(/do not balance/);
    await expect(
      purchase(subscription.id, { to: escrow, amountUnits: 100n }, { from: issuer, to: shares.held, amountUnits: 3n }),
    ).rejects.toThrow(/held balances move only/);
    expect((await getHold(t.db, t.tenantId, subscription.id)).remainingUnits).toBe(6000n);
  });
});

describe("a caller's memory of its holds (a market's writer)", () => {
  async function heldInMemory(amount: string) {
    const user = await fundedUser('100.00');
    const accounts = await t.userAccounts(user);
    const memory: HoldMemory = new Map();
    const holdId = randomUUID();
    await t.run((tx) =>
      openHolds(tx, t.tenantId, [{ holdId, accounts, amountUnits: units(amount), metadata: {} }], memory),
    );
    return { user, accounts, memory, holdId };
  }
  const captureAndRelease = (memory: HoldMemory, holdId: string, to: LedgerAccount, amountUnits: bigint) =>
    t.run((tx) =>
      moveHeld(
        tx,
        t.tenantId,
        [{ kind: 'hold.capture', parts: [{ holdId, to: [{ account: to, amountUnits }] }], metadata: {} }],
        [{ holdId, metadata: {} }],
        memory,
      ),
    );

  it('moves held money and releases the rest as it remembers it, forgetting the emptied hold', async () => {
    const { user, memory, holdId } = await heldInMemory('40.00');
    expect(memory.get(holdId)?.remainingUnits).toBe(4000n);
    const payee = await t.userAccounts(await t.newUser());
    await captureAndRelease(memory, holdId, payee.available, 1500n);
    expect(await t.balance(user)).toEqual({ available: 8500n, held: 0n });
    expect((await getHold(t.db, t.tenantId, holdId)).remainingUnits).toBe(0n);
    expect(memory.has(holdId)).toBe(false);
    expect((await reconcile(t.db)).mismatches).toEqual([]);
  });

  it('refuses, moving nothing, when the hold has less left than remembered', async () => {
    const { user, memory, holdId } = await heldInMemory('40.00');
    const payee = await t.userAccounts(await t.newUser());
    await t.run((tx) => capture(tx, t.tenantId, { holdId, to: payee.available, amountUnits: 1000n }));
    await expect(captureAndRelease(memory, holdId, payee.available, 500n)).rejects.toMatchObject({
      code: 'BUSINESS_RULE',
    });
    expect(await t.balance(user)).toEqual({ available: 6000n, held: 3000n });
  });

  it('refuses a release that would leave money in the hold when it remembers less than is left', async () => {
    const { user, memory, holdId } = await heldInMemory('40.00');
    const remembered = memory.get(holdId);
    if (!remembered) throw new Error('the hold was not remembered');
    memory.set(holdId, { ...remembered, remainingUnits: 2000n });
    const payee = await t.userAccounts(await t.newUser());
    await expect(captureAndRelease(memory, holdId, payee.available, 500n)).rejects.toMatchObject({
      code: 'BUSINESS_RULE',
    });
    expect(await t.balance(user)).toEqual({ available: 6000n, held: 4000n });
    expect((await getHold(t.db, t.tenantId, holdId)).remainingUnits).toBe(4000n);
  });
});
