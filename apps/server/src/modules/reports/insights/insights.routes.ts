import {
  insightsSchema,
  ledgerReportQuerySchema,
  ledgerReportSchema,
  rangeInsightsSchema,
  reportRangeQuerySchema,
  tradeSummarySchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { getLedgerReport } from '../ledger-report/ledger-report.service';
import type { ReportsDeps } from '../reports.deps';
import { getTradeSummary } from '../trade-summary/trade-summary.service';
import { getInsights } from './insights.service';
import { getRangeInsights } from './range-insights.service';

const tags = ['reports'];
const config = { guard: 'verifiedEmail' } as const;
const rangeDescription =
  'The range is a named one ending today (`range`: 1W, 1M, 3M, 6M or 1Y; 1M when nothing is given) or `from` and `to` (YYYY-MM-DD, UTC, both included), not both. 400 naming the field when `from` is after `to`, `to` is in the future or the range is longer than five years.';

/** The investor's insights, trade summary and ledger (SPEC 7 Reports insights, range-insights, trade-summary, ledger). */
export const insightsRoutes: FastifyPluginAsyncZod<{ deps: ReportsDeps }> = async (app, { deps }) => {
  app.get(
    '/reports/insights',
    {
      config,
      schema: {
        tags,
        summary:
          'The investor’s portfolio insights now: value, cash, invested, profit and loss, allocation, time-weighted return',
        description:
          'SPEC 7 Reports insights. The figures of reports/portfolio, the allocation by asset (cash one slice) and the time-weighted return since the first activity. Deposits and withdrawals are never gains.',
        response: okResponse(insightsSchema),
      },
    },
    async (request) => ok(await getInsights(deps, requireAuth(request))),
  );
  app.get(
    '/reports/range-insights',
    {
      config,
      schema: {
        tags,
        summary:
          'What happened to the investor’s account over a range: values, deposits, profit and loss, fees, return',
        description: `SPEC 7 Reports range-insights. The time-weighted return chains each day's return with that day's deposits and withdrawals taken out. ${rangeDescription}`,
        querystring: reportRangeQuerySchema,
        response: okResponse(rangeInsightsSchema),
      },
    },
    async (request) => ok(await getRangeInsights(deps, requireAuth(request), request.query)),
  );
  app.get(
    '/reports/trade-summary',
    {
      config,
      schema: {
        tags,
        summary: 'The investor’s trades of a range per market: buys and sells, quantity, average price, gross, fees',
        description: `SPEC 7 Reports trade-summary, from the investor's fills. ${rangeDescription}`,
        querystring: reportRangeQuerySchema,
        response: okResponse(tradeSummarySchema),
      },
    },
    async (request) => ok(await getTradeSummary(deps, requireAuth(request), request.query)),
  );
  app.get(
    '/reports/ledger',
    {
      config,
      schema: {
        tags,
        summary: 'A page of the investor’s ledger movements, newest first, with the balance after each',
        description:
          'SPEC 7 Reports ledger. Filters: `asset`, and `from` and `to` (YYYY-MM-DD, UTC, both included). The answer’s `snapshot` passed back with later pages keeps them as the first page saw the ledger, so a movement written meanwhile shifts nothing.',
        querystring: ledgerReportQuerySchema,
        response: okResponse(ledgerReportSchema),
      },
    },
    async (request) => ok(await getLedgerReport(deps, requireAuth(request), request.query)),
  );
};
