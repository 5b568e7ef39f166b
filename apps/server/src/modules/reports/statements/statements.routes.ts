import { statementQuerySchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../platform/http/guards';
import type { ReportsDeps } from '../reports.deps';
import { openStatement } from './statement.service';
import { statementCsvStream } from './statement-csv';
import { renderStatementPdf } from './statement-pdf';

const tags = ['reports'];

/** The investor's monthly statement of account (SPEC 7 Reports statement-account). */
export const statementsRoutes: FastifyPluginAsyncZod<{ deps: ReportsDeps }> = async (app, { deps }) => {
  app.get(
    '/reports/statement-account',
    {
      config: { guard: 'verifiedEmail' },
      schema: {
        tags,
        summary: 'The investor’s statement of a month: per asset, opening balance, every movement, closing balance',
        description:
          'SPEC 7 Reports statement-account (csv). A text/csv download (format=csv, the default), streamed, or an application/pdf one. Times and months are UTC. 400 on `month` for a month not begun or ended before the account existed.',
        querystring: statementQuerySchema,
      },
    },
    async (request, reply) => {
      const statement = await openStatement(deps, requireAuth(request), request.query);
      const name = `statement-${statement.month.month}`;
      reply.header('cache-control', 'no-store');
      if (request.query.format === 'pdf') {
        const pdf = await renderStatementPdf(deps, statement);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${name}.pdf"`)
          .send(Buffer.from(pdf));
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .send(statementCsvStream(deps, statement));
    },
  );
};
