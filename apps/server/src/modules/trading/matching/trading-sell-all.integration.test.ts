import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { expectMarketAccountedFor } from '../trading.test-accounting';
import { bitcoinLikeMarket, tradingScenario } from '../trading.test-factories';

const t = useTestApp();
const trading = tradingScenario(t);

const sellAll = (symbol: string, overrides: Record<string, unknown> = {}) => ({
  ShareName: symbol,
  Side: 2,
  OrderType: 1,
  TimeInForce: 3,
  SellAll: true,
  ...overrides,
});
const limitBuy = (symbol: string, price: string, quantity: string) => ({
  ShareName: symbol,
  Side: 1,
  OrderType: 2,
  Price: price,
  Quantity: quantity,
});

describe('selling a whole position (SellAll)', () => {
  it('closes a position below the lot size at market, to the last base unit, with every cent accounted for', async () => {
    const market = await trading.market(bitcoinLikeMarket);
    const base = market.baseAsset;
    const buyer = await trading.trader({ USD: '1000' });
    const small = await trading.trader({ [base]: '0.0015625' });
    const rest = await trading.trader({ [base]: '0.0084375' });
    const bid = await trading.place(buyer, limitBuy(market.symbol, '61140', '0.01'));

    const first = await trading.place(small, sellAll(market.symbol));
    expect(first).toMatchObject({ RefOrderQty: '0.0015625', TotalFilledOrderQty: '0.0015625', LastOrderStatus: '2' });
    // 61,140 x 0.0015625 is 95.53125 USD: the fill is worth 95.53, less the fee of 0.10.
    expect(first).toMatchObject({ TotalFilledOrderCost: '95.53', Fee: '0.1' });
    expect(await trading.balances(small)).toMatchObject({
      [base]: { available: '0', held: '0' },
      USD: { available: '95.43', held: '0' },
    });

    // The rest of the buyer's lot is an odd quantity too: its two fills (95.53 + 515.86) stay within its hold.
    const second = await trading.place(rest, sellAll(market.symbol));
    expect(second).toMatchObject({ TotalFilledOrderQty: '0.0084375', TotalFilledOrderCost: '515.86' });
    const [filledBid] = (await trading.orders(buyer)).items;
    expect(filledBid).toMatchObject({
      OrderId: bid.OrderId,
      LastOrderStatus: '2',
      TotalFilledOrderQty: '0.01',
      TotalFilledOrderCost: '611.39',
      Fee: '0.62',
    });
    expect(await trading.balances(buyer)).toMatchObject({
      [base]: { available: '0.01', held: '0' },
      USD: { available: '387.99', held: '0' },
    });
    await expectMarketAccountedFor(t.context.database.db, market, [
      { id: buyer.id, starting: { USD: '1000' } },
      { id: small.id, starting: { [base]: '0.0015625' } },
      { id: rest.id, starting: { [base]: '0.0084375' } },
    ]);
  });

  it('rests a limit sell of an odd quantity, which a later buy of whole lots takes in full', async () => {
    const market = await trading.market(bitcoinLikeMarket);
    const base = market.baseAsset;
    const holder = await trading.trader({ [base]: '0.0215625' });
    const lotSeller = await trading.trader({ [base]: '0.01' });
    const buyer = await trading.trader({ USD: '2000' });
    const resting = await trading.place(
      holder,
      sellAll(market.symbol, { OrderType: 2, Price: '60000', TimeInForce: 1 }),
    );
    expect(resting).toMatchObject({ RefOrderQty: '0.0215625', LastOrderStatus: '0' });
    expect((await trading.balances(holder))[base]).toEqual({ available: '0', held: '0.0215625' });
    await trading.place(lotSeller, { ...limitBuy(market.symbol, '60100', '0.01'), Side: 2 });

    const taken = await trading.place(buyer, { ...limitBuy(market.symbol, '60100', '0.03'), TimeInForce: 3 });
    expect(taken).toMatchObject({ TotalFilledOrderQty: '0.03', LastOrderStatus: '2' });
    const [sold] = (await trading.orders(holder)).items;
    expect(sold).toMatchObject({ TotalFilledOrderQty: '0.0215625', LastOrderStatus: '2' });
    expect((await trading.balances(holder))[base]).toEqual({ available: '0', held: '0' });
    await expectMarketAccountedFor(t.context.database.db, market, [
      { id: holder.id, starting: { [base]: '0.0215625' } },
      { id: lotSeller.id, starting: { [base]: '0.01' } },
      { id: buyer.id, starting: { USD: '2000' } },
    ]);
  });

  it('sells only what open orders do not already hold', async () => {
    const market = await trading.market(bitcoinLikeMarket);
    const base = market.baseAsset;
    const holder = await trading.trader({ [base]: '0.0315625' });
    await trading.place(holder, { ...limitBuy(market.symbol, '70000', '0.02'), Side: 2 });
    const resting = await trading.place(
      holder,
      sellAll(market.symbol, { OrderType: 2, Price: '65000', TimeInForce: 1 }),
    );
    expect(resting.RefOrderQty).toBe('0.0115625');
    expect((await trading.balances(holder))[base]).toEqual({ available: '0', held: '0.0315625' });
  });

  it('closes a position worth less than a cent, which fetches nothing', async () => {
    const market = await trading.market(bitcoinLikeMarket);
    const base = market.baseAsset;
    const buyer = await trading.trader({ USD: '1000' });
    const dust = await trading.trader({ [base]: '0.00000001' });
    await trading.place(buyer, limitBuy(market.symbol, '60000', '0.01'));
    const sold = await trading.place(dust, sellAll(market.symbol));
    expect(sold).toMatchObject({ TotalFilledOrderQty: '0.00000001', TotalFilledOrderCost: '0', LastOrderStatus: '2' });
    expect((await trading.balances(dust))[base]).toEqual({ available: '0', held: '0' });
    await expectMarketAccountedFor(t.context.database.db, market, [
      { id: buyer.id, starting: { USD: '1000' } },
      { id: dust.id, starting: { [base]: '0.00000001' } },
    ]);
  });

  it('refuses a sell of everything when nothing is available, changing nothing', async () => {
    const market = await trading.market(bitcoinLikeMarket);
    const empty = await trading.trader({ USD: '10' });
    const response = await trading.submit(empty, sellAll(market.symbol));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'TRD-6',
      message: `There is no ${market.baseAsset} available to sell`,
    });
    expect((await trading.orders(empty)).total).toBe(0);
    expect((await trading.balances(empty)).USD).toEqual({ available: '10', held: '0' });
  });

  it('sells the whole shares of a position on a market of whole shares', async () => {
    const market = await trading.market({ opensAtMinute: 0, closesAtMinute: 0, tradingDays: [1, 2, 3, 4, 5, 6, 7] });
    const holder = await trading.trader({ [market.baseAsset]: '3' });
    const resting = await trading.place(
      holder,
      sellAll(market.symbol, { OrderType: 2, Price: '12.00', TimeInForce: 1 }),
    );
    expect(resting.RefOrderQty).toBe('3');
  });

  it('answers a retry with the same Idempotency-Key with the first sale, selling once', async () => {
    const market = await trading.market(bitcoinLikeMarket);
    const holder = await trading.trader({ [market.baseAsset]: '0.0015625' });
    const key = randomUUID();
    const body = sellAll(market.symbol, { OrderType: 2, Price: '65000', TimeInForce: 1 });
    const first = await trading.submit(holder, body, key);
    const retry = await trading.submit(holder, body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(retry.json().payload.OrderId).toBe(first.json().payload.OrderId);
    expect((await trading.orders(holder)).total).toBe(1);
  });

  it('lets only one of two sells of everything sent at once sell the position', async () => {
    const market = await trading.market(bitcoinLikeMarket);
    const base = market.baseAsset;
    const buyer = await trading.trader({ USD: '2000' });
    const holder = await trading.trader({ [base]: '0.0215625' });
    await trading.place(buyer, limitBuy(market.symbol, '61000', '0.03'));

    const answers = await Promise.all([
      trading.submit(holder, sellAll(market.symbol)),
      trading.submit(holder, sellAll(market.symbol)),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 422]);
    const sold = answers.find((answer) => answer.statusCode === 200)?.json().payload;
    expect(sold).toMatchObject({ TotalFilledOrderQty: '0.0215625' });
    expect(answers.find((answer) => answer.statusCode === 422)?.json()).toMatchObject({ code: 'TRD-6' });
    expect((await trading.balances(holder))[base]).toEqual({ available: '0', held: '0' });
    await expectMarketAccountedFor(t.context.database.db, market, [
      { id: buyer.id, starting: { USD: '2000' } },
      { id: holder.id, starting: { [base]: '0.0215625' } },
    ]);
  });
});
