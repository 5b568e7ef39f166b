import { z } from 'zod';
import { type ErrorCode, errorCodes } from './errors';
import { assetBalanceSchema, paymentSchema } from './funding';
import { investorAssetSchema } from './investor-assets';
import { notificationSchema } from './notifications';
import { currencySchema, orderSchema } from './trading';

/**
 * Live market data of the trading host (API.md "Websocket messages", SPEC 7 "GET markets"): the
 * websocket protocol at /ws and the candles of GET /api/markets. Prices and quantities are decimal
 * strings as in the REST API; times of candles are Unix seconds (the bar's start, UTC).
 */

/** SPEC 9 chart periods: the size of one candle. */
export const chartPeriods = [
  'day',
  'week',
  'month',
  '3months',
  '6months',
  'year',
  '5years',
  'hour',
  '30minutes',
  '4hours',
] as const;
export type ChartPeriod = (typeof chartPeriods)[number];
export const defaultChartPeriod: ChartPeriod = 'month';

/**
 * How the trading host cuts the candles of each period, in UTC: a fixed number of seconds from the
 * Unix epoch (minutes, hours, days), a week from Monday, or a number of months from the first of
 * their first month (five-year spans from years divisible by five).
 */
export const candleSpans: Readonly<Record<ChartPeriod, { seconds: number } | { months: number } | 'week'>> = {
  '30minutes': { seconds: 1800 },
  hour: { seconds: 3600 },
  '4hours': { seconds: 14_400 },
  day: { seconds: 86_400 },
  week: 'week',
  month: { months: 1 },
  '3months': { months: 3 },
  '6months': { months: 6 },
  year: { months: 12 },
  '5years': { months: 60 },
};

/** The start (Unix seconds) of the candle of `period` that `time` (Unix seconds) falls in. */
export function candleStartOf(period: ChartPeriod, time: number): number {
  const span = candleSpans[period];
  const date = new Date(time * 1000);
  if (span === 'week') return (Math.floor(time / 86_400) - ((date.getUTCDay() + 6) % 7)) * 86_400;
  if ('seconds' in span) return Math.floor(time / span.seconds) * span.seconds;
  const index = Math.floor((date.getUTCFullYear() * 12 + date.getUTCMonth()) / span.months) * span.months;
  return Date.UTC(Math.floor(index / 12), index % 12, 1) / 1000;
}

export const marketChannels = ['trades', 'depth', 'ticker', 'candles'] as const;
export type MarketChannel = (typeof marketChannels)[number];
/** Channels of the signed-in user; they need `{"op":"auth"}` first. */
export const privateChannels = ['orders', 'balances', 'notifications', 'assets'] as const;
export type PrivateChannel = (typeof privateChannels)[number];
/**
 * Channels of the whole domain, open to anyone like the market channels: `currencies` carries a market
 * of GET /api/currencies each time an administrator changes it (its settings, a halt, a resume), and
 * each time it opens or closes by its market hours (within seconds of the minute it does). It sends
 * nothing on subscribing: the client has GET /api/currencies for that.
 */
export const domainChannels = ['currencies'] as const;
export type DomainChannel = (typeof domainChannels)[number];
export type RealtimeChannel = MarketChannel | PrivateChannel | DomainChannel;

/** How many price levels a side of the depth channel carries. */
export const depthLevels = 50;

/**
 * Close codes of the websocket: a client silent for 60 s gets a ping frame (browsers answer it by
 * themselves) and is closed with `idle` if it does not answer within 10 s. A host that is stopping (a
 * restart, a deploy) closes every websocket with `goingAway` (1001) at once; another instance, or the
 * restarted one, answers the reconnect. A client that does not read fast enough is cut off without a
 * close frame (1006 on its side). After any of them, reconnect and subscribe again.
 */
export const realtimeCloseCodes = { idle: 4408, goingAway: 1001 } as const;

const symbolSchema = z.string().min(1).max(64);
const periodSchema = z.enum(chartPeriods, { error: `period is one of ${chartPeriods.join(', ')}` });

function topicSchemas<Op extends 'subscribe' | 'unsubscribe'>(op: Op) {
  return z.discriminatedUnion(
    'channel',
    [
      z.strictObject({ op: z.literal(op), channel: z.enum(['trades', 'depth', 'ticker']), symbol: symbolSchema }),
      z.strictObject({
        op: z.literal(op),
        channel: z.literal('candles'),
        symbol: symbolSchema,
        period: periodSchema.default(defaultChartPeriod),
      }),
      z.strictObject({ op: z.literal(op), channel: z.enum(privateChannels) }),
      z.strictObject({ op: z.literal(op), channel: z.enum(domainChannels) }),
    ],
    { error: `channel is one of ${[...marketChannels, ...privateChannels, ...domainChannels].join(', ')}` },
  );
}

export const subscribeMessageSchema = topicSchemas('subscribe');
export type SubscribeMessage = z.infer<typeof subscribeMessageSchema>;
export const unsubscribeMessageSchema = topicSchemas('unsubscribe');
export type UnsubscribeMessage = z.infer<typeof unsubscribeMessageSchema>;

/** `token`: the access token of the HTTP API (a JWT), verified the same way. */
export const authMessageSchema = z.strictObject({ op: z.literal('auth'), token: z.string().min(1).max(4096) });
export const pingMessageSchema = z.strictObject({ op: z.literal('ping') });

