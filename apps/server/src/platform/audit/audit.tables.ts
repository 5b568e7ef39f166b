import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit trail: every administrator action and every decision about an investor, written in the
 * same transaction as the change it records. Append-only: the database refuses to update, delete
 * or truncate its rows, whoever asks (migration 0037's triggers).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    tenantId: uuid().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Who acted: an administrator's user id; null for the platform itself (a provider's answer, a job). */
    actorUserId: uuid(),
    /** The actor's address as the request came in; null for the platform. */
    actorIp: text(),
    /** What was done, as `<object>.<verb>`: `order.reject`, `user.review`, `domain.settings`. */
    action: text().notNull(),
    objectKind: text().notNull(),
    objectId: text().notNull(),
    /** The investor the action is about, when it is about one. */
    subjectUserId: uuid(),
    reason: text(),
    before: jsonb(),
    after: jsonb(),
  },
  (table) => [
    index('audit_events_tenant_idx').on(table.tenantId, table.id),
    index('audit_events_object_idx').on(table.tenantId, table.objectKind, table.objectId, table.id),
    index('audit_events_subject_idx').on(table.tenantId, table.subjectUserId, table.id),
  ],
);
