import { createHash } from 'node:crypto';
import { OrderType, Side, TimeInForce } from '@invest/engine';
import { formatUnits, parseUnits } from '@invest/money';
import { AppError } from '../../../platform/errors';
import { isMarketTrading } from '../markets/market-trading-state';
import { findLastTradePrice, findMarkets, type MarketRow } from '../markets/markets.repository';
import { findOpenOrdersOfMarket } from '../markets/orders.repository';
import { sandboxReferencePrices } from '../markets/sandbox-prices';
import { type CancelOrderDeps, cancelOrder } from '../matching/cancel-order.service';
import { type PlaceOrderDeps, placeOrder, type TradingActor } from '../matching/place-order.service';
import { findSandboxDesks } from './market-maker-accounts';

/**
 * The demo markets the sandbox market maker quotes: the price its reference starts from when the
 * market never traded (and is pulled back toward), the sandbox's reference price of the asset, and
 * the size of each of its quotes in lots.
 */
export const demoQuoting: Readonly<Record<string, { startingPrice: string; quoteLots: bigint }>> = {
  'ACME-USD': { startingPrice: sandboxReferencePrices.ACME, quoteLots: 10n },
  'BTC-USD': { startingPrice: sandboxReferencePrices.BTC, quoteLots: 5n },
  'NWCF-USD': { startingPrice: sandboxReferencePrices.NWCF, quoteLots: 10n },
};

/** Quotes on each side of the reference. */
const levels = 3n;
/** The distance between two quote prices, in basis points of the starting reference. */
const gridBps = 10n;
/** The most the reference moves in one tick at random, in basis points. */
const maxMoveBps = 30;
/** The pull back toward the starting price: this fraction of the distance, per tick. */
const reversionDivisor = 100n;
/** The share of ticks in which the sandbox trader takes the nearest quote in the direction of the move. */
const crossChance = 0.4;

export const defaultMarketMakerSeed = 'meridian-demo';

/** A number in [0, 1) fixed by the seed, the market, what it is drawn for and the tick: one seed, one path. */
export function drawOf(seed: string, symbol: string, purpose: 'walk' | 'cross', step: number): number {
  return createHash('sha256').update(`${seed}:${symbol}:${purpose}:${step}`).digest().readUInt32BE(0) / 2 ** 32;
}

const floorTo = (value: bigint, step: bigint) => (value / step) * step;
const ceilTo = (value: bigint, step: bigint) => floorTo(value + step - 1n, step);
const maxOf = (a: bigint, b: bigint) => (a > b ? a : b);

/**
 * The reference after one tick: moved by up to 0.3 % either way, and pulled back toward `anchor` (the
 * demo starting price) by a hundredth of how far it strayed, so the walk wanders without running off;
 * on the market's tick, never below ten ticks.
 */
export function nextReference(tick: bigint, reference: bigint, anchor: bigint, draw: number): bigint {
  const pullBps = ((anchor - reference) * 10_000n) / anchor / reversionDivisor;
  const moveBps = BigInt(Math.round((draw * 2 - 1) * maxMoveBps)) + pullBps;
  return maxOf(floorTo(reference + (reference * moveBps) / 10_000n, tick), tick * 10n);
}

export interface Quote {
  side: Side;
  priceUnits: bigint;
  quantityUnits: bigint;
}

/**
 * The market maker's limit orders around `reference`, all of one size: its best bid on the grid below
 * it and its best offer on the grid above, then further levels a grid step apart on each side. Prices
 * on a grid keep most quotes in place while the reference moves: a move of one step replaces one
 * quote at each end of the ladder.
 */
export function quotesAround(
  market: Pick<MarketRow, 'lot'>,
  reference: bigint,
  grid: bigint,
  quoteLots: bigint,
): Quote[] {
  const bestBid = floorTo(reference - 1n, grid);
  const bestAsk = ceilTo(reference + 1n, grid);
  const quantityUnits = market.lot * quoteLots;
  const quotes: Quote[] = [];
  for (let level = 0n; level < levels; level += 1n) {
    const bid = bestBid - level * grid;
    if (bid > 0n) quotes.push({ side: Side.Buy, priceUnits: bid, quantityUnits });
    quotes.push({ side: Side.Sell, priceUnits: bestAsk + level * grid, quantityUnits });
  }
  return quotes;
}

/** What one tick did in one market. */
export interface MarketMakerTick {
  tenantId: string;
  symbol: string;
  referenceUnits: bigint;
  placed: number;
  canceled: number;
  /** Orders the trading host refused (a balance too small, an order filled meanwhile): tried again next tick. */
  refused: number;
  /** Whether the sandbox trader took a quote this tick. */
  crossed: boolean;
}

interface Walk {
  anchorUnits: bigint;
  referenceUnits: bigint;
  grid: bigint;
  step: number;
}

