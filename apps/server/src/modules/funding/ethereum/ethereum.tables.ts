import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../auth';
import { tenants } from '../../tenants';
import { payments } from '../payments/payments.tables';

/**
 * Where the deposit watcher has read up to, per chain, token and deposit address: the next block it
 * scans. It only moves forward, in the transaction that records the transfers of the blocks before it.
 */
export const ethScanCursors = pgTable(
  'eth_scan_cursors',
  {
    chainId: integer().notNull(),
    tokenContract: text().notNull(),
    depositAddress: text().notNull(),
    nextBlock: bigint({ mode: 'bigint' }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'eth_scan_cursors_pkey', columns: [table.chainId, table.tokenContract, table.depositAddress] }),
  ],
);

/**
 * - `credited`: from a linked wallet; its owner's deposit (`payment_id`) was credited.
 * - `unattributed`: from a wallet nobody linked; kept for the compliance team, not credited.
 * - `uncreditable`: from a linked wallet, but of an amount no payment can carry (zero, or beyond a bigint).
 */
export type EthTransferOutcome = 'credited' | 'unattributed' | 'uncreditable';

/**
 * Every confirmed USDC transfer to the deposit address, once: its key is the chain, transaction and
 * log, so a rescan, a restart or a second watcher never records (or credits) it twice.
 */
export const ethTransfers = pgTable(
  'eth_transfers',
  {
    chainId: integer().notNull(),
    txHash: text().notNull(),
    logIndex: integer().notNull(),
    blockNumber: bigint({ mode: 'bigint' }).notNull(),
    tokenContract: text().notNull(),
    fromAddress: text().notNull(),
    toAddress: text().notNull(),
    /** Base units of the token (uint256 on chain). */
    amountUnits: numeric({ precision: 78, scale: 0, mode: 'bigint' }).notNull(),
    outcome: text().$type<EthTransferOutcome>().notNull(),
    /** The owner of the sending wallet when the transfer was recorded. */
    tenantId: uuid().references(() => tenants.id),
    userId: uuid().references(() => users.id),
    paymentId: uuid().references(() => payments.id),
    recordedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'eth_transfers_pkey', columns: [table.chainId, table.txHash, table.logIndex] }),
    index('eth_transfers_from_idx').on(table.fromAddress),
    check('eth_transfers_outcome_check', sql`${table.outcome} in ('credited', 'unattributed', 'uncreditable')`),
  ],
);
