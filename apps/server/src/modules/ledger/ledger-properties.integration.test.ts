import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../platform/db/raw-rows';
import { getAccountBalance, getBalances } from './accounts.service';
import { moveHeld, openHolds } from './batch.service';
import { capture, hold, release } from './holds.service';
import { useLedgerTestBed } from './ledger.test-factories';
import type { LedgerAccount } from './ledger.types';
import { externalPurpose, systemPurposes } from './purposes';
import { reconcile } from './reconcile.service';
import { reverse } from './reversal.service';
import { transfer } from './transfer.service';

/**
 * Random sequences of deposits, withdrawals, transfers, fees, fee sweeps, holds, captures, releases,
 * purchases out of a hold and reversals, and of batches of holds and of captures and releases, run against the ledger and against a model of what every balance must be. After
 * every step: the ledger refused exactly what the model refuses, no user balance is below zero, and
 * every user's available and held balances and the fees are the model's. After every sequence,
 * reconcile finds nothing (it reads the whole database, which grows with every sequence, so once a
 * sequence keeps the run's cost linear).
 */

const userCount = 2;
const assets = ['USD', 'BTC'] as const;
type Asset = (typeof assets)[number];

const amount = fc.bigInt({ min: 1n, max: 4000n });
const user = fc.nat({ max: userCount - 1 });
const asset = fc.constantFrom(...assets);
const pick = fc.nat({ max: 1000 });
const deposit = fc.bigInt({ min: 1n, max: 20_000n });

const partial = fc.option(amount, { nil: undefined, freq: 2 });

/** Weighted so that money is usually there: most holds, captures and releases then succeed. */
const step = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('deposit' as const), user, asset, amount: deposit }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('withdraw' as const), user, asset, amount }) },
  /** Withdraws all that is available, or one unit more: the edge of the funds check. */
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('drain' as const), user, asset, extra: fc.bigInt({ min: 0n, max: 1n }) }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('transfer' as const), from: user, to: user, asset, amount }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('fee' as const), user, asset, amount }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('sweep' as const), asset, amount }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('hold' as const), user, asset, amount }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('capture' as const), hold: pick, to: user, amount: partial }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('release' as const), hold: pick, amount: partial }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('reverse' as const), transaction: pick }) },
  /** Several holds in one statement, all or none (a market's batch of orders). */
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('holdMany' as const),
      holds: fc.array(fc.record({ user, asset, amount }), { minLength: 1, maxLength: 3 }),
    }),
  },
  /**
   * A purchase out of a hold: the price paid to a user, the rest of the hold given back, and units of
   * the other asset delivered from outside alongside, in one transaction (an offering settled).
   */
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('purchase' as const), hold: pick, to: user, amount, delivered: amount }),
  },
  /** Captures out of several holds, then releases of what is left, in one statement (a batch's fills). */
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('moveHeld' as const),
      captures: fc.array(fc.record({ hold: pick, to: user, amount }), { maxLength: 2 }),
      releases: fc.array(pick, { maxLength: 2 }),
    }),
  },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/** Where a movement puts money, in model terms: a user's available balance, or the fee account. */
type Place = { user: number; asset: Asset } | { fees: Asset } | { outside: true };

interface Movement {
  id: string;
  /** Hold movements and reversals are not reversible; the model predicts the refusal. */
  reversible: boolean;
  reversed: boolean;
  lines: { place: Place; amountUnits: bigint }[];
}

class Model {
  available = new Map<string, bigint>();
  held = new Map<string, bigint>();
  fees = new Map<Asset, bigint>();
  holds: { id: string; user: number; asset: Asset; remaining: bigint }[] = [];
  movements: Movement[] = [];

  static key = (user: number, asset: Asset) => `${user}:${asset}`;
  availableOf = (user: number, asset: Asset) => this.available.get(Model.key(user, asset)) ?? 0n;
  heldOf = (user: number, asset: Asset) => this.held.get(Model.key(user, asset)) ?? 0n;
  feesOf = (asset: Asset) => this.fees.get(asset) ?? 0n;

  /** Whether the lines can apply with no user balance and no fee balance below zero. */
  canApply(lines: Movement['lines']): boolean {
    const after = new Map<string, bigint>();
    for (const { place, amountUnits } of lines) {
      if ('outside' in place) continue;
      const key = 'fees' in place ? `fees:${place.fees}` : Model.key(place.user, place.asset);
      const current =
        after.get(key) ?? ('fees' in place ? this.feesOf(place.fees) : this.availableOf(place.user, place.asset));
      after.set(key, current + amountUnits);
    }
    return [...after.values()].every((value) => value >= 0n);
  }

  apply(lines: Movement['lines']): void {
    for (const { place, amountUnits } of lines) {
      if ('outside' in place) continue;
      if ('fees' in place) this.fees.set(place.fees, this.feesOf(place.fees) + amountUnits);
      else
        this.available.set(Model.key(place.user, place.asset), this.availableOf(place.user, place.asset) + amountUnits);
    }
  }

