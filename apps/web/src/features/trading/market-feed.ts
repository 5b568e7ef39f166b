import type { Currency } from '@invest/contracts';
import type { Candle, MarketBars, MarketTrade } from '@invest/contracts/realtime';

/** How many recent trades the screen keeps. */
const recentTradesShown = 50;

/** The bars after a live candle: the bar of its time replaced, or added in time order. */
export function withCandle(bars: MarketBars, candle: Candle): MarketBars {
  const others = bars.bars.filter((bar) => bar.time !== candle.time);
  return { ...bars, noData: false, bars: [...others, candle].sort((a, b) => a.time - b.time) };
}

/** The recent trades after a live one: newest first, each once, at most `recentTradesShown`. */
export function withTrade(trades: readonly MarketTrade[], trade: MarketTrade): MarketTrade[] {
  const others = trades.filter((candidate) => candidate.id !== trade.id);
  return [trade, ...others].sort((a, b) => b.time.localeCompare(a.time)).slice(0, recentTradesShown);
}

/** The markets after one changed (an administrator's change, a halt): that market replaced, or a new one added in symbol order. */
export function withCurrency(markets: readonly Currency[], market: Currency): Currency[] {
  const others = markets.filter((candidate) => candidate.Symbol !== market.Symbol);
  return [...others, market].sort((a, b) => a.Symbol.localeCompare(b.Symbol));
}
