import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDocumentFile } from '../../../platform/http/file-reply';
import { requireAuth } from '../../../platform/http/guards';
import type { ReportsDeps } from '../reports.deps';
import { renderSuitabilityFile } from './suitability-file';

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
      const pdf = await renderSuitabilityFile(deps, { tenantId: actor.tenantId, userId: actor.userId });
      return sendDocumentFile(reply, {
        bytes: Buffer.from(pdf),
        contentType: 'application/pdf',
        fileName: 'suitability.pdf',
      });
    },
  );
};
