import {
  type FillReportRow,
  type OrderReportRow,
  type Page,
  type ReportQuery,
  reportCsvRowLimit,
} from '@invest/contracts';
import { AppError } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import { findHistoryWindow } from '../queries/account-history.service';
import type { TradingDeps } from '../trading.deps';
import { dayRangeOf, offsetOf } from './report-dates';
import { toFillReportRow, toOrderReportRow } from './trading-reports.mapper';
import { type FillFilter, findOwnFillsPage } from './trading-reports.repository';

type Scope = Pick<AuthContext, 'tenantId' | 'userId'>;
type Dates = Pick<ReportQuery, 'startDate' | 'endDate'>;
type Paging = Pick<ReportQuery, 'page' | 'limit'>;

const tooManyRows = (what: string, total: number) =>
  new AppError(
    'BUSINESS_RULE',
    `The period has ${total} ${what}, more than one download carries (${reportCsvRowLimit}): choose a shorter period`,
  );

function datesOf(query: Dates) {
  return { ...(query.startDate && { startDate: query.startDate }), ...(query.endDate && { endDate: query.endDate }) };
}

/** The account's history between the dates, newest first: its orders and the ledger's deposits and withdrawals. */
async function orderRows(deps: Pick<TradingDeps, 'db'>, actor: Scope, query: Dates, paging: Paging) {
  const window = { offset: offsetOf(paging), limit: paging.limit, isOldestFirst: false };
  const { items, total } = await findHistoryWindow(deps, actor, datesOf(query), window);
  return { rows: items.map(toOrderReportRow), total };
}

/** GET /api/reports/orders: a page of the caller's history between the dates (orders, deposits, withdrawals), newest first. */
export async function findOrderReport(
  deps: Pick<TradingDeps, 'db'>,
  actor: Scope,
  query: Dates & Paging,
): Promise<Page<OrderReportRow>> {
  const { rows, total } = await orderRows(deps, actor, query, query);
  return { items: rows, page: query.page, limit: query.limit, total };
}

/** The orders download: every entry of the period's history, refused beyond what one download carries. */
export async function findOrderReportDownload(
  deps: Pick<TradingDeps, 'db'>,
  actor: Scope,
  query: Dates,
): Promise<OrderReportRow[]> {
  const { rows, total } = await orderRows(deps, actor, query, { page: 1, limit: reportCsvRowLimit });
  if (total > reportCsvRowLimit) throw tooManyRows('orders, deposits and withdrawals', total);
  return rows;
}

/** A page of the caller's fills (of one instrument when `baseAsset` is given), newest first. */
export async function findFillReport(
  deps: Pick<TradingDeps, 'db'>,
  actor: Scope,
  query: Dates & Paging,
  baseAsset?: string,
): Promise<Page<FillReportRow>> {
  const filter: FillFilter = { ...dayRangeOf(query), baseAsset };
  const { rows, total } = await findOwnFillsPage(deps.db, actor, filter, {
    limit: query.limit,
    offset: offsetOf(query),
  });
  return { items: rows.map(toFillReportRow), page: query.page, limit: query.limit, total };
}

/** The fills download (GET /api/reports/history as CSV): every fill of the period, within the limit. */
export async function findFillReportDownload(
  deps: Pick<TradingDeps, 'db'>,
  actor: Scope,
  query: Dates,
): Promise<FillReportRow[]> {
  const { rows, total } = await findOwnFillsPage(deps.db, actor, dayRangeOf(query), {
    limit: reportCsvRowLimit,
    offset: 0,
  });
  if (total > reportCsvRowLimit) throw tooManyRows('fills', total);
  return rows.map(toFillReportRow);
}
