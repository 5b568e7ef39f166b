import type { InvestorAsset, ServerMessage } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createMarketWithTraders, createTrader, placeOrder } from '../trading.test-factories';
import { isReply, onChannel, useSockets } from './realtime-test-client';

const t = useTestApp();
const sockets = useSockets(t);

/** A client signed in with `token`, subscribed to the given private channels. */
async function connectAs(token: string, channels: string[]) {
  const client = await sockets.connect();
  await client.request({ op: 'auth', token }, isReply('authenticated'));
  for (const channel of channels) {
    await client.request({ op: 'subscribe', channel }, isReply('subscribed', channel));
  }
  return client;
}

const isAssets = onChannel('assets');

/** What the message says the user holds of `asset`. */
function holdingOf(message: ServerMessage, asset: string) {
  const list = 'data' in message ? (message.data as InvestorAsset[]) : [];
  const found = list.find((candidate) => candidate.Symbol === asset);
  return found && { Available: found.Available, Held: found.Held };
}

/** A balances message in which the user's balance of `asset` matches. */
const balancesWith =
  (asset: string, matches: (balance: { available: string; held: string }) => boolean) => (message: ServerMessage) =>
    onChannel('balances')(message) &&
    'data' in message &&
    (message.data as { asset: string; available: string; held: string }[]).some(
      (balance) => balance.asset === asset && matches(balance),
    );

async function assetsOf(token: string) {
  const response = await call(t.api, { method: 'GET', url: '/v1/assets', token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload as InvestorAsset[];
}

describe('the assets channel of the websocket', () => {
  it('sends the list of GET /v1/assets on subscribing, again when a first fill brings a new asset, and not when a second fill adds to it', async () => {
    const { market, seller, buyer } = await createMarketWithTraders(t, { shares: '2', usd: '100' });
    const bystander = await createTrader(t, { USD: '10' });
    const buyerClient = await connectAs(buyer.token, ['assets', 'balances']);
    const sellerClient = await connectAs(seller.token, ['assets']);
    const bystanderClient = await connectAs(bystander.token, ['assets']);
    const asset = market.baseAsset;
    expect(await buyerClient.waitFor(isAssets)).toEqual({ channel: 'assets', data: await assetsOf(buyer.token) });
    expect(holdingOf(await sellerClient.waitFor(isAssets), asset)).toEqual({ Available: '2', Held: '0' });
    const buy = { ShareName: market.symbol, Side: 1, OrderType: 2, Price: '7', Quantity: '1' };

    await placeOrder(t, seller, { ...buy, Side: 2, Quantity: '2' });
    await placeOrder(t, buyer, buy);
    await t.drainOutbox();
    const afterFirstFill = await buyerClient.waitFor(
      (message) => isAssets(message) && holdingOf(message, asset)?.Available === '1',
    );
    expect(afterFirstFill).toEqual({ channel: 'assets', data: await assetsOf(buyer.token) });

    await placeOrder(t, buyer, buy);
    await t.drainOutbox();
    // The seller's last share is sold: the asset went to zero.
    expect(
      await sellerClient.waitFor(
        (message) =>
          isAssets(message) && holdingOf(message, asset)?.Available === '0' && holdingOf(message, asset)?.Held === '0',
      ),
    ).toEqual({ channel: 'assets', data: await assetsOf(seller.token) });
    await buyerClient.waitFor(balancesWith(asset, (balance) => balance.available === '2'));
    // A later change of the buyer's balances is sent after everything the second fill caused.
    await placeOrder(t, buyer, { ...buy, Price: '5' });
    await t.drainOutbox();
    await buyerClient.waitFor(balancesWith('USD', (balance) => balance.held !== '0'));

    expect(buyerClient.received.filter(isAssets)).toHaveLength(2);
    expect(bystanderClient.received.filter(isAssets)).toHaveLength(1);
  });
});
