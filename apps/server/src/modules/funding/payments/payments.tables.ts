import type { FundingMethod, PaymentDirection, PaymentStatus } from '@invest/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../auth';
import { tenantIdColumn } from '../../tenants';

/** What a payment keeps beside its amount: a card's last digits, a wallet and chain, a bank reference. */
export type PaymentDetails = Record<string, string>;

/**
 * Deposits and withdrawals. The money itself moves only in the ledger; a payment row says what was
 * asked of a provider and where it stands. Its status changes and its ledger movement are written in
 * one database transaction, with the row locked (settlement.service.ts).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    direction: text().$type<PaymentDirection>().notNull(),
    method: text().$type<FundingMethod>().notNull(),
    provider: text().notNull(),
    providerReference: text(),
    asset: text().notNull(),
    amountUnits: bigint({ mode: 'bigint' }).notNull(),
    feeUnits: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    status: text().$type<PaymentStatus>().notNull(),
    failureReason: text(),
    /** The Idempotency-Key of the request that made it (or the webhook event that did). */
    idempotencyKey: text().notNull(),
    isSandbox: boolean().notNull().default(false),
    /** A withdrawal's hold in the ledger, placed when it was asked for. */
    holdId: uuid(),
    /** The ledger transaction that settled it: the credit of a deposit, the capture or release of a withdrawal. */
    ledgerTransactionId: uuid(),
    details: jsonb().$type<PaymentDetails>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    unique('payments_request_key').on(table.tenantId, table.userId, table.idempotencyKey),
    unique('payments_provider_reference_key').on(table.provider, table.providerReference),
    index('payments_user_idx').on(table.tenantId, table.userId, table.createdAt),
    /** The worker's settlement poll reads the pending deposits only. */
    index('payments_pending_idx').on(table.tenantId, table.createdAt).where(sql`${table.status} = 'PENDING'`),
    check('payments_direction_check', sql`${table.direction} in ('deposit', 'withdrawal')`),
    check('payments_status_check', sql`${table.status} in ('PENDING', 'COMPLETED', 'FAILED', 'confirmed')`),
    check('payments_amount_check', sql`${table.amountUnits} > 0 and ${table.feeUnits} >= 0`),
  ],
);

/** Webhook events already applied, by provider and event id: a replayed one changes nothing. */
export const fundingWebhookEvents = pgTable(
  'funding_webhook_events',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'funding_webhook_events_pkey', columns: [table.provider, table.eventId] })],
);
