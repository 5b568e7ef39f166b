import {
  adminDashboardSchema,
  adminSuitabilityQuerySchema,
  newUsersQuerySchema,
  newUsersReportSchema,
  suitabilityFilesSchema,
  userIdParamSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../../platform/http/csv';
import { ok, okResponse } from '../../../platform/http/envelope';
import { sendDocumentFile } from '../../../platform/http/file-reply';
import { requireAuth } from '../../../platform/http/guards';
import type { ReportsDeps } from '../reports.deps';
import { renderSuitabilityFile } from '../suitability/suitability-file';
import { getAdminDashboard } from './dashboard.service';
import { newUsersColumns } from './new-users.csv';
import { findNewUsers, getNewUsersReport } from './new-users.service';
import { findSuitabilityFiles } from './suitability-files.service';

const tags = ['admin'];
const admin = { guard: 'admin' } as const;

/**
 * The administrators' reports of SPEC 7 "Reports" (new-users, suitability files) and the console's
 * dashboard, each of the administrator's own domain.
 */
export const adminReportsRoutes: FastifyPluginAsyncZod<{ deps: ReportsDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/dashboard',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The domain today and over the last 30 days: sign-ups, deposits, volume, open orders, pending reviews',
        response: okResponse(adminDashboardSchema),
      },
    },
    async (request) => ok(await getAdminDashboard(deps, requireAuth(request))),
  );

  app.get(
    '/admin/reports/new-users',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Sign-ups per day and how far they got through onboarding (SPEC 7 Reports new-users)',
        description:
          'from and to are UTC days, both included, at most one year apart. The funnel lists the domain’s steps in its order. format=csv downloads the range’s users, one line each, with when they completed each step.',
        querystring: newUsersQuerySchema,
        response: okResponse(newUsersReportSchema),
      },
    },
    async (request, reply) => {
      const actor = requireAuth(request);
      if (request.query.format === 'csv') {
        const { users, steps } = await findNewUsers(deps, actor, request.query);
        return sendCsv(reply, `new-users-${request.query.from}-${request.query.to}.csv`, newUsersColumns(steps), users);
      }
      return ok(await getNewUsersReport(deps, actor, request.query));
    },
  );

  app.get(
    '/admin/reports/suitability',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'The domain’s investors who answered the suitability questions, latest first (SPEC 7 Reports suitability)',
        querystring: adminSuitabilityQuerySchema,
        response: okResponse(suitabilityFilesSchema),
      },
    },
    async (request) => ok(await findSuitabilityFiles(deps, requireAuth(request), request.query)),
  );

  app.get(
    '/admin/reports/suitability/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One investor’s suitability answers as the PDF they download themselves',
        description: '404 for a user of another domain or one who has no answers.',
        params: userIdParamSchema,
      },
    },
    async (request, reply) => {
      const pdf = await renderSuitabilityFile(deps, {
        tenantId: requireAuth(request).tenantId,
        userId: request.params.id,
      });
      return sendDocumentFile(reply, {
        bytes: Buffer.from(pdf),
        contentType: 'application/pdf',
        fileName: 'suitability.pdf',
      });
    },
  );
};