  moveHeld(user: number, asset: Asset, delta: bigint): void {
    this.held.set(Model.key(user, asset), this.heldOf(user, asset) + delta);
  }
}

interface World {
  tenantId: string;
  users: string[];
  accounts: Map<string, { available: LedgerAccount; held: LedgerAccount }>;
  external: Map<Asset, LedgerAccount>;
  fees: Map<Asset, LedgerAccount>;
  trust: Map<Asset, LedgerAccount>;
}

const t = useLedgerTestBed();

async function newWorld(): Promise<World> {
  const tenantId = await t.newTenant();
  const users = await Promise.all(Array.from({ length: userCount }, () => t.newUser(tenantId)));
  const world: World = { tenantId, users, accounts: new Map(), external: new Map(), fees: new Map(), trust: new Map() };
  for (const code of assets) {
    world.external.set(code, await t.systemAccount(externalPurpose('sandbox'), code, tenantId));
    world.fees.set(code, await t.systemAccount(systemPurposes.fees, code, tenantId));
    world.trust.set(code, await t.systemAccount(systemPurposes.trust, code, tenantId));
    for (const [index, id] of users.entries()) {
      world.accounts.set(Model.key(index, code), await t.userAccounts(id, code, tenantId));
    }
  }
  return world;
}

const codeOf = (error: unknown) => (error as { code?: string }).code ?? String(error);

