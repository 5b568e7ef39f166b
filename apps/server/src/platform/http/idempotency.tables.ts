import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The first answer of each request to an idempotent route, per (tenant, user, Idempotency-Key), with
 * a hash of what it asked (method, path, body). The primary key decides between concurrent
 * duplicates: one inserts the row and runs, the others find it. `response_status` is null while the
 * first request runs.
 */
export const idempotencyRequests = pgTable(
  'idempotency_requests',
  {
    tenantId: uuid().notNull(),
    userId: uuid().notNull(),
    key: text().notNull(),
    requestHash: text().notNull(),
    responseStatus: smallint(),
    responseBody: text(),
    lockedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'idempotency_requests_pkey', columns: [table.tenantId, table.userId, table.key] }),
    check('idempotency_requests_key_check', sql`length(${table.key}) between 1 and 128`),
    check(
      'idempotency_requests_response_check',
      sql`(${table.responseStatus} is null) = (${table.responseBody} is null)`,
    ),
  ],
);
