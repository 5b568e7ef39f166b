import { emptyRequestSchema, signDeedRequestSchema, signedDeedSchema, taxFormQuerySchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../platform/http/envelope';
import { requireAuth } from '../../platform/http/guards';
import { sendPdf } from '../../platform/http/pdf-reply';
import { getSignedDeed, previewDeed, signDeed } from './deed.service';
import type { OnboardingDeps } from './onboarding.deps';
import { generateTaxForm } from './tax-form.service';

const tags = ['registration'];
const config = { guard: 'verifiedEmail' } as const;

/** The generated PDFs: tax forms and the deed. */
export const formsRoutes: FastifyPluginAsyncZod<{ deps: OnboardingDeps }> = async (app, { deps }) => {
  app.get('/get-wform', { config, schema: { tags, querystring: taxFormQuerySchema } }, async (request, reply) => {
    const { form, pdf } = await generateTaxForm(deps, requireAuth(request), request.query);
    return sendPdf(reply, pdf, `${form}.pdf`);
  });

  app.post('/deed/preview', { config, schema: { tags, body: emptyRequestSchema } }, async (request, reply) =>
    sendPdf(reply, await previewDeed(deps, requireAuth(request)), 'deed-preview.pdf'),
  );

  app.post(
    '/deed',
    { config, schema: { tags, body: signDeedRequestSchema, response: okResponse(signedDeedSchema) } },
    async (request) => ok(await signDeed(deps, requireAuth(request), request.body), 'Your deed is signed'),
  );

  app.get('/deed', { config, schema: { tags } }, async (request, reply) =>
    sendPdf(reply, await getSignedDeed(deps, requireAuth(request)), 'deed.pdf'),
  );
};
