import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChildServer, createChildServer, httpJson } from '../../../../test/child-server';
import { createTestApp, defaultTestHost } from '../../../../test/test-app';
import { createPostgresTestDatabase } from '../../../../test/test-database';
import { selectRows } from '../../../platform/db/raw-rows';
import { expectMarketAccountedFor } from '../trading.test-accounting';
import { createTestMarket, createTrader } from '../trading.test-factories';

/**
 * The product as its own process on PostgreSQL, killed with SIGKILL while orders stream in, then
 * started again: what it acknowledged is there, nothing is filled twice, the money adds up.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('the crash test runs on PostgreSQL: set TEST_DATABASE_URL');

const orderCount = 240;
const inFlight = 12;
/** The request during which the process is killed: sent, then SIGKILL before its answer can arrive. */
const killAtSubmission = 100;
const startingUsd = '100000';
const startingShares = '10000';

interface Submission {
  key: string;
  token: string;
  userId: string;
  body: Record<string, unknown>;
  /** The order id the server answered with, or why there is none yet. */
  outcome: { orderId: string } | 'unsent' | 'lost';
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * POST /api/orders as a careful client does: a 409 says the key's first run has not answered yet
 * (after a crash, until the key is stale), so it asks again a moment later with the same key.
 */
async function submit(server: ChildServer, submission: Submission): Promise<Submission['outcome']> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const answer = await httpJson(server.tradingPort, defaultTestHost, {
      method: 'POST',
      path: '/api/orders',
      token: submission.token,
      headers: { 'idempotency-key': submission.key },
      body: submission.body,
    });
    if (answer.status === 200) return { orderId: (answer.body as { payload: { OrderId: string } }).payload.OrderId };
    if (answer.status !== 409) throw new Error(`order refused: ${answer.status} ${JSON.stringify(answer.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the order with key ${submission.key} was still in progress after 10 seconds`);
}

describe('a trading process killed during load', () => {
  it('keeps every acknowledged order, fills nothing twice and keeps the ledger balanced after a restart', async () => {
    const database = await createPostgresTestDatabase(serverUrl);
    cleanups.push(() => database.close());
    const setup = await createTestApp({ sharedDatabase: database });
    const market = await createTestMarket(setup, {
      opensAtMinute: 0,
      closesAtMinute: 0,
      tradingDays: [1, 2, 3, 4, 5, 6, 7],
    });
    const buyers = await Promise.all([1, 2, 3, 4].map(() => createTrader(setup, { USD: startingUsd })));
    const sellers = await Promise.all(
      [1, 2, 3, 4].map(() => createTrader(setup, { [market.baseAsset]: startingShares })),
    );
    await setup.close();

    // A key whose run died with the process is taken over by a retry after a second, not two minutes.
    const server = await createChildServer(database.url, { IDEMPOTENCY_STALE_AFTER: '1s' });
    cleanups.push(() => server.stop());
    await server.start();
    const tokens = new Map<string, string>();
    for (const trader of [...buyers, ...sellers]) {
      const login = await httpJson(server.apiPort, defaultTestHost, {
        method: 'POST',
        path: '/v1/login',
        body: { email: trader.email, password: trader.password },
      });
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      tokens.set(trader.id, (login.body as { payload: { access_token: string } }).payload.access_token);
    }

    const submissions: Submission[] = Array.from({ length: orderCount }, (_, index) => {
      const isBuy = index % 2 === 0;
      const trader = (isBuy ? buyers : sellers)[Math.floor(index / 2) % 4];
      if (!trader) throw new Error('no trader');
      return {
        key: randomUUID(),
        token: tokens.get(trader.id) ?? '',
        userId: trader.id,
        body: {
          ShareName: market.symbol,
          Side: isBuy ? 1 : 2,
          OrderType: 2,
          TimeInForce: 1,
          Price: `10.0${(index * 7) % 5}`,
          Quantity: String(1 + (index % 3)),
        },
        outcome: 'unsent',
      };
    });

    let killed: Promise<void> | null = null;
    let next = 0;
    const worker = async () => {
      while (killed === null && next < submissions.length) {
        const index = next++;
        const submission = submissions[index] as Submission;
        submission.outcome = 'lost';
        const answer = submit(server, submission);
        if (index === killAtSubmission) killed = server.killHard();
        try {
          submission.outcome = await answer;
        } catch (error) {
          if (killed === null) throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: inFlight }, worker));
    await killed;
    const acknowledged = submissions.filter((submission) => typeof submission.outcome === 'object').length;
    const lostAnswers = submissions.filter((submission) => submission.outcome === 'lost');
    expect(acknowledged).toBeGreaterThan(killAtSubmission - inFlight);
    expect(lostAnswers.length).toBeGreaterThan(0);
    const acknowledgedIds = new Map(
      submissions.flatMap((submission) =>
        typeof submission.outcome === 'object' ? [[submission.key, submission.outcome.orderId]] : [],
      ),
    );

    await server.start();
    // A client whose answer was lost sends the same request again with the same key; then the rest.
    for (const submission of submissions.filter((item) => item.outcome !== 'unsent')) {
      const again = await submit(server, submission);
      const first = acknowledgedIds.get(submission.key);
      if (first) expect(again).toEqual({ orderId: first });
      submission.outcome = again;
    }
    for (const submission of submissions.filter((item) => item.outcome === 'unsent')) {
      submission.outcome = await submit(server, submission);
    }
    await server.stop();

    const { db } = database;
    const orders = await selectRows<{ id: string; idempotency_key: string }>(
      db,
      sql`select id, idempotency_key from orders where market_id = ${market.id}`,
    );
    expect(orders).toHaveLength(orderCount);
    const orderByKey = new Map(orders.map((order) => [order.idempotency_key, order.id]));
    for (const submission of submissions) {
      expect(orderByKey.get(submission.key)).toBe((submission.outcome as { orderId: string }).orderId);
    }
    const [traded] = (
      (await db.execute(sql`select count(*)::int as fills from fills where market_id = ${market.id}`)) as unknown as {
        rows: { fills: number }[];
      }
    ).rows;
    expect(traded?.fills).toBeGreaterThan(0);
    await expectMarketAccountedFor(db, market, [
      ...buyers.map((buyer) => ({ id: buyer.id, starting: { USD: startingUsd } })),
      ...sellers.map((seller) => ({ id: seller.id, starting: { [market.baseAsset]: startingShares } })),
    ]);
  });
});
