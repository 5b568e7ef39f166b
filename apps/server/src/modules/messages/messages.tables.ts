import type { SupportTopic } from '@invest/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn, users } from '../auth';
import { tenantIdColumn } from '../tenants';

/** Which form a message came through: the contact form (POST contactUs) or the support form (POST submit-contact-form). */
export type ContactMessageKind = 'contact' | 'support';

/**
 * A message sent to the domain through its contact or support form, kept so its support staff can
 * find it after the mail; `user_id` is the sender's account when they were signed in.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    kind: text().$type<ContactMessageKind>().notNull(),
    topic: text().$type<SupportTopic>(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    ip: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('contact_messages_tenant_created_idx').on(table.tenantId, table.createdAt),
    index('contact_messages_tenant_email_idx').on(table.tenantId, table.email),
    check('contact_messages_kind_check', sql`${table.kind} in ('contact', 'support')`),
    check('contact_messages_topic_check', sql`(${table.kind} = 'support') = (${table.topic} is not null)`),
  ],
);

/** A message a user chose not to see again (SPEC 8 "Modals"), on any of their devices. */
export const ignoredMessages = pgTable(
  'ignored_messages',
  {
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    messageId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'ignored_messages_pkey', columns: [table.userId, table.messageId] })],
);
