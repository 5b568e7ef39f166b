import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { markets } from '../markets/markets.tables';
import { marketBookmarks } from './bookmarks.tables';

/** The user's bookmarked markets of the tenant, by symbol. */
export function findBookmarks(
  db: Database,
  tenantId: string,
  userId: string,
): Promise<{ symbol: string; createdAt: Date }[]> {
  return db
    .select({ symbol: markets.symbol, createdAt: marketBookmarks.createdAt })
    .from(marketBookmarks)
    .innerJoin(markets, eq(markets.id, marketBookmarks.marketId))
    .where(and(eq(marketBookmarks.tenantId, tenantId), eq(marketBookmarks.userId, userId)))
    .orderBy(asc(markets.symbol));
}

/** Bookmarks the market for the user; bookmarking it again changes nothing. */
export async function insertBookmark(db: Database, values: typeof marketBookmarks.$inferInsert): Promise<void> {
  await db.insert(marketBookmarks).values(values).onConflictDoNothing();
}

export async function deleteBookmark(
  db: Database,
  scope: { tenantId: string; userId: string },
  marketId: string,
): Promise<void> {
  await db
    .delete(marketBookmarks)
    .where(
      and(
        eq(marketBookmarks.tenantId, scope.tenantId),
        eq(marketBookmarks.userId, scope.userId),
        eq(marketBookmarks.marketId, marketId),
      ),
    );
}