/** Everything a client may send. */
export const clientMessageSchema = z.discriminatedUnion(
  'op',
  [authMessageSchema, pingMessageSchema, subscribeMessageSchema, unsubscribeMessageSchema],
  { error: 'op is one of auth, subscribe, unsubscribe, ping' },
);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** One trade of a market; `side` is the taker's (1 buy, 2 sell), `time` ISO 8601. */
export const marketTradeSchema = z.object({
  id: z.string(),
  price: z.string(),
  quantity: z.string(),
  side: z.union([z.literal(1), z.literal(2)]),
  time: z.string(),
});
export type MarketTrade = z.infer<typeof marketTradeSchema>;

/** [price, total quantity resting at that price]. */
export const depthLevelSchema = z.tuple([z.string(), z.string()]);
/** The book aggregated per price, best first, at most `depthLevels` per side. */
export const marketDepthSchema = z.object({ bids: z.array(depthLevelSchema), asks: z.array(depthLevelSchema) });
export type MarketDepth = z.infer<typeof marketDepthSchema>;

/**
 * SPEC 3 currentMarketInfo over the last 24 hours: last price (null before the first trade), its
 * change in percent from the last price 24 hours ago (or the first since, rounded to two decimals),
 * the quote-asset value traded, and the highest and lowest prices (null without trades).
 */
export const marketTickerSchema = z.object({
  Price: z.string().nullable(),
  PriceDiffPct: z.string(),
  PricedVolume: z.string(),
  High: z.string().nullable(),
  Low: z.string().nullable(),
});
export type MarketTicker = z.infer<typeof marketTickerSchema>;

/** One bar; `time` is its start in Unix seconds, `volume` the base quantity traded. */
export const candleSchema = z.object({
  time: z.number().int(),
  open: z.string(),
  high: z.string(),
  low: z.string(),
  close: z.string(),
  volume: z.string(),
});
export type Candle = z.infer<typeof candleSchema>;

/**
 * A change of one of the user's notifications: payments are announced as they are made and change
 * status; a notification of the centre (GET /v1/notifications) as it is made, with the user's unread
 * count after it.
 */
export const realtimeNotificationSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('payment'), payment: paymentSchema }),
  z.object({ type: z.literal('notification'), notification: notificationSchema, unread: z.number().int().min(0) }),
]);
export type RealtimeNotification = z.infer<typeof realtimeNotificationSchema>;

/** Everything the server sends on a channel: `{channel, symbol, data}`. */
export const channelMessageSchema = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('trades'), symbol: z.string(), data: marketTradeSchema }),
  z.object({ channel: z.literal('depth'), symbol: z.string(), data: marketDepthSchema }),
  z.object({ channel: z.literal('ticker'), symbol: z.string(), data: marketTickerSchema }),
  z.object({ channel: z.literal('candles'), symbol: z.string(), period: z.enum(chartPeriods), data: candleSchema }),
  z.object({ channel: z.literal('orders'), data: orderSchema }),
  /** Every balance of the user, as GET /v1/dashboard shows them: on subscribing, then on each change. */
  z.object({ channel: z.literal('balances'), data: z.array(assetBalanceSchema) }),
  z.object({ channel: z.literal('notifications'), data: realtimeNotificationSchema }),
  /**
   * The user's assets as GET /v1/assets lists them: on subscribing, then each time the set of assets
   * the user holds (a balance above zero) changes: a first fill or deposit of an asset, the last of
   * one sold or withdrawn. Balances that move within the same assets send nothing here.
   */
  z.object({ channel: z.literal('assets'), data: z.array(investorAssetSchema) }),
  /** A market of the domain as GET /api/currencies shows it, after an administrator changed it or it opened or closed. */
  z.object({ channel: z.literal('currencies'), data: currencySchema }),
]);
export type ChannelMessage = z.infer<typeof channelMessageSchema>;

const topicEchoShape = {
  channel: z.enum([...marketChannels, ...privateChannels, ...domainChannels]).optional(),
  symbol: z.string().optional(),
  period: z.enum(chartPeriods).optional(),
};

/** Replies to the client's ops: `subscribed`/`unsubscribed` echo the topic; `error` says why one was refused. */
export const replyMessageSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('pong') }),
  z.object({ op: z.literal('authenticated') }),
  z.object({ op: z.literal('subscribed'), ...topicEchoShape }),
  z.object({ op: z.literal('unsubscribed'), ...topicEchoShape }),
  z.object({
    op: z.literal('error'),
    /** API.md codes: VALIDATION (a message not of this protocol), UNAUTHENTICATED, NOT_FOUND (no such market), RATE_LIMITED. */
    code: z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    ...topicEchoShape,
  }),
]);
export type ReplyMessage = z.infer<typeof replyMessageSchema>;

export const serverMessageSchema = z.union([channelMessageSchema, replyMessageSchema]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** GET /api/markets (SPEC 7): bars of `symbol`, TradingView-style (`from` inclusive, `to` exclusive, Unix seconds). */
export const marketBarsQuerySchema = z.strictObject({
  symbol: symbolSchema,
  level: z.enum(chartPeriods, { error: `level is one of ${chartPeriods.join(', ')}` }).default(defaultChartPeriod),
  /** Must be before `to`. */
  from: z.coerce.number().int().min(0).max(32_503_680_000).optional(),
  /** Now when absent. */
  to: z.coerce.number().int().min(1).max(32_503_680_000).optional(),
  /** Up to this many bars ending before `to`, however far back; takes priority over `from`. Without either, 300. */
  countBack: z.coerce.number().int().min(1).max(5000).optional(),
});
export type MarketBarsQuery = z.infer<typeof marketBarsQuerySchema>;

/** No bars: `noData`, and `nextTime` is the start of the latest bar before the range (null if none). */
export const marketBarsSchema = z.object({
  bars: z.array(candleSchema),
  noData: z.boolean(),
  nextTime: z.number().int().nullable(),
});
export type MarketBars = z.infer<typeof marketBarsSchema>;
