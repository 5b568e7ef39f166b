import type { Bookmark, BookmarkState } from '@invest/contracts';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/database';
import { notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import { findMarket } from '../markets/markets.repository';
import * as repo from './bookmarks.repository';

type Scope = Pick<AuthContext, 'tenantId' | 'userId'>;

/** GET /v1/bookmark: the markets the caller bookmarked, by symbol. */
export async function findBookmarks(deps: { db: Database }, actor: Scope): Promise<Bookmark[]> {
  const rows = await repo.findBookmarks(deps.db, actor.tenantId, actor.userId);
  return rows.map((row) => ({ Symbol: row.symbol, BookmarkedAt: row.createdAt.toISOString() }));
}

/**
 * POST /v1/bookmark/{id}: bookmarks the domain's market `symbol` for the caller, or takes the
 * bookmark away; asking for the state it is in already changes nothing. Another domain's market is
 * NOT_FOUND.
 */
export async function setBookmark(
  deps: { db: Database; clock: Clock },
  actor: Scope,
  symbol: string,
  isBookmarked: boolean,
): Promise<BookmarkState> {
  const market = await findMarket(deps.db, actor.tenantId, { symbol });
  if (!market) throw notFound(`Market ${symbol}`);
  if (isBookmarked) {
    await repo.insertBookmark(deps.db, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      marketId: market.id,
      createdAt: deps.clock.now(),
    });
  } else {
    await repo.deleteBookmark(deps.db, actor, market.id);
  }
  return { Symbol: market.symbol, Bookmarked: isBookmarked };
}
