import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { assetNews } from './asset-news.tables';

export type AssetNewsRow = typeof assetNews.$inferSelect;

export async function insertAssetNews(
  db: Database,
  values: Omit<typeof assetNews.$inferInsert, 'id'>,
): Promise<AssetNewsRow> {
  const [row] = await db.insert(assetNews).values(values).returning();
  if (!row) throw new Error('asset news not inserted');
  return row;
}

/** A page of the tenant's news published up to `now`, newest first; of one asset when given. */
export async function findAssetNewsPage(
  db: Database,
  tenantId: string,
  filter: { asset?: string | undefined; now: Date },
  page: { limit: number; offset: number },
): Promise<{ rows: AssetNewsRow[]; total: number }> {
  const where = and(
    eq(assetNews.tenantId, tenantId),
    filter.asset === undefined ? undefined : eq(assetNews.asset, filter.asset),
    lte(assetNews.publishedAt, filter.now),
  );
  const rows = await db
    .select()
    .from(assetNews)
    .where(where)
    .orderBy(desc(assetNews.publishedAt), desc(assetNews.createdAt))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(assetNews).where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}
