import type { AssetNews, AssetNewsQuery, CreateAssetNewsRequest, Page } from '@invest/contracts';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/database';
import { invalid } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import { offsetOf } from '../accounts/report-dates';
import { findInstruments } from '../markets/instruments';
import { type AssetNewsRow, findAssetNewsPage, insertAssetNews } from './asset-news.repository';

type Deps = { db: Database; clock: Clock };

function toAssetNews(row: AssetNewsRow): AssetNews {
  return {
    Id: row.id,
    Asset: row.asset,
    Title: row.title,
    Summary: row.summary,
    Url: row.url,
    Source: row.source,
    PublishedAt: row.publishedAt.toISOString(),
  };
}

/** GET /v1/asset-news: the domain's news published so far, newest first, of one instrument or all. */
export async function findAssetNews(deps: Deps, tenantId: string, query: AssetNewsQuery): Promise<Page<AssetNews>> {
  const { rows, total } = await findAssetNewsPage(
    deps.db,
    tenantId,
    { asset: query.asset, now: deps.clock.now() },
    { limit: query.limit, offset: offsetOf(query) },
  );
  return { items: rows.map(toAssetNews), page: query.page, limit: query.limit, total };
}

/** POST /v1/admin/asset-news: an administrator adds news about one of the domain's instruments. */
export async function createAssetNews(
  deps: Deps,
  admin: Pick<AuthContext, 'tenantId' | 'userId'>,
  body: CreateAssetNewsRequest,
): Promise<AssetNews> {
  if (!(await findInstruments(deps.db, admin.tenantId)).has(body.asset)) {
    throw invalid('asset', `No market of this platform trades ${body.asset}`);
  }
  const now = deps.clock.now();
  const row = await insertAssetNews(deps.db, {
    tenantId: admin.tenantId,
    asset: body.asset,
    title: body.title,
    summary: body.summary,
    url: body.url ?? null,
    source: body.source ?? null,
    publishedAt: body.publishedAt ? new Date(body.publishedAt) : now,
    createdBy: admin.userId,
    createdAt: now,
  });
  return toAssetNews(row);
}
