import { and, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outboxEvents } from './outbox.tables';

/** The events the relay has still to deliver: written, neither published nor given up on. */
export interface OutboxBacklog {
  pending: number;
  /** Seconds since the oldest of them was written; 0 when there is none. */
  oldestAgeSeconds: number;
}

/**
 * The backlog in one query over the pending rows alone (the partial index outbox_events_pending_idx
 * holds exactly them), cheap enough for every metrics scrape. Ages are the database's clock against
 * the database's timestamps, so a server's clock does not skew them.
 */
export async function measureOutboxBacklog(db: Database): Promise<OutboxBacklog> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outboxEvents.createdAt})), 0)::float8`,
    })
    .from(outboxEvents)
    .where(and(isNull(outboxEvents.publishedAt), isNull(outboxEvents.failedAt)));
  return row ?? { pending: 0, oldestAgeSeconds: 0 };
}
