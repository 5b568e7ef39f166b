import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Events written in the same transaction as the change they announce; the worker relays them. */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    tenantId: uuid(),
    topic: text().notNull(),
    payload: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    /** Null until a failed attempt schedules the next one. */
    nextAttemptAt: timestamp({ withTimezone: true }),
    lastError: text(),
    publishedAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('outbox_events_pending_idx').on(table.id).where(sql`published_at is null and failed_at is null`)],
);
