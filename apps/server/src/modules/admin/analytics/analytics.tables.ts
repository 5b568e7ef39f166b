import { bigint, date, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/** How many times each product analytics event happened on a domain on each UTC day: counts, nobody's data. */
export const analyticsEventCounts = pgTable(
  'analytics_event_counts',
  {
    tenantId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    event: text().notNull(),
    count: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.day, table.event] })],
);
