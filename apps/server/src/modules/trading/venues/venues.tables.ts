import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../../tenants';
import { fills } from '../markets/orders.tables';

/** Each fill of a market backed by an outside venue (merj, bosonic) once that venue has taken its report. */
export const venueExecutions = pgTable('venue_executions', {
  fillId: uuid()
    .primaryKey()
    .references(() => fills.id),
  tenantId: tenantIdColumn(),
  venue: text().notNull(),
  /** The venue's reference for the execution. */
  reference: text().notNull(),
  reportedAt: timestamp({ withTimezone: true }).notNull(),
});
