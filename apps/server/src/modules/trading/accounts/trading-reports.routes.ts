import {
  discountConfirmationRequestSchema,
  feeDiscountReportSchema,
  feeDiscountSchema,
  fillReportRowSchema,
  orderReportRowSchema,
  pageQuerySchema,
  pageSchema,
  type ReportQuery,
  reportQuerySchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../../platform/http/csv';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { TradingDeps } from '../trading.deps';
import { confirmDiscount, findDiscountHistory, getDiscountReport } from './fee-discounts.service';
import { fillReportColumns, orderReportColumns } from './trading-reports.mapper';
import {
  findFillReport,
  findFillReportDownload,
  findOrderReport,
  findOrderReportDownload,
} from './trading-reports.service';

const tags = ['trading reports'];

/** A report's file name: what it lists and the period, such as orders-2026-03-01-2026-03-31.csv. */
const fileNameOf = (what: string, query: ReportQuery) =>
  `${[what, query.startDate ?? 'start', query.endDate ?? 'today'].join('-')}.csv`;

const csvNote = 'JSON in the envelope; with format=csv every row of the period, as a text/csv download.';

/** The investor's reports (SPEC 7 reports/orders, reports/history) and the fee-discount programme. */
export const tradingReportsRoutes: FastifyPluginAsyncZod<Pick<TradingDeps, 'db' | 'clock'>> = async (app, deps) => {
  app.get(
    '/reports/orders',
    {
      config: { guard: 'investor' },
      schema: {
        tags,
        description: csvNote,
        querystring: reportQuerySchema,
        response: okResponse(pageSchema(orderReportRowSchema)),
      },
    },
    async (request, reply) => {
      const actor = requireAuth(request);
      if (request.query.format === 'csv') {
        const rows = await findOrderReportDownload(deps, actor, request.query);
        return sendCsv(reply, fileNameOf('orders', request.query), orderReportColumns, rows);
      }
      return ok(await findOrderReport(deps, actor, request.query));
    },
  );
  app.get(
    '/reports/history',
    {
      config: { guard: 'investor' },
      schema: {
        tags,
        description: csvNote,
        querystring: reportQuerySchema,
        response: okResponse(pageSchema(fillReportRowSchema)),
      },
    },
    async (request, reply) => {
      const actor = requireAuth(request);
      if (request.query.format === 'csv') {
        const rows = await findFillReportDownload(deps, actor, request.query);
        return sendCsv(reply, fileNameOf('fills', request.query), fillReportColumns, rows);
      }
      return ok(await findFillReport(deps, actor, request.query));
    },
  );
  app.get(
    '/reports/discount',
    { config: { guard: 'investor' }, schema: { tags, response: okResponse(feeDiscountReportSchema) } },
    async (request) => ok(await getDiscountReport(deps, requireAuth(request))),
  );
  app.post(
    '/discount-confirmation',
    {
      config: { guard: 'investor', idempotent: true },
      schema: { tags, body: discountConfirmationRequestSchema, response: okResponse(feeDiscountSchema) },
    },
    async (request) =>
      ok(await confirmDiscount(deps, requireAuth(request), request.body), 'Your fee discount was paid to your balance'),
  );
  app.get(
    '/discount-history',
    {
      config: { guard: 'investor' },
      schema: { tags, querystring: pageQuerySchema.strict(), response: okResponse(pageSchema(feeDiscountSchema)) },
    },
    async (request) => ok(await findDiscountHistory(deps, requireAuth(request), request.query)),
  );
};
