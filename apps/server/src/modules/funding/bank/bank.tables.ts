import { integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
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

/** SPEC 3 "Bank details": where a user's fiat withdrawals go. */
export const bankDetails = pgTable(
  'bank_details',
  {
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    bankName: text().notNull(),
    accountHolderName: text().notNull(),
    accountNumber: text().notNull(),
    accountCurrency: text().notNull(),
    branchCode: text(),
    swiftCode: text(),
    iban: text(),
    addressLine1: text().notNull(),
    addressLine2: text(),
    addressLine3: text(),
    countryId: integer().notNull(),
    provinceId: integer(),
    cityId: integer(),
    suburb: text(),
    postalCode: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'bank_details_pkey', columns: [table.tenantId, table.userId] })],
);
