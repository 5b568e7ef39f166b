import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../../tenants';

/**
 * The web app's error reports of a domain that has no error-reporting service configured: kept here for
 * the console to list. The payload is the report as the browser sent it, without its attachments.
 */
export const errorReports = pgTable(
  'error_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    eventId: text(),
    level: text().notNull(),
    message: text().notNull(),
    url: text(),
    release: text(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('error_reports_tenant_received_idx').on(table.tenantId, table.receivedAt)],
);
