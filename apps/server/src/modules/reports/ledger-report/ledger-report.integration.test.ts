import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { createTestMarket, createTrader, credit, placeOrder } from '../../trading/testing';
import { dayFromToday, getReport, reportOf } from '../insights/insights.test-factories';

const t = useTestApp();

/** The ledger stamps the database's time: sessions and reports run at the real time. */
beforeEach(() => t.clock.set(new Date()));

interface Movement {
  id: string;
  asset: string;
  amount: string;
  balance_after: string;
  description: string;
  reference: string;
}

/** Every page of the investor's ledger of `limit` movements, read with the first page's snapshot. */
async function readAllPages(user: { token: string }, limit: number, filter = '') {
  const first = await reportOf(t, user, `reports/ledger?limit=${limit}${filter}`);
  const pages: Movement[][] = [first.items];
  for (let page = 2; page <= Math.ceil(first.total / limit); page += 1) {
    pages.push(
      (await reportOf(t, user, `reports/ledger?limit=${limit}&page=${page}&snapshot=${first.snapshot}${filter}`)).items,
    );
  }
  return { first, pages };
}

describe('GET reports/ledger', () => {
  it('lists the movements newest first, with the balance after each and the statement’s words', async () => {
    const market = await createTestMarket(t, {
      opensAtMinute: 0,
      closesAtMinute: 0,
      tradingDays: [1, 2, 3, 4, 5, 6, 7],
    });
    const seller = await createTrader(t, { [market.baseAsset]: '10' });
    const investor = await createTrader(t, { USD: '100' });
    await placeOrder(t, seller, {
      ShareName: market.symbol,
      Side: 2,
      Price: '10',
      Quantity: '2',
      OrderType: 2,
      TimeInForce: 1,
    });
    await placeOrder(t, investor, {
      ShareName: market.symbol,
      Side: 1,
      Price: '10',
      Quantity: '2',
      OrderType: 2,
      TimeInForce: 1,
    });

    const ledger = await reportOf(t, investor, 'reports/ledger');
    expect(ledger).toMatchObject({ page: 1, limit: 20, total: 3 });
    const [shares, dollars, deposit] = ledger.items;
    expect(shares).toMatchObject({ asset: market.baseAsset, amount: '2', balance_after: '2', kind: 'trade' });
    expect(shares.description).toBe(`Trade buy ${market.symbol}`);
    // 20 and the 0.25 % fee
    expect(dollars).toMatchObject({ asset: 'USD', amount: '-20.05', balance_after: '79.95', kind: 'trade' });
    expect(dollars.description).toBe(`Trade buy ${market.symbol}, fee included`);
    expect(dollars.reference).toBe(shares.reference);
    expect(dollars.id).not.toBe(shares.id);
    expect(deposit).toMatchObject({ asset: 'USD', amount: '100', balance_after: '100', description: 'Deposit' });
    expect(new Date(deposit.time).getTime()).toBeLessThanOrEqual(new Date(shares.time).getTime());

    expect((await reportOf(t, investor, `reports/ledger?asset=${market.baseAsset}`)).items).toHaveLength(1);
    expect((await reportOf(t, investor, `reports/ledger?from=${dayFromToday(-3)}&to=${dayFromToday(-1)}`)).total).toBe(
      0,
    );
    expect((await reportOf(t, investor, `reports/ledger?from=${dayFromToday(0)}&to=${dayFromToday(0)}`)).total).toBe(3);
    expect((await reportOf(t, seller, 'reports/ledger')).items.map((item: Movement) => item.reference)).toContain(
      shares.reference,
    );
  });

  it('returns each movement exactly once across pages, and a movement written meanwhile does not shift them', async () => {
    const investor = await createTrader(t);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 9999 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 5 }),
        async (cents, limit) => {
          for (const amount of cents) await credit(t, investor, 'USD', (amount / 100).toFixed(2));
          const { first, pages } = await readAllPages(investor, limit);
          await credit(t, investor, 'USD', '1');
          const again = await readAllPages(investor, limit);
          const ids = pages.flat().map((item) => item.id);
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids).toHaveLength(first.total);
          const later = await reportOf(t, investor, `reports/ledger?limit=${first.total}&snapshot=${first.snapshot}`);
          expect(later.items.map((item: Movement) => item.id)).toEqual(ids);
          expect(again.first.total).toBe(first.total + 1);
          // The running balance: each movement's balance is the one before it plus its amount.
          const all = again.pages.flat().reverse();
          all.forEach((item, index) => {
            const before = index === 0 ? 0 : Math.round(Number(all[index - 1]?.balance_after) * 100);
            expect(Math.round(Number(item.balance_after) * 100)).toBe(before + Math.round(Number(item.amount) * 100));
          });
        },
      ),
      { numRuns: 6 },
    );
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    const investor = await createTrader(t);
    for (const [query, field] of [
      [`from=${dayFromToday(0)}&to=${dayFromToday(-1)}`, 'from'],
      ['asset=usd;drop', 'asset'],
      ['snapshot=-1', 'snapshot'],
      ['limit=101', 'limit'],
      ['page=0', 'page'],
    ] as const) {
      const response = await getReport(t, investor, `reports/ledger?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), query).toContain(field);
    }
  });
});
