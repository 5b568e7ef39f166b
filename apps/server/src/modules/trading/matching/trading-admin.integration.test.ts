import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { reconcile } from '../../ledger';
import { tradingScenario } from '../trading.test-factories';

const t = useTestApp();
const trading = tradingScenario(t);
let admin: { token: string; email: string };

beforeAll(async () => {
  admin = await createSignedInUser(t, { roles: ['admin'] });
});

const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin.token) =>
  call(t.trading, payload === undefined ? { method, url, token } : { method, url, token, payload });

/** An investor holding 100 USD with an open limit buy on a fresh market. */
async function investorWithOpenBuy(price: string, quantity: string) {
  const market = await trading.market();
  const investor = await trading.trader({ USD: '100' });
  const order = await trading.place(investor, {
    ShareName: market.symbol,
    Side: 1,
    OrderType: 2,
    Price: price,
    Quantity: quantity,
  });
  return { investor, order };
}

describe("administrators' orders", () => {
  it("lists every investor's orders with who placed them, and one investor's by email", async () => {
    const market = await trading.market();
    const first = await trading.trader({ USD: '100' });
    const second = await trading.trader({ USD: '100' });
    const bid = { ShareName: market.symbol, Side: 1, OrderType: 2, Price: '1.00', Quantity: '1' };
    await trading.place(first, bid);
    await trading.place(second, bid);

    const all = await asAdmin('GET', `/api/admin/orders?shareName=${market.symbol}`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().payload.total).toBe(2);
    const emails = all.json().payload.items.map((order: { Email: string }) => order.Email);
    expect(emails.sort()).toEqual([first.email, second.email].sort());

    const one = await asAdmin(
      'GET',
      `/api/admin/orders?shareName=${market.symbol}&email=${encodeURIComponent(first.email)}`,
    );
    expect(one.json().payload.items).toEqual([expect.objectContaining({ UserId: first.id, Email: first.email })]);
  });

  it('refuses the list and the rejection to an investor', async () => {
    const investor = await trading.trader({ USD: '10' });
    expect((await asAdmin('GET', '/api/admin/orders', undefined, investor.token)).statusCode).toBe(403);
    const refused = await asAdmin(
      'POST',
      '/api/admin/reject-order',
      { orderId: crypto.randomUUID(), reason: 'Suspicious activity' },
      investor.token,
    );
    expect(refused.statusCode).toBe(403);
    const trail = await call(t.api, { method: 'GET', url: '/v1/admin/audit', token: investor.token });
    expect(trail.statusCode).toBe(403);
  });

  it("rejects an investor's open order with a reason: status 8, the hold given back, audited, and not twice", async () => {
    const { investor, order } = await investorWithOpenBuy('10.00', '3');
    expect((await trading.balances(investor)).USD?.held).not.toBe('0');

    const reason = 'Price far from the market: likely a typing error';
    const rejected = await asAdmin('POST', '/api/admin/reject-order', { orderId: order.OrderId, reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ message: 'Order rejected', payload: { LastOrderStatus: '8' } });
    expect((await trading.balances(investor)).USD).toEqual({ available: '100', held: '0' });
    expect((await trading.orders(investor)).items[0]).toMatchObject({ OrderId: order.OrderId, LastOrderStatus: '8' });

    const trail = await call(t.api, {
      method: 'GET',
      url: `/v1/admin/audit?object_kind=order&object_id=${order.OrderId}`,
      token: admin.token,
    });
    expect(trail.statusCode, trail.body).toBe(200);
    expect(trail.json().payload.items).toEqual([
      expect.objectContaining({
        action: 'order.reject',
        actor_email: admin.email,
        subject_user_id: investor.id,
        reason,
        before: expect.objectContaining({ status: '0' }),
        after: { status: '8' },
      }),
    ]);

    const again = await asAdmin('POST', '/api/admin/reject-order', { orderId: order.OrderId, reason });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'TRD-11' });
    const unchanged = await call(t.api, {
      method: 'GET',
      url: `/v1/admin/audit?user_id=${investor.id}`,
      token: admin.token,
    });
    expect(unchanged.json().payload.items).toHaveLength(1);
    expect((await reconcile(t.context.database.db)).mismatches).toEqual([]);
  });

  it('asks for a reason to reject an order', async () => {
    const { investor, order } = await investorWithOpenBuy('1.00', '1');
    for (const payload of [{ orderId: order.OrderId }, { orderId: order.OrderId, reason: ' ' }]) {
      const response = await asAdmin('POST', '/api/admin/reject-order', payload);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Give a reason');
    }
    expect((await trading.orders(investor)).items[0]?.LastOrderStatus).toBe('0');
  });

  it("cannot reach another domain's order", async () => {
    const { investor, order } = await investorWithOpenBuy('1.00', '1');
    await t.createTenant('elsewhere-trading.test');
    const foreignAdmin = await createSignedInUser(t, { roles: ['admin'], host: 'elsewhere-trading.test' });
    const response = await call(t.trading, {
      method: 'POST',
      url: '/api/admin/reject-order',
      token: foreignAdmin.token,
      host: 'elsewhere-trading.test',
      payload: { orderId: order.OrderId, reason: 'Not this domain’s order' },
    });
    expect(response.statusCode).toBe(404);
    expect((await trading.orders(investor)).items[0]?.LastOrderStatus).toBe('0');
  });
});

