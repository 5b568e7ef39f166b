import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { expectMarketAccountedFor } from '../trading.test-accounting';
import { bitcoinLikeMarket, tradingScenario } from '../trading.test-factories';

const t = useTestApp();
const trading = tradingScenario(t);

const byAmount = (symbol: string, overrides: Record<string, unknown>) => ({
  ShareName: symbol,
  Side: 1,
  OrderType: 2,
  Price: '61140',
  Amount: '700',
  ...overrides,
});

describe('orders for an amount of money (Amount)', () => {
  it('buys at a limit the whole lots whose cost and fee fit in the amount, and holds just those', async () => {
    const market = await trading.market(bitcoinLikeMarket);
    const buyer = await trading.trader({ USD: '1300' });
    // Two lots cost 1,222.80 and 1.23 of fee: 1,224.03 buys two, 1,224.02 one.
    const two = await trading.place(buyer, byAmount(market.symbol, { Amount: '1224.03' }));
    expect(two).toMatchObject({ RefOrderQty: '0.02', Price: '61140', LastOrderStatus: '0' });
    expect((await trading.balances(buyer)).USD).toEqual({ available: '75.97', held: '1224.03' });
    const other = await trading.trader({ USD: '1300' });
    const one = await trading.place(other, byAmount(market.symbol, { Amount: '1224.02' }));
    expect(one.RefOrderQty).toBe('0.01');
  });

  it('buys at market what the amount pays for at the edge of the price band, so it never spends more', async () => {
    const market = await trading.market(bitcoinLikeMarket);
    const base = market.baseAsset;
    const seller = await trading.trader({ [base]: '1' });
    const buyer = await trading.trader({ USD: '1300' });
    await trading.place(seller, { ...byAmount(market.symbol, { Side: 2 }), Amount: undefined, Quantity: '0.05' });
    // The worst price is 5 % above the best offer: 64,197 USD, at which 1,300 USD holds two lots.
    const bought = await trading.place(buyer, {
      ShareName: market.symbol,
      Side: 1,
      OrderType: 1,
      TimeInForce: 3,
      Amount: '1300',
    });
    expect(bought).toMatchObject({ RefOrderQty: '0.02', TotalFilledOrderQty: '0.02', TotalFilledOrderCost: '1222.8' });
    expect(await trading.balances(buyer)).toMatchObject({
      USD: { available: '75.97', held: '0' },
      [base]: { available: '0.02', held: '0' },
    });
    await expectMarketAccountedFor(t.context.database.db, market, [
      { id: seller.id, starting: { [base]: '1' } },
      { id: buyer.id, starting: { USD: '1300' } },
    ]);
  });

  it('sells at a limit the whole lots worth the amount', async () => {
    const market = await trading.market(bitcoinLikeMarket);
    const seller = await trading.trader({ [market.baseAsset]: '0.05' });
    const sold = await trading.place(seller, byAmount(market.symbol, { Side: 2, Amount: '1300' }));
    expect(sold.RefOrderQty).toBe('0.02');
    expect((await trading.balances(seller))[market.baseAsset]).toEqual({ available: '0.03', held: '0.02' });
  });

  it('refuses an amount below one lot with a clear 400 on the amount, changing nothing', async () => {
    const market = await trading.market(bitcoinLikeMarket);
    const buyer = await trading.trader({ USD: '1300' });
    const response = await trading.submit(buyer, byAmount(market.symbol, { Amount: '50' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      errors: {
        Amount: [`The amount is less than one lot of ${market.symbol} (0.01 ${market.baseAsset}) at its price`],
      },
    });
    expect((await trading.orders(buyer)).total).toBe(0);
    expect((await trading.balances(buyer)).USD).toEqual({ available: '1300', held: '0' });
  });

  it('refuses an amount the investor does not have (TRD-6), changing nothing', async () => {
    const market = await trading.market(bitcoinLikeMarket);
    const buyer = await trading.trader({ USD: '700' });
    const response = await trading.submit(buyer, byAmount(market.symbol, { Amount: '1300' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'TRD-6' });
    expect((await trading.balances(buyer)).USD).toEqual({ available: '700', held: '0' });
  });

  it('answers a retry with the same Idempotency-Key with the first order, holding once', async () => {
    const market = await trading.market(bitcoinLikeMarket);
    const buyer = await trading.trader({ USD: '1300' });
    const key = randomUUID();
    const first = await trading.submit(buyer, byAmount(market.symbol, {}), key);
    const retry = await trading.submit(buyer, byAmount(market.symbol, {}), key);
    expect(retry.json().payload.OrderId).toBe(first.json().payload.OrderId);
    expect((await trading.balances(buyer)).USD).toEqual({ available: '687.98', held: '612.02' });
  });

  it.each([
    ['a negative amount', { Amount: '-5' }, 'Amount'],
    ['an amount that is not a number', { Amount: 'fifty' }, 'Amount'],
    ['an amount finer than a cent', { Amount: '50.001' }, 'Amount'],
    ['a huge amount', { Amount: 1e20 }, 'Amount'],
    ['an amount of the wrong type', { Amount: true }, 'Amount'],
    ['a huge quantity', { Amount: undefined, Quantity: '999999999999' }, 'Quantity'],
    ['a quantity of the wrong type', { Amount: undefined, Quantity: { value: 1 } }, 'Quantity'],
    ['both an amount and a quantity', { Quantity: '0.01' }, 'Amount'],
    ['a sell of everything on a buy', { Amount: undefined, SellAll: true }, 'SellAll'],
    ['a sell of everything said as a string', { Side: 2, Amount: undefined, SellAll: 'yes' }, 'SellAll'],
  ])('refuses %s with a 400 on its field, changing nothing', async (_what, overrides, field) => {
    const market = await trading.market(bitcoinLikeMarket);
    const buyer = await trading.trader({ USD: '1300', [market.baseAsset]: '0.5' });
    const body = JSON.parse(JSON.stringify(byAmount(market.symbol, overrides)));
    const response = await trading.submit(buyer, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().errors ?? {})).toContain(field);
    expect((await trading.orders(buyer)).total).toBe(0);
    expect(await trading.balances(buyer)).toMatchObject({
      USD: { available: '1300', held: '0' },
      [market.baseAsset]: { available: '0.5', held: '0' },
    });
  });
});
