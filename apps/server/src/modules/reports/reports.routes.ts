import { accountValueQuerySchema, accountValueSchema, portfolioSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../platform/http/envelope';
import { requireAuth } from '../../platform/http/guards';
import { getAccountValue } from './account-value.service';
import { getPortfolio } from './portfolio.service';
import type { ReportsDeps } from './reports.deps';

const tags = ['reports'];

/** The investor's reports on the main API. */
export const reportsRoutes: FastifyPluginAsyncZod<{ deps: ReportsDeps }> = async (app, { deps }) => {
  app.get(
    '/reports/account-value',
    {
      config: { guard: 'verifiedEmail' },
      schema: { tags, querystring: accountValueQuerySchema, response: okResponse(accountValueSchema) },
    },
    async (request) => ok(await getAccountValue(deps, requireAuth(request), request.query)),
  );
  app.get(
    '/reports/portfolio',
    {
      config: { guard: 'verifiedEmail' },
      schema: {
        tags,
        summary: 'The investor’s positions, cash, buying power and returns, deposits kept out of returns',
        response: okResponse(portfolioSchema),
      },
    },
    async (request) => ok(await getPortfolio(deps, requireAuth(request))),
  );
};
