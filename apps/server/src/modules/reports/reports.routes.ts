import { accountValueQuerySchema, accountValueSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../platform/http/envelope';
import { requireAuth } from '../../platform/http/guards';
import { getAccountValue, type ReportsDeps } from './account-value.service';

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
};
