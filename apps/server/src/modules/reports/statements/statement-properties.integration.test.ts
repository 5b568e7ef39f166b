import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { inTransaction } from '../../../platform/db/transaction';
import { nextIp } from '../../auth/testing';
import { capture, getBalances, getOrCreateAccount, getOrCreateUserAccounts, hold, transfer } from '../../ledger';
import { createTestMarket, createTrader, placeOrder, type Trader } from '../../trading/testing';
import { getStatement, monthOf, moveIntoLastMonth, readCsvStatement } from './statements.test-factories';

/**
 * Random histories of deposits, withdrawals, buys, sells, gift cards sent and claimed across two
 * months (the first moved into last month once written), read back from the CSV statements. For every
 * asset of each month: the opening balance plus the movements is the closing balance, each running
 * balance is the one before plus its movement, this month opens where last month closed, and this
 * month's closing balances are what the ledger holds for the investor now.
 */

const t = useTestApp();
const aroundTheClock = { opensAtMinute: 0, closesAtMinute: 0, tradingDays: [1, 2, 3, 4, 5, 6, 7] };

const step = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('deposit' as const), dollars: fc.integer({ min: 1, max: 400 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('withdraw' as const), dollars: fc.integer({ min: 1, max: 200 }) }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('buy' as const), shares: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('sell' as const), shares: fc.integer({ min: 1, max: 4 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('giftSend' as const), dollars: fc.integer({ min: 5, max: 40 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('giftClaim' as const), dollars: fc.integer({ min: 5, max: 40 }) }),
  },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

let market: Awaited<ReturnType<typeof createTestMarket>>;
let counterpart: Trader;

beforeAll(async () => {
  t.clock.set(new Date());
  market = await createTestMarket(t, aroundTheClock);
  counterpart = await createTrader(t, { USD: '1000000', [market.baseAsset]: '100000' });
});

const available = async (user: Trader, asset: string) =>
  (await getBalances(t.context.database.db, user.tenantId, user.id)).find((row) => row.asset === asset)
    ?.availableUnits ?? 0n;

const limit = (side: 1 | 2, shares: number) => ({
  ShareName: market.symbol,
  Side: side,
  Price: '10',
  Quantity: String(shares),
  OrderType: 2,
  TimeInForce: 1,
});

async function sendCard(sender: Trader, email: string, dollars: number) {
  const response = await call(t.api, {
    method: 'POST',
    url: '/v1/generate-gc',
    host: sender.host,
    token: sender.token,
    remoteAddress: nextIp(),
    headers: { 'idempotency-key': randomUUID() },
    payload: { amount: String(dollars), first_name: 'Marie', last_name: 'Curie', email, domain_id: sender.tenantId },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Runs one step as the investor; one the balance cannot pay for is skipped. */
async function run(investor: Trader, { op, ...input }: Step) {
  const db = t.context.database.db;
  t.clock.set(new Date());
  if (op === 'deposit' && 'dollars' in input) {
    await inTransaction(db, async (tx) => {
      const external = await getOrCreateAccount(tx, investor.tenantId, {
        owner: { kind: 'system' },
        asset: 'USD',
        purpose: 'external:test',
      });
      const { available: account } = await getOrCreateUserAccounts(tx, investor.tenantId, investor.id, 'USD');
      const units = BigInt(input.dollars) * 100n;
      await transfer(tx, investor.tenantId, {
        kind: 'deposit',
        postings: [
          { account: external, amountUnits: -units },
          { account, amountUnits: units },
        ],
        metadata: { method: 'CARD' },
      });
    });
  } else if (op === 'withdraw' && 'dollars' in input) {
    const units = BigInt(input.dollars) * 100n;
    if ((await available(investor, 'USD')) < units) return;
    await inTransaction(db, async (tx) => {
      const held = await hold(tx, investor.tenantId, { userId: investor.id, asset: 'USD', amountUnits: units });
      const external = await getOrCreateAccount(tx, investor.tenantId, {
        owner: { kind: 'system' },
        asset: 'USD',
        purpose: 'external:test',
      });
      await capture(tx, investor.tenantId, {
        holdId: held.id,
        to: external,
        kind: 'withdrawal',
        metadata: { method: 'BANK TRANSFER' },
      });
    });
  } else if (op === 'buy' && 'shares' in input) {
    if ((await available(investor, 'USD')) < BigInt(input.shares) * 1100n) return;
    await placeOrder(t, counterpart, limit(2, input.shares));
    await placeOrder(t, investor, limit(1, input.shares));
  } else if (op === 'sell' && 'shares' in input) {
    if ((await available(investor, market.baseAsset)) < BigInt(input.shares) * 10n ** 8n) return;
    await placeOrder(t, counterpart, limit(1, input.shares));
    await placeOrder(t, investor, limit(2, input.shares));
  } else if (op === 'giftSend' && 'dollars' in input) {
    if ((await available(investor, 'USD')) < BigInt(input.dollars) * 100n) return;
    await sendCard(investor, `gift-${randomUUID()}@example.test`, input.dollars);
  } else if (op === 'giftClaim' && 'dollars' in input) {
    await sendCard(counterpart, investor.email, input.dollars);
    await t.drainOutbox();
    const code = /\/gift\/([A-Z2-7]+)/.exec(t.mail.to(investor.email).at(-1)?.raw ?? '')?.[1];
    if (!code) throw new Error('no gift link mailed');
    const response = await call(t.api, {
      method: 'POST',
      url: '/v1/giftcard/redeem',
      host: investor.host,
      token: investor.token,
      remoteAddress: nextIp(),
      payload: { code },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function statementOf(investor: Trader, month: string) {
  const response = await getStatement(t, investor, `month=${month}`);
  expect(response.statusCode, response.body).toBe(200);
  const { sections } = readCsvStatement(response.body);
  for (const [asset, section] of sections) {
    let balance = section.opening;
    for (const movement of section.movements) {
      balance += movement.amount;
      expect(movement.balance, `${month} ${asset} running balance`).toBe(balance);
      expect(movement.description).not.toBe('');
    }
    expect(section.closing, `${month} ${asset} closing`).toBe(balance);
  }
  return sections;
}

describe('statements of random histories', () => {
  it('reconcile in each month, carry over between months and end at the ledger’s balances', async () => {
    const history = fc.tuple(fc.array(step, { maxLength: 6 }), fc.array(step, { maxLength: 6 }));
    await fc.assert(
      fc.asyncProperty(history, async ([lastMonthSteps, thisMonthSteps]) => {
        t.clock.set(new Date());
        const investor = await createTrader(t, {});
        for (const each of lastMonthSteps) await run(investor, each);
        await moveIntoLastMonth(t, [investor.id]);
        for (const each of thisMonthSteps) await run(investor, each);

        const last = await statementOf(investor, monthOf(new Date(), -1));
        const now = await statementOf(investor, monthOf(new Date()));
        for (const [asset, section] of last) {
          expect(section.opening, asset).toBe(0n);
          if (section.closing !== 0n) expect(now.get(asset)?.opening, asset).toBe(section.closing);
        }
        for (const [asset, section] of now) expect(section.opening, asset).toBe(last.get(asset)?.closing ?? 0n);
        const balances = await getBalances(t.context.database.db, investor.tenantId, investor.id);
        for (const balance of balances) {
          expect(now.get(balance.asset)?.closing ?? 0n, balance.asset).toBe(balance.availableUnits + balance.heldUnits);
        }
        for (const [asset, section] of now) {
          const balance = balances.find((row) => row.asset === asset);
          expect(section.closing, asset).toBe((balance?.availableUnits ?? 0n) + (balance?.heldUnits ?? 0n));
        }
      }),
      { numRuns: 15, interruptAfterTimeLimit: 150_000, markInterruptAsFailure: true },
    );
  }, 200_000);
});
