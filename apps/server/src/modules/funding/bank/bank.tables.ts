import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { userIdColumn } from '../../auth';
import { tenantIdColumn } from '../../tenants';

/** The reference a user writes on a bank transfer, so the deposit is matched to them. */
export const bankReferences = pgTable(
  'bank_references',
  {
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    reference: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'bank_references_pkey', columns: [table.tenantId, table.userId] }),
    unique('bank_references_reference_key').on(table.reference),
  ],
);

/**
 * SPEC 3 "Bank details": where a user's fiat withdrawals go. A US account has a routing number and
 * an account type (both or neither); the others may have an IBAN, SWIFT/BIC or branch code.
 */
export const bankDetails = pgTable(
  'bank_details',
  {
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    bankName: text().notNull(),
    accountHolderName: text().notNull(),
    accountNumber: text().notNull(),
    accountCurrency: text().notNull(),
    /** A US account's ABA routing number; null for an account elsewhere. */
    routingNumber: text(),
    accountType: text().$type<'checking' | 'savings'>(),
    branchCode: text(),
    swiftCode: text(),
    iban: text(),
    addressLine1: text().notNull(),
    addressLine2: text(),
    addressLine3: text(),
    countryId: integer().notNull(),
    provinceId: integer(),
    cityId: integer(),
    /** The state or region typed where the lookups list none for the country (then no province id). */
    provinceName: text(),
    /** The city typed where the lookups list none for the state (then no city id). */
    cityName: text(),
    suburb: text(),
    postalCode: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'bank_details_pkey', columns: [table.tenantId, table.userId] }),
    check('bank_details_account_type_check', sql`${table.accountType} in ('checking', 'savings')`),
    check('bank_details_us_account_check', sql`(${table.routingNumber} is null) = (${table.accountType} is null)`),
  ],
);
