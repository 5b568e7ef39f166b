import type { CircleChain, ConversionAsset, ConversionStatus, WithdrawalChain } from '@invest/contracts';
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
import { userIdColumn, users } from '../../auth';
import { tenantIdColumn } from '../../tenants';
import { payments } from '../payments/payments.tables';

/**
 * A user's USDC deposit address on one chain, made by the custody provider (Fireblocks) the first
 * time it was asked for and kept: the same address answers ever after. A transfer to it credits them.
 */
export const usdcWallets = pgTable(
  'usdc_wallets',
  {
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    chain: text().$type<WithdrawalChain>().notNull(),
    provider: text().notNull(),
    /** The provider's vault account holding the address (one per user). */
    vaultAccountId: text().notNull(),
    /** The provider's id of USDC on this chain. */
    providerAssetId: text().notNull(),
    address: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'usdc_wallets_pkey', columns: [table.tenantId, table.userId, table.chain] }),
    unique('usdc_wallets_address_key').on(table.provider, table.providerAssetId, table.address),
  ],
);

/**
 * A user's USDC deposit address at Circle on one chain (GET circle/blockchainaddresses), generated in
 * the platform's Circle wallet the first time it was asked for and kept: the same address answers ever
 * after, and a transfer to it is theirs.
 */
export const circleAddresses = pgTable(
  'circle_addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    chain: text().$type<CircleChain>().notNull(),
    address: text().notNull(),
    addressTag: text(),
    isSandbox: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    unique('circle_addresses_user_chain_key').on(table.tenantId, table.userId, table.chain),
    unique('circle_addresses_address_key').on(table.chain, table.address),
  ],
);

/** A user's request that the compliance team look at one of their USDC payments (one per payment). */
export const complianceNotices = pgTable(
  'compliance_notices',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [unique('compliance_notices_payment_key').on(table.paymentId)],
);

/** A tenant's gas station settings, as last set by an administrator (decimal strings of ETH and gwei). */
export const gasStationSettings = pgTable('gas_station_settings', {
  tenantId: tenantIdColumn().primaryKey(),
  gasThreshold: text().notNull(),
  gasCap: text().notNull(),
  maxGasPrice: text().notNull(),
  updatedBy: uuid()
    .notNull()
    .references(() => users.id),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

export type SweepStatus = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface SweepTransferRecord {
  chain: WithdrawalChain;
  address: string;
  amountUnits: string;
  reference: string;
  status: SweepStatus;
}

/** An administrator's sweep of the tenant's deposit addresses into the treasury vault. */
export const usdcSweeps = pgTable(
  'usdc_sweeps',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    requestedBy: uuid()
      .notNull()
      .references(() => users.id),
    status: text().$type<SweepStatus>().notNull(),
    transfers: jsonb().$type<SweepTransferRecord[]>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('usdc_sweeps_tenant_idx').on(table.tenantId, table.createdAt),
    check('usdc_sweeps_status_check', sql`${table.status} in ('PENDING', 'COMPLETED', 'FAILED')`),
  ],
);

/**
 * A user's conversion between their USDC and their US dollars (POST digtl-balance), 1:1 through the
 * custodian. Its source amount is held in the ledger (`hold_id`) while it is PENDING; completing it
 * moves the held money and credits the target in one ledger transaction, failing or cancelling it
 * releases the hold. Every change locks the row first, so it settles once.
 */
export const usdcConversions = pgTable(
  'usdc_conversions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    fromAsset: text().$type<ConversionAsset>().notNull(),
    toAsset: text().$type<ConversionAsset>().notNull(),
    /** Base units of `from_asset`: what is held and converted. */
    amountUnits: bigint({ mode: 'bigint' }).notNull(),
    status: text().$type<ConversionStatus>().notNull(),
    failureReason: text(),
    /** The custodian that mints or redeems it; its external accounts are the other side in the ledger. */
    provider: text().notNull(),
    isSandbox: boolean().notNull(),
    /** The Idempotency-Key of the request that made it. */
    idempotencyKey: text().notNull(),
    /** The ledger hold of the source amount; replaced when the amount changes. */
    holdId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    unique('usdc_conversions_request_key').on(table.tenantId, table.userId, table.idempotencyKey),
    index('usdc_conversions_user_idx').on(table.tenantId, table.userId, table.createdAt),
    check(
      'usdc_conversions_assets_check',
      sql`${table.fromAsset} in ('USD', 'USDC') and ${table.toAsset} in ('USD', 'USDC') and ${table.fromAsset} <> ${table.toAsset}`,
    ),
    check('usdc_conversions_status_check', sql`${table.status} in ('PENDING', 'COMPLETED', 'FAILED', 'CANCELLED')`),
    check('usdc_conversions_amount_check', sql`${table.amountUnits} > 0`),
  ],
);
