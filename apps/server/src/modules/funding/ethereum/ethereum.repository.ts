import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { ethScanCursors, ethTransfers } from './ethereum.tables';

export type EthTransferRow = typeof ethTransfers.$inferSelect;

/** What a deposit watcher scans: one token's transfers to one address on one chain. */
export interface ScanKey {
  chainId: number;
  tokenContract: string;
  depositAddress: string;
}

const cursorOf = (key: ScanKey) =>
  and(
    eq(ethScanCursors.chainId, key.chainId),
    eq(ethScanCursors.tokenContract, key.tokenContract),
    eq(ethScanCursors.depositAddress, key.depositAddress),
  );

/** The next block to scan: the stored one, or `firstBlock` stored now when none is. */
export async function ensureCursor(db: Database, key: ScanKey, firstBlock: bigint, now: Date): Promise<bigint> {
  await db
    .insert(ethScanCursors)
    .values({ ...key, nextBlock: firstBlock, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await db.select({ nextBlock: ethScanCursors.nextBlock }).from(ethScanCursors).where(cursorOf(key));
  if (!row) throw new Error('scan cursor not kept');
  return row.nextBlock;
}

/** The next block to scan, locked: watchers of the same key record a range one at a time. */
export async function lockCursor(tx: Database, key: ScanKey): Promise<bigint | null> {
  const [row] = await tx
    .select({ nextBlock: ethScanCursors.nextBlock })
    .from(ethScanCursors)
    .where(cursorOf(key))
    .for('update');
  return row?.nextBlock ?? null;
}

export async function advanceCursor(tx: Database, key: ScanKey, nextBlock: bigint, now: Date): Promise<void> {
  await tx.update(ethScanCursors).set({ nextBlock, updatedAt: now }).where(cursorOf(key));
}

/** Records a transfer the first time it is seen; null when it was recorded before. */
export async function insertTransfer(tx: Database, row: EthTransferRow): Promise<EthTransferRow | null> {
  const [inserted] = await tx.insert(ethTransfers).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function setTransferPayment(
  tx: Database,
  key: Pick<EthTransferRow, 'chainId' | 'txHash' | 'logIndex'>,
  paymentId: string,
): Promise<void> {
  await tx
    .update(ethTransfers)
    .set({ paymentId })
    .where(
      and(
        eq(ethTransfers.chainId, key.chainId),
        eq(ethTransfers.txHash, key.txHash),
        eq(ethTransfers.logIndex, key.logIndex),
      ),
    );
}
