import type { AssetNews, AssetNewsQuery, CreateAssetNewsRequest, Page } from '@invest/contracts';
import { type AuditActor, recordAudit } from '../../../platform/audit/audit';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
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
  actor: AuditActor,
  body: CreateAssetNewsRequest,
): Promise<AssetNews> {
  if (!(await findInstruments(deps.db, admin.tenantId)).has(body.asset)) {
    throw invalid('asset', `No market of this platform trades ${body.asset}`);
  }
  const now = deps.clock.now();
  const row = await inTransaction(deps.db, async (tx) => {
    const news = await insertAssetNews(tx, {
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
    await recordAudit(tx, {
      tenantId: admin.tenantId,
      actor,
      action: 'news.publish',
      object: { kind: 'news', id: news.id },
      after: body,
    });
    return news;
  });
  return toAssetNews(row);
}
