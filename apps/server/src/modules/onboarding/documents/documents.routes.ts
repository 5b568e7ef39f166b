import multipart from '@fastify/multipart';
import {
  documentIdParamSchema,
  maxDocumentBytes,
  onboardingDocumentListSchema,
  uploadedDocumentSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { sendDocumentFile } from '../../../platform/http/file-reply';
import { requireAuth } from '../../../platform/http/guards';
import { readMultipartUpload } from '../../../platform/http/multipart-upload';
import type { OnboardingDeps } from '../onboarding.deps';
import { getDocumentFile, listDocuments, uploadDocument } from './documents.service';

const tags = ['registration'];
const config = { guard: 'verifiedEmail' } as const;
const maxFieldBytes = 256;

/** POST and GET registration/documents, with multipart registered in this scope only. */
export const documentsRoutes: FastifyPluginAsyncZod<{ deps: OnboardingDeps }> = async (app, { deps }) => {
  await app.register(multipart, {
    limits: { fileSize: maxDocumentBytes, files: 1, fields: 5, fieldSize: maxFieldBytes, parts: 6 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/documents',
    { config, bodyLimit: maxDocumentBytes + 64 * 1024, schema: { tags, response: okResponse(uploadedDocumentSchema) } },
    async (request) =>
      ok(await uploadDocument(deps, requireAuth(request), await readMultipartUpload(request)), 'Uploaded'),
  );

  app.get(
    '/documents',
    { config, schema: { tags, response: okResponse(onboardingDocumentListSchema) } },
    async (request) => ok({ items: await listDocuments(deps, requireAuth(request)) }),
  );

  app.get('/documents/:id/file', { config, schema: { tags, params: documentIdParamSchema } }, async (request, reply) =>
    sendDocumentFile(reply, await getDocumentFile(deps, requireAuth(request), request.params.id)),
  );
};
