import { messages } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { acceptTerms, contactBody, createInvestor, individualDetailsBody, post } from '../../onboarding/testing';
import { tradingScenario } from '../trading.test-factories';

const t = useTestApp();
const trading = tradingScenario(t);

const limitBuy = (symbol: string, overrides: Record<string, unknown> = {}) => ({
  ShareName: symbol,
  Side: 1,
  OrderType: 2,
  Price: '10.00',
  Quantity: '1',
  TimeInForce: 1,
  ...overrides,
});

describe('POST /api/orders refuses', () => {
  it('an order the buyer cannot pay with its fee, writing nothing', async () => {
    const market = await trading.market();
    const buyer = await trading.trader({ USD: '10.02' });
    const response = await trading.submit(buyer, limitBuy(market.symbol));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, code: 'TRD-6', message: 'Insufficient funds' });
    expect((await trading.orders(buyer)).total).toBe(0);
    expect((await trading.balances(buyer)).USD).toEqual({ available: '10.02', held: '0' });
  });

  it('a sell of more than the seller holds', async () => {
    const market = await trading.market();
    const seller = await trading.trader({ [market.baseAsset]: '2' });
    const response = await trading.submit(seller, limitBuy(market.symbol, { Side: 2, Quantity: '3' }));
    expect(response.json()).toMatchObject({ code: 'TRD-6' });
    expect((await trading.orders(seller)).total).toBe(0);
  });

  it('while the market is closed (TRD-5), and takes it again when it opens', async () => {
    const market = await trading.market();
    const buyer = await trading.trader({ USD: '100' });
    const opening = t.clock.now();
    try {
      t.clock.set(new Date('2026-03-01T12:00:00Z'));
      const sunday = await trading.submit(buyer, limitBuy(market.symbol));
      expect(sunday.statusCode).toBe(422);
      expect(sunday.json()).toMatchObject({
        code: 'TRD-5',
        message: `The market ${market.symbol} is closed until 2026-03-02 06:00:00 UTC`,
      });
      t.clock.set(new Date('2026-03-02T03:00:00Z'));
      expect((await trading.submit(buyer, limitBuy(market.symbol))).json()).toMatchObject({ code: 'TRD-5' });
      expect((await trading.orders(buyer)).total).toBe(0);
    } finally {
      t.clock.set(opening);
    }
    expect((await trading.submit(buyer, limitBuy(market.symbol))).statusCode).toBe(200);
  });

  it('a user whose account waits for approval (TRD-12)', async () => {
    const market = await trading.market();
    const pending = await createSignedInUser(t);
    const response = await trading.submit(pending, limitBuy(market.symbol));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'TRD-12', message: 'Your account is pending approval' });
  });

  it("an investor whose contact country the offer excludes, with the spec's text", async () => {
    const market = await trading.market({ hasCountryRestriction: true, restrictedCountries: ['US'] });
    const investor = await createInvestor(t);
    await acceptTerms(t, investor);
    expect((await post(t, investor, 'details/individual', await individualDetailsBody(t))).statusCode).toBe(200);
    expect((await post(t, investor, 'contact', await contactBody(t))).statusCode).toBe(200);
    await t.context.database.db.execute(`update users set investor_id = '555000111222' where id = '${investor.id}'`);
    const response = await trading.submit(investor, limitBuy(market.symbol));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: messages.countryRestricted });
    const elsewhere = await trading.trader({ USD: '100' });
    expect((await trading.submit(elsewhere, limitBuy(market.symbol))).statusCode).toBe(200);
  });

  it('an accredited-only offer to an investor without a valid accreditation', async () => {
    const market = await trading.market({ onlyForAccredited: true });
    const buyer = await trading.trader({ USD: '100' });
    const response = await trading.submit(buyer, limitBuy(market.symbol));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it.each([
    ['a side that is not 1 or 2', { Side: 3 }, 'Side'],
    ['a price as a word', { Price: 'ten' }, 'Price'],
    ['a huge quantity', { Quantity: '9999999999999' }, 'Quantity'],
    ['a quantity beyond what the engine counts', { ShareName: 'BIG-USD', Quantity: '999999999999' }, 'Quantity'],
    ['a zero quantity', { Quantity: '0' }, 'Quantity'],
    ['a price off the tick', { Price: '10.005' }, 'Price'],
    ['a fractional share', { Quantity: '1.5' }, 'Quantity'],
    ['a limit order without a price', { Price: undefined }, 'Price'],
    ['a market order with a price', { OrderType: 1 }, 'Price'],
    ['a time in force the spec does not list', { TimeInForce: 2 }, 'TimeInForce'],
    ['an unknown field', { Account: 'x' }, ''],
    ['an unknown market', { ShareName: 'NOPE-USD' }, 'ShareName'],
  ])('%s with a clear 400, writing nothing', async (_name, overrides, field) => {
    const market = await trading.market();
    await trading.market({ symbol: 'BIG-USD', baseAsset: 'BIG', quantityScale: 8, lot: 100_000_000n });
    const buyer = await trading.trader({ USD: '100000000' });
    const response = await trading.submit(buyer, limitBuy(market.symbol, overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    if (field) expect(Object.keys(response.json().errors ?? {}).join()).toContain(field);
    expect((await trading.orders(buyer)).total).toBe(0);
    expect((await trading.balances(buyer)).USD).toEqual({ available: '100000000', held: '0' });
  });
});

describe('POST /api/orders/cancel', () => {
  it("refuses another user's order as not found and leaves it open", async () => {
    const market = await trading.market();
    const owner = await trading.trader({ USD: '100' });
    const other = await trading.trader();
    const order = await trading.place(owner, limitBuy(market.symbol));
    const response = await trading.cancel(other, order.OrderId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await trading.orders(owner)).items[0]).toMatchObject({ OrderId: order.OrderId, LastOrderStatus: '0' });
    expect((await trading.balances(owner)).USD).toEqual({ available: '89.97', held: '10.03' });
  });

  it('refuses an id that is not an order id with a 400', async () => {
    const trader = await trading.trader();
    const response = await trading.cancel(trader, 'not-an-id');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });
});
