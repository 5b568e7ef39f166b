import { AppError } from '../../../platform/errors';
import { nextOpeningOf } from '../markets/market-hours';
import type { MarketRow } from '../markets/markets.repository';

/** SPEC 8 TRD-5 for a market an administrator halted: it takes orders again once it is resumed. */
export const marketHalted = (market: Pick<MarketRow, 'symbol'>) =>
  new AppError('TRD-5', `The market ${market.symbol} is halted by the platform; orders can be placed once it resumes`);

/**
 * SPEC 8 TRD-5: the market does not trade now, because it is halted, or it is outside its hours and
 * opens next at the time told (SPEC 9 date format, UTC).
 */
export function marketClosed(market: MarketRow, now: Date): AppError {
  if (market.haltedAt) return marketHalted(market);
  const opening = nextOpeningOf(market, now);
  const when = opening ? ` until ${opening.toISOString().slice(0, 19).replace('T', ' ')} UTC` : '';
  return new AppError('TRD-5', `The market ${market.symbol} is closed${when}`);
}
