import { isMarketOpen, type MarketHours, nextOpeningOf } from './market-hours';

/** What decides whether a market trades now: its hours, and an administrator's halt (null when none). */
export interface MarketSchedule extends MarketHours {
  haltedAt: Date | null;
}

/**
 * Whether the market takes orders and matches now: within its hours and not halted. A halt stops
 * trading whatever the hours say, until an administrator resumes the market.
 */
export function isMarketTrading(market: MarketSchedule, now: Date): boolean {
  return market.haltedAt === null && isMarketOpen(market, now);
}

/** When a market that does not trade now opens next by its hours; null while it trades, and while it is halted (it opens when it is resumed). */
export function nextTradingOf(market: MarketSchedule, now: Date): Date | null {
  return market.haltedAt === null ? nextOpeningOf(market, now) : null;
}
