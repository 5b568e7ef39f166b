import type { Currency } from '@invest/contracts';
import type { TFunction } from 'i18next';

/** SPEC 4 weekdays 1 (Sunday) to 7 (Saturday), as keys of the trading texts. */
export const weekdayKeys = ['1', '2', '3', '4', '5', '6', '7'] as const;

/**
 * What the screen says of a closed market: that it is closed and, when the host tells (NextOpenAt),
 * the weekday and time (UTC) it opens next, as its market hours are told.
 */
export function closedMarketText(market: Pick<Currency, 'NextOpenAt'>, t: TFunction): string {
  const opening = market.NextOpenAt ? new Date(market.NextOpenAt) : null;
  const day = opening ? weekdayKeys[opening.getUTCDay()] : undefined;
  if (!opening || !day) return t('trading.live.closed');
  return t('trading.live.closedUntil', {
    day: t(`trading.weekdays.${day}`),
    time: opening.toISOString().slice(11, 16),
  });
}
