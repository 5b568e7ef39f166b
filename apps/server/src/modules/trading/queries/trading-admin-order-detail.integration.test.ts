import type { AdminOrderDetail, AdminOrderMovement } from '@invest/contracts';
import { formatUnits, parseUnits } from '@invest/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { tradingScenario } from '../trading.test-factories';

const t = useTestApp();
const trading = tradingScenario(t);
let admin: { token: string; email: string };

beforeAll(async () => {
  admin = await createSignedInUser(t, { roles: ['admin'] });
});

const orderDetail = (orderId: string, token = admin.token, host?: string) =>
  call(t.trading, { method: 'GET', url: `/api/admin/orders/${orderId}`, token, host });

async function detailOf(orderId: string): Promise<AdminOrderDetail> {
  const response = await orderDetail(orderId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

/** What the movements changed of each asset, available and held together, at the ledger's 8 decimals. */
function netChanges(movements: readonly AdminOrderMovement[]): Record<string, string> {
  const totals = new Map<string, bigint>();
  for (const change of movements.flatMap((movement) => movement.Changes)) {
    const signed = { allowNegative: true };
    const units = parseUnits(change.Available, 8, signed) + parseUnits(change.Held, 8, signed);
    totals.set(change.Asset, (totals.get(change.Asset) ?? 0n) + units);
  }
  return Object.fromEntries([...totals].map(([asset, units]) => [asset, formatUnits(units, 8)]));
}

/** A market where a seller of 10 shares at 2.00 met a buyer of 4: the sell rests with 6 left. */
async function partlyFilledSell() {
  const { market, seller, buyer } = await trading.marketWithTraders({ shares: '10', usd: '100' });
  const sell = await trading.place(seller, {
    ShareName: market.symbol,
    Side: 2,
    OrderType: 2,
    Price: '2.00',
    Quantity: '10',
  });
  const buy = await trading.place(buyer, {
    ShareName: market.symbol,
    Side: 1,
    OrderType: 2,
    Price: '2.00',
    Quantity: '4',
  });
  return { market, seller, buyer, sell, buy };
}

describe("an administrator's view of one order", () => {
  it('shows a resting order’s fill without naming the other investor, and the ledger movements it caused', async () => {
    const { market, seller, buyer, sell, buy } = await partlyFilledSell();
    const response = await orderDetail(sell.OrderId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(buyer.email);
    expect(response.body).not.toContain(buyer.id);
    const detail: AdminOrderDetail = response.json().payload;
    expect(detail).toMatchObject({
      Order: { OrderId: sell.OrderId, Email: seller.email, UserId: seller.id, LastOrderStatus: '1' },
      BaseAsset: market.baseAsset,
      QuoteAsset: 'USD',
      Rejection: null,
      CanReject: true,
    });
    expect(detail.Fills).toEqual([
      expect.objectContaining({
        Price: '2',
        Quantity: '4',
        Cost: '8',
        Fee: '0.02',
        Liquidity: 'maker',
        CounterpartyOrderId: buy.OrderId,
      }),
    ]);
    expect(detail.Movements.map((movement) => [movement.Kind, movement.Changes])).toEqual([
      ['hold', [{ Asset: market.baseAsset, Available: '-10', Held: '10' }]],
      [
        'trade',
        [
          { Asset: market.baseAsset, Available: '0', Held: '-4' },
          { Asset: 'USD', Available: '7.98', Held: '0' },
        ],
      ],
    ]);
    const balances = await trading.balances(seller);
    expect(netChanges(detail.Movements)).toEqual({ [market.baseAsset]: '-4', USD: balances.USD?.available });
  });

  it('shows the taker’s side of the same fill, whose movements are all the buyer’s balance moved', async () => {
    const { market, buyer, sell, buy } = await partlyFilledSell();
    const detail = await detailOf(buy.OrderId);
    expect(detail).toMatchObject({ Order: { LastOrderStatus: '2', Email: buyer.email }, CanReject: false });
    expect(detail.Fills).toEqual([
      expect.objectContaining({ Quantity: '4', Fee: '0.02', Liquidity: 'taker', CounterpartyOrderId: sell.OrderId }),
    ]);
    expect(detail.Movements.map((movement) => movement.Kind)).toEqual(['hold', 'trade']);
    const balances = await trading.balances(buyer);
    expect(balances.USD).toEqual({ available: '91.98', held: '0' });
    expect(netChanges(detail.Movements)).toEqual({ USD: '-8.02', [market.baseAsset]: '4' });
  });

  it('shows a rejected order with the reason, who rejected it, and the rest of its hold given back', async () => {
    const { market, seller, sell } = await partlyFilledSell();
    const reason = 'Price far from the market: likely a typing error';
    const rejected = await call(t.trading, {
      method: 'POST',
      url: '/api/admin/reject-order',
      token: admin.token,
      payload: { orderId: sell.OrderId, reason },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const detail = await detailOf(sell.OrderId);
    expect(detail).toMatchObject({
      Order: { LastOrderStatus: '8' },
      CanReject: false,
      Rejection: { Reason: reason, RejectedBy: admin.email },
    });
    expect(detail.Movements.map((movement) => movement.Kind)).toEqual(['hold', 'trade', 'hold.release']);
    expect(detail.Movements.at(-1)?.Changes).toEqual([{ Asset: market.baseAsset, Available: '6', Held: '-6' }]);
    const balances = await trading.balances(seller);
    expect(balances[market.baseAsset]).toEqual({ available: '6', held: '0' });
    expect(netChanges(detail.Movements)).toEqual({ [market.baseAsset]: '-4', USD: '7.98' });
  });

  it('is not found for an order of another domain, or none at all', async () => {
    const { sell } = await partlyFilledSell();
    await t.createTenant('elsewhere-order-detail.test');
    const foreignAdmin = await createSignedInUser(t, { roles: ['admin'], host: 'elsewhere-order-detail.test' });
    const foreign = await orderDetail(sell.OrderId, foreignAdmin.token, 'elsewhere-order-detail.test');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(sell.OrderId);
    expect((await orderDetail(crypto.randomUUID())).statusCode).toBe(404);
  });

  it('refuses an investor, even about their own order', async () => {
    const { seller, sell } = await partlyFilledSell();
    const response = await orderDetail(sell.OrderId, seller.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('refuses an id that is not an order id with a 400 naming it', async () => {
    for (const id of ['not-an-order', '12345', `${crypto.randomUUID()}x`]) {
      const response = await orderDetail(id);
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: { id: ['Invalid order id'] } });
    }
  });
});
