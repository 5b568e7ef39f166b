import type { AddressInfo } from 'node:net';
import type { DomainSettings } from '@invest/contracts';
import type { ClientMessage } from '@invest/contracts/realtime';
import { configureStore } from '@reduxjs/toolkit';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocketServer, WebSocket as WsWebSocket } from 'ws';
import { settingsLoaded } from '../../app/app.slice';
import { initI18n, loadTexts } from '../../app/i18n/i18n';
import { Providers } from '../../app/providers';
import { rootReducer } from '../../app/root-reducer';
import type { ApiExtra } from '../../shared/api/base-query';
import { realtimeClient } from '../../shared/realtime/realtime-connection';
import type { AppStore } from '../../shared/store/app-store';
import { makeSession, makeShareMarket, makeUser } from '../../test-support/factories';
import { apiSession, authSlice } from '../auth';
import { tradingApi } from './trading.api';
import { TradingPage } from './trading-page';

initI18n();

const settings = { company_name: 'Harbor Invest', wording: {}, theme_config: {} } as unknown as DomainSettings;
const open = makeShareMarket();
const closedByItsHours = makeShareMarket({ IsMarketOpen: false, NextOpenAt: '2026-03-03T06:00:00.000Z' });

/** The trading host's websocket: what each client subscribed, and a way to send every client a message. */
let host: WebSocketServer;
const subscribed: ClientMessage[] = [];
/** Every request the page's API client made. */
const requests: string[] = [];

beforeAll(async () => {
  await loadTexts('trading');
  host = new WebSocketServer({ port: 0 });
  await new Promise<void>((resolve) => host.once('listening', () => resolve()));
  host.on('connection', (socket) =>
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as ClientMessage;
      if (message.op === 'subscribe') subscribed.push(message);
    }),
  );
  // The page's one websocket is made for the page's origin (the trading host in development).
  vi.stubGlobal('WebSocket', WsWebSocket);
  vi.stubGlobal('window', { location: { origin: `http://127.0.0.1:${(host.address() as AddressInfo).port}` } });
  realtimeClient();
  vi.unstubAllGlobals();
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    return new Response(JSON.stringify({ success: true, message: 'OK', payload: [open] }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
});

afterAll(async () => {
  realtimeClient().close();
  vi.unstubAllGlobals();
  await new Promise<void>((resolve) => host.close(() => resolve()));
});

function createStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: { session: apiSession } satisfies ApiExtra } }).concat(
        tradingApi.middleware,
      ),
  });
  store.dispatch(settingsLoaded(settings));
  store.dispatch(
    authSlice.actions.signedIn(makeSession('token', makeUser({ investor_id: null })), { verifiedWithCode: false }),
  );
  return store;
}

function drawTradingPage(store: ReturnType<typeof createStore>): string {
  return renderToString(
    <Providers store={store as unknown as AppStore} styleNonce={() => 'n0nce'}>
      <StaticRouter location={`/trading/${open.Symbol}`}>
        <Routes>
          <Route path="/trading/:symbol" element={<TradingPage />} />
        </Routes>
      </StaticRouter>
    </Providers>,
  );
}

describe('the trading screen kept live by the currencies channel', () => {
  it('shows the market closed as soon as the channel says it closed, without asking for the markets again', async () => {
    const store = createStore();
    const markets = store.dispatch(tradingApi.endpoints.currencies.initiate());
    await markets;
    expect(drawTradingPage(store)).not.toContain('The market is closed');

    await vi.waitFor(() => expect(subscribed).toContainEqual({ op: 'subscribe', channel: 'currencies' }));
    for (const client of host.clients) client.send(JSON.stringify({ channel: 'currencies', data: closedByItsHours }));

    await vi.waitFor(() => expect(drawTradingPage(store)).toContain('The market is closed'));
    expect(drawTradingPage(store)).toContain('Market closed · opens Tuesday 06:00 UTC');
    expect(requests).toHaveLength(1);
    markets.unsubscribe();
  });
});
