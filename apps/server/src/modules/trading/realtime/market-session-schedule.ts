import type { Clock } from '../../../platform/clock';
import type { Database, LockSession } from '../../../platform/db/database';
import type { EventBus } from '../../../platform/events/bus';
import { createIntervalJob } from '../../../platform/jobs/interval-job';
import { sessionStartOf } from '../markets/market-hours';
import { findEveryMarketSchedule, type MarketScheduleRow } from '../markets/markets.repository';

/** The bus topic that tells every trading process a market opened or closed by its hours (payload `{ symbol }`). */
export const marketSessionTopic = 'trading.market-session';

/** Market hours are whole minutes: a look this often announces a change within seconds of it. */
const checkEverySeconds = 5;

/** Advisory lock scope of "the trading process that announces openings and closings". */
const sessionAnnouncerLockScope = 727_401_003;

export interface MarketSessionSchedule {
  /** Looks at once, then every few seconds. */
  start(): void;
  /** Stops looking and gives the announcer's role up to another trading process. */
  stop(): Promise<void>;
  /** Looks now; resolves with the symbols of the markets this process announced (none when another process announces). */
  runOnce(): Promise<string[]>;
}

const sessionKey = (market: MarketScheduleRow, at: Date) => sessionStartOf(market, at)?.getTime() ?? null;

/**
 * A market opens and closes by its hours with nobody writing anything: this schedule of the trading
 * role announces each opening and closing on the bus, and every trading process's currencies feed
 * sends the market to its clients. One trading process announces, the one holding an advisory lock
 * (on PGlite the one process); another takes the role over when it stops. Nothing records what was
 * announced, so whoever takes the role (a start, a takeover) announces every market's state once: a
 * change made while no process looked is not lost, at the price of a repeated state. A halted market
 * is left out: it stays closed whatever its hours, and its halt and resumption are announced anyway.
 */
export function createMarketSessionSchedule(deps: {
  db: Database;
  bus: EventBus;
  clock: Clock;
  openLockSession: () => Promise<LockSession>;
  logError: (line: string) => void;
}): MarketSessionSchedule {
  let session: Promise<LockSession> | null = null;
  let isAnnouncer = false;
  /** When this process last looked as the announcer; null until it has the role. */
  let lastLookedAt: Date | null = null;
  let turns: Promise<unknown> = Promise.resolve();

  async function claimAnnouncer(): Promise<boolean> {
    if (isAnnouncer) return true;
    session ??= deps.openLockSession();
    const opened = session;
    try {
      isAnnouncer = await (await opened).tryLock(sessionAnnouncerLockScope, 'market-sessions');
    } catch (error) {
      // A session that failed (its connection lost) is dropped: the next look opens another.
      session = null;
      await opened.then((failed) => failed.close()).catch(() => undefined);
      throw error;
    }
    return isAnnouncer;
  }

  async function announceChanges(): Promise<string[]> {
    if (!(await claimAnnouncer())) return [];
    const now = deps.clock.now();
    const since = lastLookedAt;
    const changed = (await findEveryMarketSchedule(deps.db)).filter(
      (market) => market.haltedAt === null && (since === null || sessionKey(market, since) !== sessionKey(market, now)),
    );
    for (const market of changed) {
      await deps.bus.publish({
        topic: marketSessionTopic,
        tenantId: market.tenantId,
        payload: { symbol: market.symbol },
      });
    }
    lastLookedAt = now;
    return changed.map((market) => market.symbol);
  }

  /** One look at a time, whether the timer or a caller asks: a change is announced by one look only. */
  function lookInTurn(): Promise<string[]> {
    const turn = turns.then(announceChanges);
    turns = turn.catch(() => undefined);
    return turn;
  }

  const job = createIntervalJob({
    name: 'announcement of markets opening and closing',
    intervalSeconds: checkEverySeconds,
    run: lookInTurn,
    logError: deps.logError,
  });

  return {
    start() {
      job.start();
      lookInTurn().catch((error: unknown) =>
        deps.logError(`market sessions: ${error instanceof Error ? error.message : String(error)}`),
      );
    },
    async stop() {
      job.stop();
      await turns;
      const closing = session;
      session = null;
      isAnnouncer = false;
      lastLookedAt = null;
      if (closing) await (await closing).close();
    },
    runOnce: lookInTurn,
  };
}
