import type { ServerMessage } from '@invest/contracts';
import { OrderStatus } from '@invest/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { reconcile } from '../../ledger';
import { isReply, onChannel, useSockets } from '../realtime/realtime-test-client';
import { createTestDesk, deskPlacement, tradingScenario } from '../trading.test-factories';

const t = useTestApp();
const trading = tradingScenario(t);
const { connect } = useSockets(t);
let admin: { token: string; email: string };

beforeAll(async () => {
  admin = await createSignedInUser(t, { roles: ['admin'] });
});

const haltReason = 'Issuer announcement pending: trading paused';
const resumeReason = 'Announcement published, trading resumes';

/** POST /api/currencies/{symbol}/halt or /resume as the administrator, unless another caller is given. */
const changeHalt = (
  action: 'halt' | 'resume',
  symbol: string,
  payload: object = { reason: action === 'halt' ? haltReason : resumeReason },
  caller: { token: string; host?: string } = admin,
) =>
  call(t.trading, {
    method: 'POST',
    url: `/api/currencies/${symbol}/${action}`,
    token: caller.token,
    host: caller.host,
    payload,
  });

async function currencyOf(symbol: string) {
  const listed = await call(t.trading, { method: 'GET', url: '/api/currencies' });
  return listed.json().payload.find((market: { Symbol: string }) => market.Symbol === symbol);
}

async function marketTrail(symbol: string) {
  const trail = await call(t.api, {
    method: 'GET',
    url: `/v1/admin/audit?object_kind=market&object_id=${symbol}`,
    token: admin.token,
  });
  expect(trail.statusCode, trail.body).toBe(200);
  return trail.json().payload.items;
}

const buy = (symbol: string) => ({ ShareName: symbol, Side: 1, OrderType: 2, Price: '10.00', Quantity: '2' });
const sell = (symbol: string) => ({ ShareName: symbol, Side: 2, OrderType: 2, Price: '10.00', Quantity: '2' });

