import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../../tenants';
import { payments } from '../payments/payments.tables';
import type { PaymentMailKind } from './payment-mail';

/**
 * The mails a payment's owner was sent, one per kind: a payment announced twice in the same state (a
 * deposit confirmed, then completed) is mailed once.
 */
export const paymentMails = pgTable(
  'payment_mails',
  {
    tenantId: tenantIdColumn(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    kind: text().$type<PaymentMailKind>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.paymentId, table.kind] })],
);