/** Runs one step on the ledger and on the model; returns what each said, to be compared. */
async function runStep(world: World, model: Model, s: Step): Promise<{ expected: string; actual: string }> {
  const { tenantId } = world;
  const accountsOf = (index: number, code: Asset) => {
    const found = world.accounts.get(Model.key(index, code));
    if (!found) throw new Error('no accounts');
    return found;
  };
  const system = (map: Map<Asset, LedgerAccount>, code: Asset) => map.get(code) as LedgerAccount;
  const attempt = async (work: () => Promise<unknown>) => {
    try {
      await work();
      return 'ok';
    } catch (error) {
      return codeOf(error);
    }
  };
  const movement = async (
    kind: string,
    postings: { account: LedgerAccount; place: Place; amountUnits: bigint }[],
  ): Promise<{ expected: string; actual: string }> => {
    const lines = postings.map(({ place, amountUnits }) => ({ place, amountUnits }));
    const expected = model.canApply(lines) ? 'ok' : 'INS-1';
    let id = '';
    const actual = await attempt(async () => {
      const written = await t.run((tx) =>
        transfer(tx, tenantId, {
          kind,
          postings: postings.map(({ account, amountUnits }) => ({ account, amountUnits })),
        }),
      );
      id = written.id;
    });
    if (actual === 'ok') {
      model.apply(lines);
      model.movements.push({ id, reversible: true, reversed: false, lines });
    }
    return { expected, actual };
  };

  switch (s.op) {
    case 'deposit':
      return movement('deposit', [
        { account: system(world.external, s.asset), place: { outside: true }, amountUnits: -s.amount },
        {
          account: accountsOf(s.user, s.asset).available,
          place: { user: s.user, asset: s.asset },
          amountUnits: s.amount,
        },
      ]);
    case 'withdraw':
      return movement('withdrawal', [
        {
          account: accountsOf(s.user, s.asset).available,
          place: { user: s.user, asset: s.asset },
          amountUnits: -s.amount,
        },
        { account: system(world.external, s.asset), place: { outside: true }, amountUnits: s.amount },
      ]);
    case 'drain': {
      const all = model.availableOf(s.user, s.asset) + s.extra;
      if (all === 0n) return { expected: 'skipped', actual: 'skipped' };
      return movement('withdrawal', [
        { account: accountsOf(s.user, s.asset).available, place: { user: s.user, asset: s.asset }, amountUnits: -all },
        { account: system(world.external, s.asset), place: { outside: true }, amountUnits: all },
      ]);
    }
    case 'transfer':
      return movement('transfer', [
        {
          account: accountsOf(s.from, s.asset).available,
          place: { user: s.from, asset: s.asset },
          amountUnits: -s.amount,
        },
        { account: accountsOf(s.to, s.asset).available, place: { user: s.to, asset: s.asset }, amountUnits: s.amount },
      ]);
    case 'fee':
      return movement('fee', [
        {
          account: accountsOf(s.user, s.asset).available,
          place: { user: s.user, asset: s.asset },
          amountUnits: -s.amount,
        },
        { account: system(world.fees, s.asset), place: { fees: s.asset }, amountUnits: s.amount },
      ]);
    case 'sweep':
      return movement('fee.sweep', [
        { account: system(world.fees, s.asset), place: { fees: s.asset }, amountUnits: -s.amount },
        { account: system(world.trust, s.asset), place: { outside: true }, amountUnits: s.amount },
      ]);
    case 'hold': {
      const expected = model.availableOf(s.user, s.asset) >= s.amount ? 'ok' : 'INS-1';
      let holdId = '';
      let transactionId = '';
      const actual = await attempt(async () => {
        const reserved = await t.run((tx) =>
          hold(tx, tenantId, { userId: world.users[s.user] ?? '', asset: s.asset, amountUnits: s.amount }),
        );
        holdId = reserved.id;
        transactionId = reserved.transaction.id;
      });
      if (actual === 'ok') {
        model.apply([{ place: { user: s.user, asset: s.asset }, amountUnits: -s.amount }]);
        model.moveHeld(s.user, s.asset, s.amount);
        model.holds.push({ id: holdId, user: s.user, asset: s.asset, remaining: s.amount });
        model.movements.push({ id: transactionId, reversible: false, reversed: false, lines: [] });
      }
      return { expected, actual };
    }
    case 'capture':
    case 'release': {
      const held = model.holds[s.hold % Math.max(model.holds.length, 1)];
      if (!held) return { expected: 'skipped', actual: 'skipped' };
      const take = s.amount ?? held.remaining;
      const expected = held.remaining === 0n ? 'BUSINESS_RULE' : take > held.remaining ? 'BUSINESS_RULE' : 'ok';
      let transactionId = '';
      const destination = s.op === 'capture' ? s.to : held.user;
      const actual = await attempt(async () => {
        const written = await t.run((tx) =>
          s.op === 'capture'
            ? capture(tx, tenantId, {
                holdId: held.id,
                amountUnits: s.amount,
                to: accountsOf(s.to, held.asset).available,
              })
            : release(tx, tenantId, { holdId: held.id, amountUnits: s.amount }),
        );
        transactionId = written.id;
      });
      if (actual === 'ok') {
        held.remaining -= take;
        model.moveHeld(held.user, held.asset, -take);
        model.apply([{ place: { user: destination, asset: held.asset }, amountUnits: take }]);
        model.movements.push({ id: transactionId, reversible: false, reversed: false, lines: [] });
      }
      return { expected, actual };
    }
    case 'holdMany': {
      const wanted = new Map<string, bigint>();
      for (const item of s.holds) {
        const key = Model.key(item.user, item.asset);
        wanted.set(key, (wanted.get(key) ?? 0n) + item.amount);
      }
      const isFunded = s.holds.every(
        (item) => (wanted.get(Model.key(item.user, item.asset)) ?? 0n) <= model.availableOf(item.user, item.asset),
      );
      const holdIds = s.holds.map(() => randomUUID());
      const actual = await attempt(() =>
        t.run((tx) =>
          openHolds(
            tx,
            tenantId,
            s.holds.map((item, at) => ({
              holdId: holdIds[at] as string,
              accounts: accountsOf(item.user, item.asset),
              amountUnits: item.amount,
              metadata: {},
            })),
          ),
        ),
      );
      if (actual === 'ok') {
        s.holds.forEach((item, at) => {
          model.apply([{ place: { user: item.user, asset: item.asset }, amountUnits: -item.amount }]);
          model.moveHeld(item.user, item.asset, item.amount);
          model.holds.push({ id: holdIds[at] as string, user: item.user, asset: item.asset, remaining: item.amount });
        });
      }
      return { expected: isFunded ? 'ok' : 'INS-1', actual };
    }
    case 'moveHeld': {
      if (model.holds.length === 0) return { expected: 'skipped', actual: 'skipped' };
      const holdAt = (index: number) => model.holds[index % model.holds.length] as Model['holds'][number];
      const captures = s.captures.map((item) => ({ ...item, held: holdAt(item.hold) }));
      const taken = new Map<string, bigint>();
      for (const { held, amount: units } of captures) taken.set(held.id, (taken.get(held.id) ?? 0n) + units);
      const isCovered = captures.every(({ held }) => (taken.get(held.id) ?? 0n) <= held.remaining);
      const releases = [...new Set(s.releases.map((index) => holdAt(index)))];
      const actual = await attempt(() =>
        t.run((tx) =>
          moveHeld(
            tx,
            tenantId,
            captures.map(({ held, to, amount: units }) => ({
              kind: 'hold.capture',
              parts: [{ holdId: held.id, to: [{ account: accountsOf(to, held.asset).available, amountUnits: units }] }],
              metadata: {},
            })),
            releases.map((held) => ({ holdId: held.id, metadata: {} })),
          ),
        ),
      );
      if (actual === 'ok') {
        for (const { held, to, amount: units } of captures) {
          held.remaining -= units;
          model.moveHeld(held.user, held.asset, -units);
          model.apply([{ place: { user: to, asset: held.asset }, amountUnits: units }]);
        }
        for (const held of releases) {
          model.moveHeld(held.user, held.asset, -held.remaining);
          model.apply([{ place: { user: held.user, asset: held.asset }, amountUnits: held.remaining }]);
          held.remaining = 0n;
        }
      }
      return { expected: isCovered ? 'ok' : 'BUSINESS_RULE', actual };
    }
    case 'purchase': {
      const held = model.holds[s.hold % Math.max(model.holds.length, 1)];
      if (!held) return { expected: 'skipped', actual: 'skipped' };
      const other: Asset = held.asset === 'USD' ? 'BTC' : 'USD';
      const expected = s.amount > held.remaining ? 'BUSINESS_RULE' : 'ok';
      let transactionId = '';
      const actual = await attempt(async () => {
        await t.run((tx) =>
          moveHeld(tx, tenantId, [
            {
              kind: 'offering.settlement',
              parts: [
                {
                  holdId: held.id,
                  to: [{ account: accountsOf(s.to, held.asset).available, amountUnits: s.amount }],
                  returnsRest: true,
                },
              ],
              alongside: [
                { account: system(world.external, other), amountUnits: -s.delivered },
                { account: accountsOf(held.user, other).available, amountUnits: s.delivered },
              ],
              metadata: { purchase: held.id },
            },
          ]),
        );
        const [written] = await selectRows<{ id: string }>(
          t.db,
          sql`select id from ledger_transactions where tenant_id = ${tenantId} and metadata->>'purchase' = ${held.id}`,
        );
        transactionId = written?.id ?? '';
      });
      if (actual === 'ok') {
        const rest = held.remaining - s.amount;
        model.moveHeld(held.user, held.asset, -held.remaining);
        held.remaining = 0n;
        model.apply([
          { place: { user: s.to, asset: held.asset }, amountUnits: s.amount },
          { place: { user: held.user, asset: held.asset }, amountUnits: rest },
          { place: { user: held.user, asset: other }, amountUnits: s.delivered },
        ]);
        model.movements.push({ id: transactionId, reversible: false, reversed: false, lines: [] });
      }
      return { expected, actual };
    }
    case 'reverse': {
      const original = model.movements[s.transaction % Math.max(model.movements.length, 1)];
      if (!original) return { expected: 'skipped', actual: 'skipped' };
      const opposite = original.lines.map(({ place, amountUnits }) => ({ place, amountUnits: -amountUnits }));
      const expected = !original.reversible
        ? 'BUSINESS_RULE'
        : original.reversed
          ? 'CONFLICT'
          : model.canApply(opposite)
            ? 'ok'
            : 'INS-1';
      let id = '';
      const actual = await attempt(async () => {
        id = (await t.run((tx) => reverse(tx, tenantId, original.id))).id;
      });
      if (actual === 'ok') {
        original.reversed = true;
        model.apply(opposite);
        model.movements.push({ id, reversible: false, reversed: false, lines: opposite });
      }
      return { expected, actual };
    }
  }
}