describe("administrators' markets", () => {
  const newMarket = {
    Name: 'Globex',
    BaseAsset: 'GLBX',
    QuoteAsset: 'USD',
    PriceScale: 2,
    QuantityScale: 0,
    TickSize: '0.01',
    LotSize: '1',
    FeePct: '0.3',
  };

  it('creates a market, changes its settings, and keeps what its orders are counted in', async () => {
    const created = await asAdmin('PUT', '/api/currencies/GLBX-USD', newMarket);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      message: 'Market created',
      payload: { Symbol: 'GLBX-USD', TickSize: '0.01', LotSize: '1', FeePct: '0.3', OnlyForAccredited: false },
    });

    const changed = await asAdmin('PUT', '/api/currencies/GLBX-USD', {
      FeePct: '0.5',
      OnlyForAccredited: true,
      MarketHours: { Open: '09:30', Close: '16:00', Days: [2, 3, 4, 5, 6] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'Market updated',
      payload: { FeePct: '0.5', OnlyForAccredited: true, MarketHours: { Open: '09:30', Close: '16:00' } },
    });
    const listed = await call(t.trading, { method: 'GET', url: '/api/currencies' });
    expect(listed.json().payload).toContainEqual(expect.objectContaining({ Symbol: 'GLBX-USD', FeePct: '0.5' }));

    const fixed = await asAdmin('PUT', '/api/currencies/GLBX-USD', { TickSize: '0.05' });
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json().message).toBe('TickSize of GLBX-USD cannot change once the market exists');

    const trail = await call(t.api, {
      method: 'GET',
      url: '/v1/admin/audit?object_kind=market&object_id=GLBX-USD',
      token: admin.token,
    });
    expect(trail.json().payload.items).toEqual([
      expect.objectContaining({
        action: 'market.update',
        actor_email: admin.email,
        before: expect.objectContaining({ feePct: '0.3', onlyForAccredited: false }),
        after: expect.objectContaining({ feePct: '0.5', onlyForAccredited: true }),
      }),
      expect.objectContaining({ action: 'market.create', after: expect.objectContaining({ BaseAsset: 'GLBX' }) }),
    ]);
  });

  it.each([
    ['GLBX', newMarket, 'symbol'],
    ['NEWCO-USD', { Name: 'New Co' }, 'BaseAsset'],
    ['OTHER-USD', newMarket, 'BaseAsset'],
    ['TINY-USD', { ...newMarket, BaseAsset: 'TINY', PriceScale: 4, QuantityScale: 0, TickSize: '0.0001' }, 'TickSize'],
  ])('refuses PUT /api/currencies/%s with a 400 on %s, creating nothing', async (symbol, body, field) => {
    const response = await asAdmin('PUT', `/api/currencies/${symbol}`, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
    const listed = await call(t.trading, { method: 'GET', url: '/api/currencies' });
    expect(listed.json().payload.map((market: { Symbol: string }) => market.Symbol)).not.toContain(symbol);
  });

  it('applies changed settings to the very next order, though orders were placed on the market before', async () => {
    const market = await trading.market({ feePct: '0' });
    const investor = await trading.trader({ USD: '100' });
    const order = { ShareName: market.symbol, Side: 1, OrderType: 2, Price: '10.00', Quantity: '1' };
    expect((await trading.submit(investor, order)).json().payload).toMatchObject({ FeePct: '0' });
    await asAdmin('PUT', `/api/currencies/${market.symbol}`, { FeePct: '1' });
    const response = await trading.submit(investor, order);
    expect(response.json().payload).toMatchObject({ FeePct: '1' });
    expect((await trading.balances(investor)).USD).toEqual({ available: '79.9', held: '20.1' });

    await asAdmin('PUT', `/api/currencies/${market.symbol}`, { OnlyForAccredited: true });
    const refused = await trading.submit(investor, order);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This offer is only available to accredited investors');
  });
});
