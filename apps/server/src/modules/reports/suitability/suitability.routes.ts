import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../platform/errors';
import { requireAuth } from '../../../platform/http/guards';
import { pdfColorOf } from '../../../platform/pdf/pdf-layout';
import { getUserRecord } from '../../auth';
import { findSuitabilityAnswers, suitabilityNotificationOf } from '../../onboarding';
import type { ReportsDeps } from '../reports.deps';
import { investorNameOf } from '../statements/statement.service';
import { renderSuitabilityPdf } from './suitability-pdf';

/** SPEC 7 Reports suitability (file): the investor's suitability answers as a PDF download. */
export const suitabilityRoutes: FastifyPluginAsyncZod<{ deps: ReportsDeps }> = async (app, { deps }) => {
  app.get(
    '/reports/suitability',
    {
      config: { guard: 'verifiedEmail' },
      schema: {
        tags: ['reports'],
        summary: 'The investor’s suitability answers and result as a PDF download',
        description:
          'SPEC 7 Reports suitability (file). An application/pdf download in the domain’s branding: each question and answer, when they were given, the risk tolerance and what it restricts. 404 when the investor has no answers (the step is for US nationals).',
      },
    },
    async (request, reply) => {
      const actor = requireAuth(request);
      const found = await findSuitabilityAnswers(deps.db, actor);
      if (!found) throw notFound('Suitability answers');
      const [user, tenant] = await Promise.all([
        getUserRecord(deps.db, actor.tenantId, actor.userId),
        deps.tenants.getTenant(actor.tenantId),
      ]);
      const pdf = await renderSuitabilityPdf({
        company: tenant.companyName,
        accent: pdfColorOf(tenant.themeConfig.link_color),
        investorName: investorNameOf(user),
        accountId: user.investorId ?? user.id,
        answers: found.answers,
        answeredAt: found.answeredAt,
        result: suitabilityNotificationOf(found),
        generatedAt: deps.clock.now(),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="suitability.pdf"')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
