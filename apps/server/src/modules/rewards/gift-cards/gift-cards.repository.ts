import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { type GiftCardRow, giftCards } from './gift-cards.tables';

export type NewGiftCard = typeof giftCards.$inferInsert;

export interface UserScope {
  tenantId: string;
  userId: string;
}

export async function insertGiftCard(tx: Database, values: NewGiftCard): Promise<GiftCardRow> {
  const [row] = await tx.insert(giftCards).values(values).returning();
  if (!row) throw new Error('gift card insert returned no row');
  return row;
}

interface CodeScope {
  tenantId: string;
  codeHash: string;
}

/** The domain's card with the code, while it may still be claimed. */
const claimable = (scope: CodeScope, now: Date) =>
  and(
    eq(giftCards.tenantId, scope.tenantId),
    eq(giftCards.codeHash, scope.codeHash),
    eq(giftCards.status, 'active'),
    gt(giftCards.expiresAt, now),
  );

/** The domain's card with this code while it may still be claimed, or null. */
export async function findClaimableCard(db: Database, scope: CodeScope, now: Date): Promise<GiftCardRow | null> {
  const [row] = await db.select().from(giftCards).where(claimable(scope, now));
  return row ?? null;
}

/**
 * Marks the domain's card with this code redeemed by the user, if it may still be claimed. The row's
 * lock decides between concurrent claims: the others wait for it, then find it redeemed (null).
 */
export async function claimCard(
  tx: Database,
  scope: CodeScope & { userId: string },
  now: Date,
): Promise<GiftCardRow | null> {
  const [row] = await tx
    .update(giftCards)
    .set({ status: 'redeemed', redeemedBy: scope.userId, endedAt: now })
    .where(claimable(scope, now))
    .returning();
  return row ?? null;
}

/** Marks a card expired if it is still active and its time has come; null when it was claimed or ended first. */
export async function expireCard(tx: Database, id: string, now: Date): Promise<GiftCardRow | null> {
  const [row] = await tx
    .update(giftCards)
    .set({ status: 'expired', endedAt: now })
    .where(and(eq(giftCards.id, id), eq(giftCards.status, 'active'), lte(giftCards.expiresAt, now)))
    .returning();
  return row ?? null;
}

/** Active cards whose time has come, oldest first, at most `limit` (every domain's: the worker's job). */
export async function findDueCardIds(db: Database, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(and(eq(giftCards.status, 'active'), lte(giftCards.expiresAt, now)))
    .orderBy(asc(giftCards.expiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function findSentCards(db: Database, scope: UserScope): Promise<GiftCardRow[]> {
  return db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.tenantId, scope.tenantId), eq(giftCards.senderId, scope.userId)))
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id));
}

export async function findReceivedCards(db: Database, scope: UserScope): Promise<GiftCardRow[]> {
  return db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.tenantId, scope.tenantId), eq(giftCards.redeemedBy, scope.userId)))
    .orderBy(desc(giftCards.endedAt), desc(giftCards.id));
}
