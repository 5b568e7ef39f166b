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
import { auditActorOf } from '../../../platform/audit/audit';
import { ok, okResponse } from '../../../platform/http/envelope';
import { sendDocumentFile } from '../../../platform/http/file-reply';
import { requireAuth } from '../../../platform/http/guards';
import { readMultipartUpload } from '../../../platform/http/multipart-upload';
import { offeringReaders } from '../catalogue/offering-access';
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
        await uploadOfferingDocument(
          deps,
          requireAuth(request),
          auditActorOf(request),
          request.params.id,
          await readMultipartUpload(request),
        ),
        'Uploaded',
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
      await deleteOfferingDocument(deps, requireAuth(request), auditActorOf(request), ids);
      return ok({}, 'Deleted');
    },
  );

  for (const reader of offeringReaders) {
    app.get(
      `${reader.prefix}/:id/documents`,
      {
        config: { guard: reader.guard },
        schema: { tags, params: offeringIdParamSchema, response: okResponse(offeringDocumentListSchema) },
      },
      async (request) =>
        ok({ items: await listOfferingDocuments(deps, requireAuth(request), request.params.id, reader.as) }),
    );

    app.get(
      `${reader.prefix}/:id/documents/:document_id/file`,
      { config: { guard: reader.guard }, schema: { tags, params: offeringDocumentParamSchema } },
      async (request, reply) => {
        const ids = { offeringId: request.params.id, documentId: request.params.document_id };
        return sendDocumentFile(reply, await getOfferingDocumentFile(deps, requireAuth(request), ids, reader.as));
      },
    );
  }
};