/** The market maker places and cancels its orders as an investor's orders are placed and cancelled. */
export type MarketMakerDeps = PlaceOrderDeps & CancelOrderDeps;

export interface MarketMaker {
  /** One round over every demo market of every domain with sandbox investors, open at the clock's time. */
  tick(): Promise<MarketMakerTick[]>;
}

/** Resolves true once the trading host accepted the order, false when it refused it. */
async function accepted(work: Promise<unknown>): Promise<boolean> {
  try {
    await work;
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/**
 * The sandbox market maker of the demo domains. Per market, its reference price walks a path fixed by
 * `seed` (from the last trade price, or the demo starting price); each tick it cancels its quotes that
 * left the grid around the reference and places the missing ones, and now and then the sandbox trader
 * crosses the spread with a small order, so trades, candles and the ticker move. Every order goes
 * through the trading services a client's order takes: holds in the ledger, the market's writer,
 * settlement and realtime events.
 */
export function createMarketMaker(deps: MarketMakerDeps, seed = defaultMarketMakerSeed): MarketMaker {
  const walks = new Map<string, Walk>();

  async function walkOf(market: MarketRow, startingPrice: string): Promise<Walk> {
    const known = walks.get(market.id);
    if (known) return known;
    const anchorUnits = parseUnits(startingPrice, market.priceScale);
    const referenceUnits = (await findLastTradePrice(deps.db, market.id)) ?? anchorUnits;
    const grid = maxOf(market.tick, floorTo((anchorUnits * gridBps) / 10_000n, market.tick));
    return { anchorUnits, referenceUnits, grid, step: 0 };
  }

  const limitOrder = (market: MarketRow, quote: Quote, timeInForce: TimeInForce) => ({
    ShareName: market.symbol,
    Side: quote.side,
    OrderType: OrderType.Limit,
    Price: formatUnits(quote.priceUnits, market.priceScale),
    Quantity: formatUnits(quote.quantityUnits, market.quantityScale),
    TimeInForce: timeInForce,
  });

  async function tickMarket(
    desk: { tenantId: string; maker: TradingActor; taker: TradingActor },
    market: MarketRow,
    settings: { startingPrice: string; quoteLots: bigint },
  ): Promise<MarketMakerTick> {
    const walk = await walkOf(market, settings.startingPrice);
    const moveDraw = drawOf(seed, market.symbol, 'walk', walk.step);
    const referenceUnits = nextReference(market.tick, walk.referenceUnits, walk.anchorUnits, moveDraw);
    const crosses = drawOf(seed, market.symbol, 'cross', walk.step) < crossChance;
    walks.set(market.id, { ...walk, referenceUnits, step: walk.step + 1 });

    const wanted = quotesAround(market, referenceUnits, walk.grid, settings.quoteLots);
    const resting = (await findOpenOrdersOfMarket(deps.db, market.id)).filter(
      (order) => order.userId === desk.maker.userId,
    );
    const stale = resting.filter(
      (order) => !wanted.some((quote) => quote.side === order.side && quote.priceUnits === order.priceUnits),
    );
    const missing = wanted.filter(
      (quote) => !resting.some((order) => order.side === quote.side && order.priceUnits === quote.priceUnits),
    );
    const canceled = await Promise.all(stale.map((order) => accepted(cancelOrder(deps, desk.maker, order.id))));
    const placed = await Promise.all(
      missing.map((quote) =>
        accepted(placeOrder(deps, desk.maker, limitOrder(market, quote, TimeInForce.GoodTillCancel))),
      ),
    );
    let crossed = false;
    if (crosses) {
      const side = moveDraw >= 0.5 ? Side.Buy : Side.Sell;
      const nearest = wanted.find((quote) => quote.side !== side);
      if (nearest) {
        const quantityUnits = market.lot * maxOf(1n, settings.quoteLots / 2n);
        const take = limitOrder(
          market,
          { side, priceUnits: nearest.priceUnits, quantityUnits },
          TimeInForce.ImmediateOrCancel,
        );
        crossed = await accepted(placeOrder(deps, desk.taker, take));
      }
    }
    const count = (outcomes: boolean[], value: boolean) => outcomes.filter((outcome) => outcome === value).length;
    return {
      tenantId: desk.tenantId,
      symbol: market.symbol,
      referenceUnits,
      placed: count(placed, true),
      canceled: count(canceled, true),
      refused: count(placed, false) + count(canceled, false),
      crossed,
    };
  }

  return {
    async tick() {
      const ticks: MarketMakerTick[] = [];
      const now = deps.clock.now();
      for (const desk of await findSandboxDesks(deps.db)) {
        for (const market of await findMarkets(deps.db, desk.tenantId)) {
          const settings = demoQuoting[market.symbol];
          if (settings && isMarketTrading(market, now)) ticks.push(await tickMarket(desk, market, settings));
        }
      }
      return ticks;
    },
  };
}