async function assertBalances(world: World, model: Model): Promise<void> {
  for (const [index, id] of world.users.entries()) {
    const balances = await getBalances(t.db, world.tenantId, id);
    for (const code of assets) {
      const found = balances.find((balance) => balance.asset === code);
      expect(found?.availableUnits ?? 0n).toBeGreaterThanOrEqual(0n);
      expect(found?.heldUnits ?? 0n).toBeGreaterThanOrEqual(0n);
      expect({ available: found?.availableUnits ?? 0n, held: found?.heldUnits ?? 0n }).toEqual({
        available: model.availableOf(index, code),
        held: model.heldOf(index, code),
      });
    }
  }
  for (const code of assets) {
    expect(await getAccountBalance(t.db, world.tenantId, world.fees.get(code) as LedgerAccount)).toBe(
      model.feesOf(code),
    );
  }
}

describe('the ledger under random sequences of operations', () => {
  it('refuses what the model refuses and keeps every invariant after every step', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40, size: 'max' }), async (steps) => {
        const world = await newWorld();
        const model = new Model();
        for (const code of assets) {
          for (let index = 0; index < userCount; index += 1) {
            await runStep(world, model, { op: 'deposit', user: index, asset: code, amount: 5000n });
          }
        }
        for (const [at, s] of steps.entries()) {
          const { expected, actual } = await runStep(world, model, s);
          expect(actual, `step ${at}: ${JSON.stringify(s, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))}`).toBe(
            expected,
          );
          await assertBalances(world, model);
        }
        expect((await reconcile(t.db)).mismatches).toEqual([]);
      }),
      // A failure found late is reported with the smallest sequence found by then, not lost to the timeout.
      { numRuns: 30, interruptAfterTimeLimit: 100_000, markInterruptAsFailure: true },
    );
  });
});
