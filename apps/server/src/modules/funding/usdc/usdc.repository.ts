import type { WithdrawalChain } from '@invest/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { lockUnmatchedDeposits, type PaymentRow } from '../payments/payments.repository';
import { payments } from '../payments/payments.tables';
import {
  complianceNotices,
  gasStationSettings,
  type SweepTransferRecord,
  usdcSweeps,
  usdcWallets,
} from './usdc.tables';

export type UsdcWalletRow = typeof usdcWallets.$inferSelect;
export type ComplianceNoticeRow = typeof complianceNotices.$inferSelect;
export type GasStationRow = typeof gasStationSettings.$inferSelect;
export type SweepRow = typeof usdcSweeps.$inferSelect;

export function findUserWallets(db: Database, tenantId: string, userId: string): Promise<UsdcWalletRow[]> {
  return db
    .select()
    .from(usdcWallets)
    .where(and(eq(usdcWallets.tenantId, tenantId), eq(usdcWallets.userId, userId)))
    .orderBy(asc(usdcWallets.createdAt));
}

/** Keeps the first address made for a user and chain: a concurrent second one is dropped, the first returned. */
export async function insertWallet(db: Database, row: UsdcWalletRow): Promise<UsdcWalletRow> {
  await db.insert(usdcWallets).values(row).onConflictDoNothing();
  const [kept] = await db
    .select()
    .from(usdcWallets)
    .where(
      and(eq(usdcWallets.tenantId, row.tenantId), eq(usdcWallets.userId, row.userId), eq(usdcWallets.chain, row.chain)),
    );
  if (!kept) throw new Error('wallet not kept');
  return kept;
}

/**
 * The wallet an incoming transfer went to, across tenants (the webhook names only the address),
 * locked: webhooks of one address take turns, so two deliveries of a new transfer record it once.
 */
export async function lockWalletByAddress(
  db: Database,
  provider: string,
  providerAssetId: string,
  address: string,
): Promise<UsdcWalletRow | null> {
  const [row] = await db
    .select()
    .from(usdcWallets)
    .where(
      and(
        eq(usdcWallets.provider, provider),
        eq(usdcWallets.providerAssetId, providerAssetId),
        eq(usdcWallets.address, address),
      ),
    )
    .for('update');
  return row ?? null;
}

export function findTenantWallets(db: Database, tenantId: string): Promise<UsdcWalletRow[]> {
  return db.select().from(usdcWallets).where(eq(usdcWallets.tenantId, tenantId)).orderBy(asc(usdcWallets.createdAt));
}

/** A user's announced USDC deposits on `chain` that no provider transfer has been matched to yet, oldest first. */
export function lockUnmatchedUsdcDeposits(
  tx: Database,
  owner: { tenantId: string; userId: string },
  chain: WithdrawalChain,
): Promise<PaymentRow[]> {
  return lockUnmatchedDeposits(tx, owner, 'USDC TRANSFER', { also: sql`${payments.details}->>'chain' = ${chain}` });
}

/** Completed USDC deposits to each of the tenant's addresses, in base units, by address. */
export async function sumDepositsByAddress(db: Database, tenantId: string): Promise<Map<string, bigint>> {
  const rows = await db
    .select({ address: sql<string>`${payments.details}->>'address'`, total: sql<string>`sum(${payments.amountUnits})` })
    .from(payments)
    .where(
      and(
        eq(payments.tenantId, tenantId),
        eq(payments.method, 'USDC TRANSFER'),
        eq(payments.direction, 'deposit'),
        eq(payments.status, 'COMPLETED'),
      ),
    )
    .groupBy(sql`${payments.details}->>'address'`);
  return new Map(rows.map((row) => [row.address, BigInt(row.total)]));
}

export async function insertComplianceNotice(
  tx: Database,
  row: Omit<ComplianceNoticeRow, 'id'>,
): Promise<ComplianceNoticeRow | null> {
  const [inserted] = await tx.insert(complianceNotices).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function findComplianceNotice(db: Database, paymentId: string): Promise<ComplianceNoticeRow | null> {
  const [row] = await db.select().from(complianceNotices).where(eq(complianceNotices.paymentId, paymentId));
  return row ?? null;
}

export async function findGasStation(db: Database, tenantId: string): Promise<GasStationRow | null> {
  const [row] = await db.select().from(gasStationSettings).where(eq(gasStationSettings.tenantId, tenantId));
  return row ?? null;
}

export async function upsertGasStation(db: Database, row: GasStationRow): Promise<GasStationRow> {
  const { tenantId: _tenantId, ...changes } = row;
  const [saved] = await db
    .insert(gasStationSettings)
    .values(row)
    .onConflictDoUpdate({ target: gasStationSettings.tenantId, set: changes })
    .returning();
  if (!saved) throw new Error('gas station settings not saved');
  return saved;
}

export async function insertSweep(db: Database, row: Omit<SweepRow, 'id'>): Promise<SweepRow> {
  const [inserted] = await db.insert(usdcSweeps).values(row).returning();
  if (!inserted) throw new Error('sweep not inserted');
  return inserted;
}

export function findSweeps(db: Database, tenantId: string): Promise<SweepRow[]> {
  return db.select().from(usdcSweeps).where(eq(usdcSweeps.tenantId, tenantId)).orderBy(desc(usdcSweeps.createdAt));
}

export async function updateSweep(
  db: Database,
  id: string,
  patch: { status: SweepRow['status']; transfers: SweepTransferRecord[]; completedAt: Date | null },
): Promise<SweepRow> {
  const [row] = await db.update(usdcSweeps).set(patch).where(eq(usdcSweeps.id, id)).returning();
  if (!row) throw new Error('sweep not updated');
  return row;
}
