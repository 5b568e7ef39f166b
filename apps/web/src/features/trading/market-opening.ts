import type { Currency } from '@invest/contracts';
import type { TFunction } from 'i18next';

/** SPEC 4 weekdays 1 (Sunday) to 7 (Saturday), as keys of the trading texts. */
export const weekdayKeys = ['1', '2', '3', '4', '5', '6', '7'] as const;

/**
 * What the screen says of a closed market: that the platform halted it, or that it is closed and,
 * when the host tells (NextOpenAt), the weekday and time (UTC) it opens next, as its market hours are told.
 */
export function closedMarketText(market: Pick<Currency, 'NextOpenAt' | 'IsHalted'>, t: TFunction): string {
  if (market.IsHalted) return t('trading.live.halted');
  const opening = market.NextOpenAt ? new Date(market.NextOpenAt) : null;
  const day = opening ? weekdayKeys[opening.getUTCDay()] : undefined;
  if (!opening || !day) return t('trading.live.closed');
  return t('trading.live.closedUntil', {
    day: t(`trading.weekdays.${day}`),
    time: opening.toISOString().slice(11, 16),
  });
}

/**
 * A market's trading days in words (SPEC 4 weekdays, 1 Sunday .. 7 Saturday): a run of three or more
 * days as a range ("Monday to Saturday"), any other set as a list.
 */
export function tradingDaysText(days: readonly number[], t: TFunction): string {
  const names = [...days]
    .sort((a, b) => a - b)
    .flatMap((day) => {
      const key = weekdayKeys[day - 1];
      return key ? [t(`trading.weekdays.${key}`)] : [];
    });
  const isRun = days.length > 2 && Math.max(...days) - Math.min(...days) === days.length - 1;
  return isRun ? t('trading.dayRange', { from: names[0], to: names.at(-1) }) : names.join(', ');
}
