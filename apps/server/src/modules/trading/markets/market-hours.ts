/**
 * When a market trades: from `opensAtMinute` to `closesAtMinute` (minutes after midnight UTC) on each
 * of its trading days. A session that closes at or before it opens ends the next day, so one that
 * closes when it opens lasts 24 hours.
 */
export interface MarketHours {
  opensAtMinute: number;
  closesAtMinute: number;
  /** SPEC 4 weekdays: 1 Sunday .. 7 Saturday. */
  tradingDays: readonly number[];
}

const minutesPerDay = 24 * 60;

const minuteMs = 60_000;

const dayMs = minutesPerDay * minuteMs;

/** SPEC 4 and 9: 06:00 to 02:00 UTC on weekdays 2 to 7 (Monday to Saturday), no holidays. */
export const specDefaultHours: MarketHours = {
  opensAtMinute: 6 * 60,
  closesAtMinute: 2 * 60,
  tradingDays: [2, 3, 4, 5, 6, 7],
};

/** Every day from 00:00 UTC to the next 00:00: never closed. Day orders end at midnight UTC. */
export const aroundTheClockHours: MarketHours = {
  opensAtMinute: 0,
  closesAtMinute: 0,
  tradingDays: [1, 2, 3, 4, 5, 6, 7],
};

/**
 * When the session open at `now` started, or null while the market is closed. A session that
 * closes at or before it opens ends the next day: the 06:00 to 02:00 session of Saturday runs
 * until Sunday 02:00, and Monday 00:00 to 02:00 belongs to Sunday, which has no session.
 */
export function sessionStartOf(hours: MarketHours, now: Date): Date | null {
  const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
  const weekday = now.getUTCDay() + 1;
  const previousWeekday = ((weekday + 5) % 7) + 1;
  const tradesOn = (day: number) => hours.tradingDays.includes(day);
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const openedToday = new Date(midnight + hours.opensAtMinute * minuteMs);
  if (hours.opensAtMinute < hours.closesAtMinute) {
    const isOpen = tradesOn(weekday) && minute >= hours.opensAtMinute && minute < hours.closesAtMinute;
    return isOpen ? openedToday : null;
  }
  if (tradesOn(weekday) && minute >= hours.opensAtMinute) return openedToday;
  if (tradesOn(previousWeekday) && minute < hours.closesAtMinute) {
    return new Date(openedToday.getTime() - dayMs);
  }
  return null;
}

export function isMarketOpen(hours: MarketHours, now: Date): boolean {
  return sessionStartOf(hours, now) !== null;
}

/**
 * When a market closed at `now` opens next: the first opening after `now`, a week ahead at the most.
 * Null while it is open, and for a market that has no trading day.
 */
export function nextOpeningOf(hours: MarketHours, now: Date): Date | null {
  if (isMarketOpen(hours, now)) return null;
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let days = 0; days <= 7; days += 1) {
    const opening = new Date(midnight + days * dayMs + hours.opensAtMinute * minuteMs);
    if (opening > now && hours.tradingDays.includes(opening.getUTCDay() + 1)) return opening;
  }
  return null;
}

/** A minute of the day as HH:mm. */
export function formatMinute(minute: number): string {
  const hours = Math.floor((minute % minutesPerDay) / 60);
  return `${String(hours).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}