describe('halting and resuming a market', () => {
  it('shows a halted market closed with its reason, and open again once resumed, each change in the audit trail', async () => {
    const market = await trading.market();
    expect(await currencyOf(market.symbol)).toMatchObject({ IsMarketOpen: true, IsHalted: false, HaltReason: null });
    const haltedAt = t.clock.now().toISOString();

    const halted = await changeHalt('halt', market.symbol);
    expect(halted.statusCode, halted.body).toBe(200);
    expect(halted.json()).toMatchObject({
      message: 'Market halted',
      payload: {
        Symbol: market.symbol,
        IsMarketOpen: false,
        NextOpenAt: null,
        IsHalted: true,
        HaltReason: haltReason,
        HaltedAt: haltedAt,
      },
    });
    expect(await currencyOf(market.symbol)).toMatchObject({ IsMarketOpen: false, IsHalted: true });

    t.clock.advance(60_000);
    const resumed = await changeHalt('resume', market.symbol);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({
      message: 'Market resumed',
      payload: { IsMarketOpen: true, IsHalted: false, HaltReason: null, HaltedAt: null },
    });
    expect(await currencyOf(market.symbol)).toMatchObject({ IsMarketOpen: true, IsHalted: false });

    expect(await marketTrail(market.symbol)).toEqual([
      expect.objectContaining({
        action: 'market.resume',
        actor_email: admin.email,
        reason: resumeReason,
        before: { haltedAt, haltReason },
        after: { haltedAt: null, haltReason: null },
      }),
      expect.objectContaining({
        action: 'market.halt',
        actor_email: admin.email,
        reason: haltReason,
        before: { haltedAt: null, haltReason: null },
        after: { haltedAt, haltReason },
      }),
    ]);
  });

  it('keeps a halted market closed outside its hours too, and a resumed one follows its hours again', async () => {
    const market = await trading.market();
    const now = t.clock.now();
    /** The market as GET /api/currencies shows it on a Sunday, when a share market (SPEC 4 hours) has no session. */
    const onSunday = async () => {
      t.clock.set(new Date('2026-03-08T12:00:00Z'));
      try {
        return await currencyOf(market.symbol);
      } finally {
        t.clock.set(now);
      }
    };
    await changeHalt('halt', market.symbol);
    expect(await onSunday()).toMatchObject({ IsMarketOpen: false, NextOpenAt: null });
    await changeHalt('resume', market.symbol);
    expect(await onSunday()).toMatchObject({
      IsMarketOpen: false,
      IsHalted: false,
      NextOpenAt: '2026-03-09T06:00:00.000Z',
    });
  });

  it('refuses new orders on a halted market with TRD-5, holding nothing, and takes them again once resumed', async () => {
    const { market, seller, buyer } = await trading.marketWithTraders({ shares: '5', usd: '100' });
    await changeHalt('halt', market.symbol);

    const refused = await trading.submit(buyer, buy(market.symbol));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'TRD-5',
      message: `The market ${market.symbol} is halted by the platform; orders can be placed once it resumes`,
    });
    expect((await trading.submit(seller, sell(market.symbol))).statusCode).toBe(422);
    expect(await trading.balances(buyer)).toMatchObject({ USD: { available: '100', held: '0' } });
    expect((await trading.orders(buyer)).total).toBe(0);

    await changeHalt('resume', market.symbol);
    const placed = await trading.submit(buyer, buy(market.symbol));
    expect(placed.statusCode, placed.body).toBe(200);
  });

  it('matches nothing while halted: resting orders stay Suspended (9), can be cancelled, and trade once the market resumes', async () => {
    const { market, seller, buyer } = await trading.marketWithTraders({ shares: '5', usd: '100' });
    const resting = await trading.place(seller, sell(market.symbol));
    const other = await trading.place(seller, { ...sell(market.symbol), Price: '11.00', Quantity: '1' });
    await changeHalt('halt', market.symbol);

    expect((await trading.submit(buyer, buy(market.symbol))).json()).toMatchObject({ code: 'TRD-5' });
    const cancelled = await trading.cancel(seller, other.OrderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const sellerOrders = (await trading.orders(seller)).items;
    expect(sellerOrders.find((order) => order.OrderId === resting.OrderId)?.LastOrderStatus).toBe('9');
    expect((await trading.orders(seller, '?status=9')).items.map((order) => order.OrderId)).toEqual([resting.OrderId]);
    expect((await trading.orders(seller, '?status=0')).items).toEqual([]);

    await changeHalt('resume', market.symbol);
    expect((await trading.orders(seller, '?status=0')).items.map((order) => order.OrderId)).toEqual([resting.OrderId]);
    expect((await trading.orders(seller, '?status=9')).items).toEqual([]);
    const bought = await trading.place(buyer, buy(market.symbol));
    expect(bought).toMatchObject({ LastOrderStatus: '2', TotalFilledOrderQty: '2' });
    expect((await trading.orders(seller)).items.find((order) => order.OrderId === resting.OrderId)).toMatchObject({
      LastOrderStatus: '2',
    });
    expect((await reconcile(t.context.database.db)).mismatches).toEqual([]);
  });

  it("refuses, in the market's writer, an order that was checked before the halt and written after it", async () => {
    const { market, seller, buyer } = await trading.marketWithTraders({ shares: '5', usd: '100' });
    const desk = createTestDesk(t);
    try {
      await desk.submit(market, deskPlacement(market, seller, { side: 2, priceUnits: 1000n }));
      await changeHalt('halt', market.symbol);
      // `market` is the row as it was read before the halt, as a request already past its checks holds it.
      await expect(
        desk.submit(market, deskPlacement(market, buyer, { side: 1, priceUnits: 1000n })),
      ).rejects.toMatchObject({ code: 'TRD-5' });
      expect(await trading.balances(buyer)).toMatchObject({ USD: { available: '100', held: '0' } });

      await changeHalt('resume', market.symbol);
      await expect(
        desk.submit(market, deskPlacement(market, buyer, { side: 1, priceUnits: 1000n })),
      ).resolves.toMatchObject({ order: { status: OrderStatus.Filled } });
    } finally {
      await desk.close();
    }
  });

  it('answers halting a halted market, or resuming one that is not halted, with a 409 that changes nothing', async () => {
    const market = await trading.market();
    const notHalted = await changeHalt('resume', market.symbol);
    expect(notHalted.statusCode).toBe(409);
    expect(notHalted.json()).toMatchObject({ code: 'CONFLICT', message: `The market ${market.symbol} is not halted` });

    await changeHalt('halt', market.symbol);
    const again = await changeHalt('halt', market.symbol, { reason: 'A second reason' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`The market ${market.symbol} is halted already`);
    expect(await currencyOf(market.symbol)).toMatchObject({ HaltReason: haltReason });
    expect((await marketTrail(market.symbol)).map((entry: { action: string }) => entry.action)).toEqual([
      'market.halt',
    ]);
  });

  it('asks for a reason, and answers an unknown market with a 404', async () => {
    const market = await trading.market();
    for (const payload of [{}, { reason: ' ' }, { reason: 42 }]) {
      const response = await changeHalt('halt', market.symbol, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('reason');
    }
    const extra = await changeHalt('halt', market.symbol, { reason: haltReason, IsHalted: true });
    expect(extra.statusCode).toBe(400);
    const unknown = await changeHalt('halt', 'NOPE-USD');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await currencyOf(market.symbol)).toMatchObject({ IsHalted: false });
    expect(await marketTrail(market.symbol)).toEqual([]);
  });

  it("refuses an investor (403), and another domain's administrator cannot reach the market (404)", async () => {
    const market = await trading.market();
    const investor = await trading.trader({ USD: '10' });
    expect((await changeHalt('halt', market.symbol, undefined, investor)).statusCode).toBe(403);
    expect((await changeHalt('resume', market.symbol, undefined, investor)).statusCode).toBe(403);

    await t.createTenant('elsewhere-halt.test');
    const foreignAdmin = await createSignedInUser(t, { roles: ['admin'], host: 'elsewhere-halt.test' });
    const foreign = await changeHalt('halt', market.symbol, undefined, {
      token: foreignAdmin.token,
      host: 'elsewhere-halt.test',
    });
    expect(foreign.statusCode).toBe(404);
    expect(await currencyOf(market.symbol)).toMatchObject({ IsHalted: false, IsMarketOpen: true });
    expect(await marketTrail(market.symbol)).toEqual([]);
  });
});

