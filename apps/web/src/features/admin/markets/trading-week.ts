/** Market hours as the chart reads them: HH:mm UTC, and SPEC 4 weekdays (1 Sunday .. 7 Saturday). */
export interface WeekHours {
  Open: string;
  Close: string;
  Days: readonly number[];
}

/**
 * One day of the trading week, in hours from midnight UTC, as four stacked lengths: the session of
 * the day before that runs past midnight (carried), the closed hours before the day's session opens,
 * the day's own session up to its close or midnight, and the closed hours after it. They add up to 24.
 */
export interface TradingDay {
  /** SPEC 4 weekday, 1 Sunday .. 7 Saturday. */
  weekday: number;
  carried: number;
  beforeOpen: number;
  session: number;
  afterClose: number;
}

/** The week as the chart shows it, Monday first. */
const chartOrder = [2, 3, 4, 5, 6, 7, 1];

const hoursOf = (time: string) => Number(time.slice(0, 2)) + Number(time.slice(3, 5)) / 60;

/** Whether a session runs past midnight into the next day (one that closes when it opens lasts 24 hours). */
export const isOvernight = (hours: Pick<WeekHours, 'Open' | 'Close'>) => hoursOf(hours.Close) <= hoursOf(hours.Open);

/**
 * When the market trades on each day of the week, as the trading host decides it (market-hours.ts on
 * the server): a session opens on each trading day and, when it closes at or before it opens, ends the
 * next day, so Monday 00:00 to 02:00 belongs to Sunday's session.
 */
export function tradingWeekOf(hours: WeekHours): TradingDay[] {
  const open = hoursOf(hours.Open);
  const close = hoursOf(hours.Close);
  const overnight = isOvernight(hours);
  return chartOrder.map((weekday) => {
    const tradesToday = hours.Days.includes(weekday);
    const tradedYesterday = hours.Days.includes(((weekday + 5) % 7) + 1);
    const carried = overnight && tradedYesterday ? close : 0;
    const session = tradesToday ? (overnight ? 24 - open : close - open) : 0;
    const beforeOpen = (tradesToday ? open : 24) - carried;
    return { weekday, carried, beforeOpen, session, afterClose: 24 - carried - beforeOpen - session };
  });
}
