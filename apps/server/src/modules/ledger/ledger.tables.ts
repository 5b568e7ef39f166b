import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth';
import { tenantIdColumn } from '../tenants';
import type { LedgerOwnerKind } from './ledger.types';

/**
 * The ledger's tables. Rules the database holds by itself (the rest are triggers: append-only in
 * apps/server/drizzle/0001_ledger_rules.sql, balanced in 0015_ledger_line_slots.sql):
 * - a balance never goes below zero unless the account is an external counterpart (CHECK);
 * - a posting's asset is its account's asset and its tenant is the account's and the transaction's
 *   tenant (composite foreign keys);
 * - an idempotency key is used once per tenant, a transaction is reversed at most once (UNIQUE);
 * - a transaction states how many postings it has (`line_count`), and each posting takes one of its
 *   numbered slots (`line_no`, unique, between 1 and that count, which the foreign key ties to the
 *   transaction's). A deferred trigger checks at COMMIT that every slot is taken and the postings
 *   sum to zero per asset: after that no slot is left, so no posting can ever be added to a
 *   transaction of the past, and the postings need no trigger of their own.
 *
 * Transactions and postings carry `tenant_id` without a direct foreign key to `tenants`: the
 * composite keys tie them to an account, which has one. A direct key would make every transfer take
 * a KEY SHARE lock on the one tenant row, the hottest row in the database.
 */

/** Every asset the ledger holds and its scale (decimal places of one base unit, packages/money). */
export const ledgerAssets = pgTable(
  'ledger_assets',
  {
    code: text().primaryKey(),
    scale: smallint().notNull(),
  },
  (table) => [
    check('ledger_assets_scale_check', sql`${table.scale} between 0 and 18`),
    check('ledger_assets_code_check', sql`${table.code} ~ '^[A-Z0-9][A-Z0-9._-]{0,31}$'`),
  ],
);

/**
 * One balance row. A user owns two per asset (`available`, `held`), and one per asset at each venue
 * they moved money to (`merj`, `bosonic`, `digtl_ledger`: purposes.ts); the system owns the rest
 * (`external:<provider>`, `fees`, `trust`, ...). A hot system account (fees) is several rows, its
 * shards, told apart by `shard`: its balance is the sum of its shards.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    ownerKind: text().$type<LedgerOwnerKind>().notNull(),
    /** The user for user accounts, null for system accounts. */
    ownerId: uuid().references(() => users.id),
    asset: text()
      .notNull()
      .references(() => ledgerAssets.code),
    purpose: text().notNull(),
    shard: smallint().notNull().default(0),
    /** Only external counterparts (the outside world's side of a deposit) may go below zero. */
    allowsNegative: boolean().notNull().default(false),
    balanceUnits: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_accounts_identity_key')
      .on(table.tenantId, table.ownerKind, table.ownerId, table.asset, table.purpose, table.shard)
      .nullsNotDistinct(),
    unique('ledger_accounts_tenant_id_asset_key').on(table.tenantId, table.id, table.asset),
    check('ledger_accounts_balance_check', sql`${table.allowsNegative} or ${table.balanceUnits} >= 0`),
    check(
      'ledger_accounts_owner_check',
      sql`(${table.ownerKind} = 'user' and ${table.ownerId} is not null and ${table.purpose} in ('available', 'held', 'merj', 'bosonic', 'digtl_ledger')
            and ${table.shard} = 0)
          or (${table.ownerKind} = 'system' and ${table.ownerId} is null)`,
    ),
    check('ledger_accounts_negative_check', sql`not ${table.allowsNegative} or ${table.purpose} like 'external:%'`),
    check('ledger_accounts_shard_check', sql`${table.shard} >= 0`),
  ],
);

