import type { AmendOrderRequest, Currency, Order, Page, PlaceOrderRequest, TradingAsset } from '@invest/contracts';
import type {
  ChannelMessage,
  ChartPeriod,
  MarketBars,
  MarketDepth,
  MarketTicker,
  MarketTrade,
} from '@invest/contracts/realtime';
import { shownOpenOrderStatusCodes } from '@invest/contracts/trading-codes';
import { api } from '../../shared/api/api';
import { type ApiError, isApiError } from '../../shared/api/api-error';
import type { Topic } from '../../shared/realtime/realtime-client';
import { realtimeClient } from '../../shared/realtime/realtime-connection';
import { withCandle, withCurrency, withTrade } from './market-feed';
import { filledStatus, type OrdersQuery, withFilledOrder, withOpenOrder } from './order-lists';

/** How many candles the chart asks for. */
const barsShown = 300;
/** The most open orders of each open status the screen lists. */
const openOrdersLimit = 100;
/** Filled orders per page. */
export const filledOrdersPageSize = 10;

interface LiveCache<Data> {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  updateCachedData: (update: (draft: Data) => Data | undefined) => void;
}

/**
 * Keeps a cache entry live for as long as it exists: follows `topic` on the websocket once the first
 * answer is in, and folds each message into the cached data.
 */
async function followLive<Data, Channel extends Topic['channel']>(
  cache: LiveCache<Data>,
  topic: Topic & { channel: Channel },
  fold: (data: Data, message: Extract<ChannelMessage, { channel: Channel }>) => Data,
) {
  try {
    await cache.cacheDataLoaded;
  } catch {
    return;
  }
  const stop = realtimeClient().subscribe(topic, (message) =>
    cache.updateCachedData((data) => fold(data, message as Extract<ChannelMessage, { channel: Channel }>)),
  );
  await cache.cacheEntryRemoved;
  stop();
}

const emptyDepth: MarketDepth = { bids: [], asks: [] };

export const tradingApi = api.enhanceEndpoints({ addTagTypes: ['Orders', 'Markets'] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * SPEC 7 GET currencies: the markets, with what the order form needs to price and size an order,
     * kept live by the websocket's currencies channel (an administrator's change or halt shows at once).
     */
    currencies: build.query<Currency[], void>({
      query: () => '/api/currencies',
      providesTags: ['Markets'],
      onCacheEntryAdded: (_none, cache) =>
        followLive(cache, { channel: 'currencies' }, (markets, message) => withCurrency(markets, message.data)),
    }),
    /** The base asset of each market with its last price, for the market list. */
    tradingAssets: build.query<TradingAsset[], void>({
      query: () => '/api/assets',
      providesTags: ['Markets'],
    }),
    /** SPEC 7 GET markets: the candles of a market, then each live candle of the websocket. */
    marketBars: build.query<MarketBars, { symbol: string; period: ChartPeriod }>({
      query: ({ symbol, period }) => ({ url: '/api/markets', params: { symbol, level: period, countBack: barsShown } }),
      onCacheEntryAdded: ({ symbol, period }, cache) =>
        followLive(cache, { channel: 'candles', symbol, period }, (bars, message) => withCandle(bars, message.data)),
    }),
    /** The order book, from the websocket's depth channel (each message is the whole book). */
    marketDepth: build.query<MarketDepth, string>({
      queryFn: () => ({ data: emptyDepth }),
      onCacheEntryAdded: (symbol, cache) =>
        followLive(cache, { channel: 'depth', symbol }, (_depth, message) => message.data),
      keepUnusedDataFor: 0,
    }),
    marketTrades: build.query<MarketTrade[], string>({
      queryFn: () => ({ data: [] }),
      onCacheEntryAdded: (symbol, cache) =>
        followLive(cache, { channel: 'trades', symbol }, (trades, message) => withTrade(trades, message.data)),
      keepUnusedDataFor: 0,
    }),
    /** SPEC 3 currentMarketInfo, from the ticker channel; null until the first message. */
    marketTicker: build.query<MarketTicker | null, string>({
      queryFn: () => ({ data: null }),
      onCacheEntryAdded: (symbol, cache) =>
        followLive(cache, { channel: 'ticker', symbol }, (_ticker, message) => message.data),
      keepUnusedDataFor: 0,
    }),
    /** The investor's open orders (statuses 0, A and 1, or 9 while their market is halted), newest first, kept live. */
    openOrders: build.query<Order[], OrdersQuery>({
      async queryFn(query, _api, _extra, baseQuery) {
        const pages = await Promise.all(
          shownOpenOrderStatusCodes.map((status) =>
            baseQuery({ url: '/api/orders', params: { ...query, status, limit: openOrdersLimit } }),
          ),
        );
        const failed = pages.find((page) => page.error);
        if (failed?.error) return { error: failed.error as ApiError };
        const orders = pages.flatMap((page) => (page.data as Page<Order>).items);
        return { data: orders.sort((a, b) => b.TransactionTime.localeCompare(a.TransactionTime)) };
      },
      providesTags: ['Orders'],
      onCacheEntryAdded: (query, cache) =>
        followLive(cache, { channel: 'orders' }, (orders, message) => withOpenOrder(orders, message.data, query)),
    }),
    /** The investor's filled orders, newest first, a page at a time. */
    filledOrders: build.query<Page<Order>, OrdersQuery & { page: number }>({
      query: (query) => ({
        url: '/api/orders',
        params: { ...query, status: filledStatus, limit: filledOrdersPageSize },
      }),
      providesTags: ['Orders'],
      onCacheEntryAdded: (query, cache) =>
        followLive(cache, { channel: 'orders' }, (page, message) => withFilledOrder(page, message.data, query)),
    }),
    /** An order refused because the market has closed (TRD-5) asks for the markets again, so the screen shows it closed. */
    placeOrder: build.mutation<Order, { body: PlaceOrderRequest; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ url: '/api/orders', method: 'POST', body, idempotencyKey }),
      invalidatesTags: (_order, error) =>
        isApiError(error) && error.code === 'TRD-5' ? ['Orders', 'Balances', 'Markets'] : ['Orders', 'Balances'],
      extraOptions: { formErrors: true },
    }),
    /** Cancel-replace of an open order: the answer is the replacement; the original ends Replaced. */
    amendOrder: build.mutation<Order, { orderId: string; body: AmendOrderRequest; idempotencyKey: string }>({
      query: ({ orderId, body, idempotencyKey }) => ({
        url: `/api/orders/${orderId}/amend`,
        method: 'POST',
        body,
        idempotencyKey,
      }),
      invalidatesTags: ['Orders', 'Balances'],
    }),
    cancelOrder: build.mutation<Order, string>({
      query: (orderId) => ({ url: '/api/orders/cancel', method: 'POST', body: { orderId } }),
      invalidatesTags: ['Orders', 'Balances'],
      extraOptions: { formErrors: true },
    }),
  }),
});

export const {
  useCurrenciesQuery,
  useTradingAssetsQuery,
  useMarketBarsQuery,
  useMarketDepthQuery,
  useMarketTradesQuery,
  useMarketTickerQuery,
  useOpenOrdersQuery,
  useFilledOrdersQuery,
  usePlaceOrderMutation,
  useAmendOrderMutation,
  useCancelOrderMutation,
} = tradingApi;

export const invalidateOrders = () => tradingApi.util.invalidateTags(['Orders', 'Balances']);
