import type { ServerMessage } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { createMarket, usdShareMarket } from '../markets/markets.service';
import { createMarketWithTraders, createTestMarket, createTrader, placeOrder } from '../trading.test-factories';
import { isReply, onChannel, useSockets } from './realtime-test-client';

const t = useTestApp();
const { connect } = useSockets(t);

const subscribed = (channel: string) => isReply('subscribed', channel);

describe('the market channels of the websocket', () => {
  it('sends the book, ticker and candle on subscribing, then a trade placed through POST /api/orders on every channel', async () => {
    const { market, seller, buyer } = await createMarketWithTraders(t, { shares: '100', usd: '1000' });
    await placeOrder(t, seller, { ShareName: market.symbol, Side: 2, OrderType: 2, Price: '12.34', Quantity: '10' });
    await placeOrder(t, seller, { ShareName: market.symbol, Side: 2, OrderType: 2, Price: '12.50', Quantity: '3' });
    const client = await connect();

    await client.request({ op: 'subscribe', channel: 'depth', symbol: market.symbol }, subscribed('depth'));
    await client.request({ op: 'subscribe', channel: 'ticker', symbol: market.symbol }, subscribed('ticker'));
    await client.request({ op: 'subscribe', channel: 'trades', symbol: market.symbol }, subscribed('trades'));
    await client.request(
      { op: 'subscribe', channel: 'candles', symbol: market.symbol, period: 'hour' },
      subscribed('candles'),
    );
    expect(client.received.filter((message) => !('op' in message))).toEqual([
      {
        channel: 'depth',
        symbol: market.symbol,
        data: {
          bids: [],
          asks: [
            ['12.34', '10'],
            ['12.5', '3'],
          ],
        },
      },
      {
        channel: 'ticker',
        symbol: market.symbol,
        data: { Price: null, PriceDiffPct: '0', PricedVolume: '0', High: null, Low: null },
      },
    ]);

    const bought = await placeOrder(t, buyer, {
      ShareName: market.symbol,
      Side: 1,
      OrderType: 2,
      Price: '12.34',
      Quantity: '4',
    });

    const trade = await client.waitFor(onChannel('trades'));
    expect(trade).toEqual({
      channel: 'trades',
      symbol: market.symbol,
      data: {
        id: bought.Reports[0]?.ExecutionId,
        price: '12.34',
        quantity: '4',
        side: 1,
        time: '2026-03-02T12:00:00.000Z',
      },
    });
    const isDepthAfterTrade = (message: ServerMessage) =>
      onChannel('depth')(message) && JSON.stringify(message).includes('"6"');
    expect(await client.waitFor(isDepthAfterTrade)).toMatchObject({
      data: {
        bids: [],
        asks: [
          ['12.34', '6'],
          ['12.5', '3'],
        ],
      },
    });
    const isTickerAfterTrade = (message: ServerMessage) =>
      onChannel('ticker')(message) && 'data' in message && (message.data as { Price: unknown }).Price !== null;
    expect(await client.waitFor(isTickerAfterTrade)).toMatchObject({
      data: { Price: '12.34', PriceDiffPct: '0', PricedVolume: '49.36', High: '12.34', Low: '12.34' },
    });
    expect(await client.waitFor(onChannel('candles'))).toEqual({
      channel: 'candles',
      symbol: market.symbol,
      period: 'hour',
      data: {
        time: Date.UTC(2026, 2, 2, 12) / 1000,
        open: '12.34',
        high: '12.34',
        low: '12.34',
        close: '12.34',
        volume: '4',
      },
    });
  });

  it('stops sending a channel once unsubscribed', async () => {
    const market = await createTestMarket(t);
    const seller = await createTrader(t, { [market.baseAsset]: '10' });
    const client = await connect();
    await client.request({ op: 'subscribe', channel: 'depth', symbol: market.symbol }, subscribed('depth'));
    await client.request({ op: 'unsubscribe', channel: 'depth', symbol: market.symbol }, isReply('unsubscribed'));
    const before = client.received.length;

    await placeOrder(t, seller, { ShareName: market.symbol, Side: 2, OrderType: 2, Price: '5', Quantity: '1' });
    await client.roundTrip();

    expect(client.received.slice(before)).toEqual([{ op: 'pong' }]);
  });

  it("refuses another tenant's market, which that tenant's own clients get", async () => {
    const otherTenant = await t.createTenant('other-market.test');
    const foreign = await createMarket(t.context.database.db, otherTenant, usdShareMarket('FRGN', 'Foreign share'));
    const client = await connect();
    const refused = await client.request(
      { op: 'subscribe', channel: 'depth', symbol: foreign.symbol },
      isReply('error', 'depth'),
    );
    expect(refused).toEqual({
      op: 'error',
      code: 'NOT_FOUND',
      message: `There is no market ${foreign.symbol}`,
      channel: 'depth',
      symbol: foreign.symbol,
    });
    expect(client.received.some(onChannel('depth'))).toBe(false);

    const local = await connect({ host: 'other-market.test' });
    await local.request({ op: 'subscribe', channel: 'depth', symbol: foreign.symbol }, subscribed('depth'));
    expect(await local.waitFor(onChannel('depth'))).toMatchObject({ data: { bids: [], asks: [] } });
  });

  it('answers a ping with a pong, and a message not of the protocol with an error', async () => {
    const client = await connect();
    expect(await client.request({ op: 'ping' }, isReply('pong'))).toEqual({ op: 'pong' });

    const unknown = await client.request({ op: 'subscribe', channel: 'gossip', symbol: 'X' }, isReply('error'));
    expect(unknown).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining('channel is one of trades') });
    client.socket.send('not json');
    expect(
      await client.waitFor((message) => 'op' in message && message.op === 'error' && message !== unknown),
    ).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringContaining('JSON'),
    });
    const period = await client.request(
      { op: 'subscribe', channel: 'candles', symbol: 'X', period: '2minutes' },
      (message) => 'op' in message && message.op === 'error' && String(message.message).includes('period'),
    );
    expect(period).toMatchObject({ code: 'VALIDATION' });
  });
});
