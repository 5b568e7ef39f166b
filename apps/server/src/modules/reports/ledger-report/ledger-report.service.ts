import type { LedgerReport, LedgerReportQuery } from '@invest/contracts';
import { formatUnits, scaleOf } from '@invest/money';
import { findLastUserPostingId, findUserMovements } from '../../ledger';
import { findMarketPrices } from '../../trading';
import { dayAfter, dayStartAt } from '../report-range';
import { dayStartOf, type ReportsDeps } from '../reports.deps';
import { describeMovement } from '../statements/statement-wording';

/**
 * GET reports/ledger: a page of the investor's movements (the signed-in investor's, or for an
 * administrator the user's they look at), newest first, each with the balance of its asset after it
 * and its kind in the statement's words. The first page fixes the `snapshot` (the last posting it
 * reads); later pages given it read the ledger as it was then.
 */
export async function getLedgerReport(
  deps: ReportsDeps,
  actor: { tenantId: string; userId: string },
  query: LedgerReportQuery,
): Promise<LedgerReport> {
  const upTo =
    query.snapshot === undefined
      ? await findLastUserPostingId(deps.db, actor.tenantId, actor.userId)
      : Number(query.snapshot);
  const [{ rows, total }, markets] = await Promise.all([
    findUserMovements(
      deps.db,
      actor.tenantId,
      actor.userId,
      {
        asset: query.asset,
        from: query.from === undefined ? undefined : dayStartAt(query.from),
        to: query.to === undefined ? undefined : dayStartAt(dayAfter(query.to)),
        upTo,
      },
      { limit: query.limit, offset: (query.page - 1) * query.limit },
    ),
    findMarketPrices(deps.db, actor.tenantId, dayStartOf(deps.clock.now())),
  ]);
  const marketAssets = new Map(markets.map((market) => [market.symbol, market]));
  return {
    items: rows.map((row) => ({
      id: String(row.postingId),
      time: row.createdAt.toISOString(),
      asset: row.asset,
      amount: formatUnits(row.amountUnits, scaleOf(row.asset)),
      balance_after: formatUnits(row.balanceUnits, scaleOf(row.asset)),
      kind: row.kind,
      description: describeMovement(row, row.asset, marketAssets),
      reference: row.transactionId,
    })),
    page: query.page,
    limit: query.limit,
    total,
    snapshot: String(upTo),
  };
}