describe('the currencies channel of the websocket', () => {
  it("tells the domain's clients of a halt and a resumption at once, and no other domain's", async () => {
    const market = await trading.market();
    await t.createTenant('elsewhere-feed.test');
    const client = await connect();
    const foreignClient = await connect({ host: 'elsewhere-feed.test' });
    await client.request({ op: 'subscribe', channel: 'currencies' }, isReply('subscribed', 'currencies'));
    await foreignClient.request({ op: 'subscribe', channel: 'currencies' }, isReply('subscribed', 'currencies'));

    await changeHalt('halt', market.symbol);
    expect(await client.waitFor(onChannel('currencies'))).toMatchObject({
      channel: 'currencies',
      data: { Symbol: market.symbol, IsMarketOpen: false, IsHalted: true, HaltReason: haltReason },
    });
    await changeHalt('resume', market.symbol);
    const isOpenAgain = (message: ServerMessage) =>
      onChannel('currencies')(message) && JSON.stringify(message).includes('"IsHalted":false');
    expect(await client.waitFor(isOpenAgain)).toMatchObject({ data: { Symbol: market.symbol, IsMarketOpen: true } });

    await foreignClient.roundTrip();
    expect(foreignClient.received.filter(onChannel('currencies'))).toEqual([]);
  });

  it('needs no sign-in, and sends nothing on subscribing', async () => {
    const client = await connect();
    const reply = await client.request({ op: 'subscribe', channel: 'currencies' }, (message) => 'op' in message);
    expect(reply).toEqual({ op: 'subscribed', channel: 'currencies' });
    await client.roundTrip();
    expect(client.received.filter(onChannel('currencies'))).toEqual([]);
  });
});
