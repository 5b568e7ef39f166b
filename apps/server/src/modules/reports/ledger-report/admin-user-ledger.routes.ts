import { adminUserLedgerSchema, ledgerReportQuerySchema, userIdParamSchema } from '@invest/contracts';
import { formatUnits } from '@invest/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { getUserRecord } from '../../auth';
import { getBalances } from '../../ledger';
import type { ReportsDeps } from '../reports.deps';
import { getLedgerReport } from './ledger-report.service';

/** The console's view of one user's money: what they hold now, and their movements as reports/ledger pages them. */
export const adminUserLedgerRoutes: FastifyPluginAsyncZod<{ deps: ReportsDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/users/:id/ledger',
    {
      config: { guard: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "A user's balances by asset and a page of their ledger movements, newest first",
        description: 'The filters, paging and snapshot of reports/ledger, for the user the administrator looks at.',
        params: userIdParamSchema,
        querystring: ledgerReportQuerySchema,
        response: okResponse(adminUserLedgerSchema),
      },
    },
    async (request) => {
      const { tenantId } = requireAuth(request);
      const user = await getUserRecord(deps.db, tenantId, request.params.id);
      const scope = { tenantId, userId: user.id };
      const [report, balances] = await Promise.all([
        getLedgerReport(deps, scope, request.query),
        getBalances(deps.db, tenantId, user.id),
      ]);
      return ok({
        ...report,
        balances: balances.map((balance) => ({
          asset: balance.asset,
          available: formatUnits(balance.availableUnits, balance.scale),
          held: formatUnits(balance.heldUnits, balance.scale),
        })),
      });
    },
  );
};
