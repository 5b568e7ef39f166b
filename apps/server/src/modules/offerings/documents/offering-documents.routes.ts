import multipart from '@fastify/multipart';
import {
  emptyPayloadSchema,
  maxOfferingDocumentBytes,
  offeringDocumentListSchema,
  offeringDocumentParamSchema,
  offeringDocumentSchema,
  offeringIdParamSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { sendDocumentFile } from '../../../platform/http/file-reply';
import { requireAuth } from '../../../platform/http/guards';
import { readMultipartUpload } from '../../../platform/http/multipart-upload';
import type { OfferingsDeps } from '../offerings.deps';
import {
  deleteOfferingDocument,
  getOfferingDocumentFile,
  listOfferingDocuments,
  uploadOfferingDocument,
} from './offering-documents.service';

const tags = ['offerings'];
const maxFieldBytes = 1024;

/** An offering's PDFs (issue 18): administrators file and withdraw them, investors read them. */
export const offeringDocumentsRoutes: FastifyPluginAsyncZod<{ deps: OfferingsDeps }> = async (app, { deps }) => {
  await app.register(multipart, {
    limits: { fileSize: maxOfferingDocumentBytes, files: 1, fields: 4, fieldSize: maxFieldBytes, parts: 5 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/admin/offerings/:id/documents',
    {
      config: { guard: 'admin' },
      bodyLimit: maxOfferingDocumentBytes + 64 * 1024,
      schema: {
        tags,
        summary: 'File a PDF (offering circular, Form C, agreement template) with an offering',
        params: offeringIdParamSchema,
        response: okResponse(offeringDocumentSchema),
      },
    },
    async (request) =>
      ok(
        await uploadOfferingDocument(deps, requireAuth(request), request.params.id, await readMultipartUpload(request)),
        'Uploaded',
      ),
  );

  app.get(
    '/admin/offerings/:id/documents',
    {
      config: { guard: 'admin' },
      schema: { tags, params: offeringIdParamSchema, response: okResponse(offeringDocumentListSchema) },
    },
    async (request) =>
      ok({ items: await listOfferingDocuments(deps, requireAuth(request), request.params.id, 'admin') }),
  );

  app.get(
    '/admin/offerings/:id/documents/:document_id/file',
    { config: { guard: 'admin' }, schema: { tags, params: offeringDocumentParamSchema } },
    async (request, reply) =>
      sendDocumentFile(
        reply,
        await getOfferingDocumentFile(
          deps,
          requireAuth(request),
          { offeringId: request.params.id, documentId: request.params.document_id },
          'admin',
        ),
      ),
  );

  app.delete(
    '/admin/offerings/:id/documents/:document_id',
    {
      config: { guard: 'admin' },
      schema: { tags, params: offeringDocumentParamSchema, response: okResponse(emptyPayloadSchema) },
    },
    async (request) => {
      const ids = { offeringId: request.params.id, documentId: request.params.document_id };
      await deleteOfferingDocument(deps, requireAuth(request), ids);
      return ok({}, 'Deleted');
    },
  );

  app.get(
    '/ipo/:id/documents',
    {
      config: { guard: 'verifiedEmail' },
      schema: { tags, params: offeringIdParamSchema, response: okResponse(offeringDocumentListSchema) },
    },
    async (request) =>
      ok({ items: await listOfferingDocuments(deps, requireAuth(request), request.params.id, 'investor') }),
  );

  app.get(
    '/ipo/:id/documents/:document_id/file',
    { config: { guard: 'verifiedEmail' }, schema: { tags, params: offeringDocumentParamSchema } },
    async (request, reply) =>
      sendDocumentFile(
        reply,
        await getOfferingDocumentFile(
          deps,
          requireAuth(request),
          { offeringId: request.params.id, documentId: request.params.document_id },
          'investor',
        ),
      ),
  );
};