/**
 * One money movement. Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). The unique keys
 * that most transactions leave empty (idempotency key, reversal, hold) are partial indexes: a plain
 * transfer writes one index entry here, its primary key.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid().notNull().defaultRandom(),
    tenantId: uuid().notNull(),
    kind: text().notNull(),
    idempotencyKey: text(),
    /** SHA-256 of what was asked, so a key reused for a different request is told apart. */
    requestHash: text(),
    /** The transaction this one undoes (of the same tenant); a transaction is reversed at most once. */
    reversesTransactionId: uuid(),
    /** The hold this transaction opened, captured or released. */
    holdId: uuid().references((): AnyPgColumn => ledgerHolds.id),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** How many postings the transaction has. */
    lineCount: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'ledger_transactions_pkey', columns: [table.tenantId, table.id] }),
    unique('ledger_transactions_line_count_key').on(table.tenantId, table.id, table.lineCount),
    foreignKey({
      name: 'ledger_transactions_reverses_fk',
      columns: [table.tenantId, table.reversesTransactionId],
      foreignColumns: [table.tenantId, table.id],
    }),
    uniqueIndex('ledger_transactions_idempotency_key')
      .on(table.tenantId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    uniqueIndex('ledger_transactions_reverses_key')
      .on(table.reversesTransactionId)
      .where(sql`${table.reversesTransactionId} is not null`),
    index('ledger_transactions_hold_idx').on(table.holdId).where(sql`${table.holdId} is not null`),
    check('ledger_transactions_line_count_check', sql`${table.lineCount} > 0`),
    check('ledger_transactions_kind_check', sql`${table.kind} ~ '^[a-z][a-z0-9_.:-]{0,63}$'`),
    check(
      'ledger_transactions_idempotency_check',
      sql`(${table.idempotencyKey} is null) = (${table.requestHash} is null)
          and (${table.idempotencyKey} is null or length(${table.idempotencyKey}) between 1 and 255)`,
    ),
  ],
);

/** One line of a transaction: a signed amount on one account. Append-only, like transactions. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    tenantId: uuid().notNull(),
    transactionId: uuid().notNull(),
    /** The posting's slot in its transaction, from 1 to `lineCount`. */
    lineNo: integer().notNull(),
    /** Its transaction's `lineCount` (the foreign key holds them equal). */
    lineCount: integer().notNull(),
    accountId: uuid().notNull(),
    asset: text().notNull(),
    amountUnits: bigint({ mode: 'bigint' }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'ledger_postings_transaction_fk',
      columns: [table.tenantId, table.transactionId, table.lineCount],
      foreignColumns: [ledgerTransactions.tenantId, ledgerTransactions.id, ledgerTransactions.lineCount],
    }),
    foreignKey({
      name: 'ledger_postings_account_fk',
      columns: [table.tenantId, table.accountId, table.asset],
      foreignColumns: [ledgerAccounts.tenantId, ledgerAccounts.id, ledgerAccounts.asset],
    }),
    uniqueIndex('ledger_postings_line_key').on(table.transactionId, table.lineNo),
    check('ledger_postings_line_check', sql`${table.lineNo} between 1 and ${table.lineCount}`),
    index('ledger_postings_account_idx').on(table.accountId, table.id),
    check('ledger_postings_amount_check', sql`${table.amountUnits} <> 0`),
  ],
);

/**
 * Money a user set aside (an open order, a pending withdrawal): it sits in the user's `held`
 * account until captured or released. The held balance of a user is the sum of `remaining_units`
 * of their holds in that asset (reconcile checks it).
 */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    asset: text().notNull(),
    availableAccountId: uuid().notNull(),
    heldAccountId: uuid().notNull(),
    amountUnits: bigint({ mode: 'bigint' }).notNull(),
    remainingUnits: bigint({ mode: 'bigint' }).notNull(),
    holdTransactionId: uuid().notNull().unique('ledger_holds_transaction_key'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'ledger_holds_transaction_fk',
      columns: [table.tenantId, table.holdTransactionId],
      foreignColumns: [ledgerTransactions.tenantId, ledgerTransactions.id],
    }),
    foreignKey({
      name: 'ledger_holds_available_account_fk',
      columns: [table.tenantId, table.availableAccountId, table.asset],
      foreignColumns: [ledgerAccounts.tenantId, ledgerAccounts.id, ledgerAccounts.asset],
    }),
    foreignKey({
      name: 'ledger_holds_held_account_fk',
      columns: [table.tenantId, table.heldAccountId, table.asset],
      foreignColumns: [ledgerAccounts.tenantId, ledgerAccounts.id, ledgerAccounts.asset],
    }),
    index('ledger_holds_user_idx').on(table.tenantId, table.userId),
    check(
      'ledger_holds_amount_check',
      sql`${table.amountUnits} > 0 and ${table.remainingUnits} >= 0 and ${table.remainingUnits} <= ${table.amountUnits}`,
    ),
  ],
);
