import type { NotificationKind } from '@invest/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from '../../auth';
import { tenantIdColumn } from '../../tenants';

/**
 * What the notification centre tells a user (SPEC 7 "Notifications"), made by the worker from other
 * modules' events. `source_key` names what it tells of (a payment and its new state, an order and
 * how much of it is filled): a user is told of each once, however often the event is relayed.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    kind: text().$type<NotificationKind>().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    /** A path of the web app (`/funding/history`), never another site. */
    link: text(),
    sourceKey: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.tenantId, table.userId, table.createdAt),
    uniqueIndex('notifications_source_key').on(table.tenantId, table.userId, table.sourceKey),
    check(
      'notifications_link_check',
      sql`${table.link} is null or (${table.link} like '/%' and ${table.link} not like '//%')`,
    ),
  ],
);
