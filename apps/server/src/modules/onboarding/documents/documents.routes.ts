import multipart from '@fastify/multipart';
import {
  documentIdParamSchema,
  maxDocumentBytes,
  onboardingDocumentListSchema,
  uploadedDocumentSchema,
} from '@invest/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalid } from '../../../platform/errors';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { OnboardingDeps } from '../onboarding.deps';
import { sendDocumentFile } from './document-file-reply';
import { type DocumentUpload, getDocumentFile, listDocuments, uploadDocument } from './documents.service';

const tags = ['registration'];
const config = { guard: 'verifiedEmail' } as const;
const maxFieldBytes = 256;

/** Reads the multipart body: its text fields and its one file (more than one is refused by the limits). */
async function readUpload(request: FastifyRequest): Promise<DocumentUpload> {
  if (!request.isMultipart()) throw invalid('file', 'Send the document as multipart/form-data');
  const upload: DocumentUpload = { fields: {}, file: null };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') throw invalid(part.fieldname, 'Unknown field');
      upload.file = await part.toBuffer();
    } else {
      upload.fields[part.fieldname] = String(part.value);
    }
  }
  return upload;
}

/** POST and GET registration/documents, with multipart registered in this scope only. */
export const documentsRoutes: FastifyPluginAsyncZod<{ deps: OnboardingDeps }> = async (app, { deps }) => {
  await app.register(multipart, {
    limits: { fileSize: maxDocumentBytes, files: 1, fields: 5, fieldSize: maxFieldBytes, parts: 6 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/documents',
    { config, bodyLimit: maxDocumentBytes + 64 * 1024, schema: { tags, response: okResponse(uploadedDocumentSchema) } },
    async (request) => ok(await uploadDocument(deps, requireAuth(request), await readUpload(request)), 'Uploaded'),
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
