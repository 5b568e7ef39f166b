import {
  accountDocumentsSchema,
  documentIdParamSchema,
  emptyPayloadSchema,
  finishUploadRequestSchema,
  maxUploadChunkBytes,
  replaceDocumentRequestSchema,
  replacedDocumentSchema,
  startUploadRequestSchema,
  uploadChunkParamSchema,
  uploadIdParamSchema,
  uploadSessionSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { sendDocumentFile } from '../../../platform/http/file-reply';
import { requireAuth } from '../../../platform/http/guards';
import { sendPdf } from '../../../platform/http/pdf-reply';
import { getSignedDeed } from '../deed.service';
import type { OnboardingDeps } from '../onboarding.deps';
import { listAccountDocuments, replaceDocument } from './account-documents.service';
import { cancelUpload, finishUpload, getUploadSession, putChunk, startUpload } from './document-uploads.service';
import { getDocumentFile } from './documents.service';

const tags = ['account'];
const config = { guard: 'verifiedEmail' } as const;
/** Uploads an investor may start an hour: a few replacements, each retried a few times. */
const uploadStartLimit = { max: 20, timeWindow: '1 hour' };
const sessionResponse = okResponse(uploadSessionSchema);

/**
 * PUT account/upload-user-file/:id/chunks/:index, in a scope of its own whose only body is raw bytes
 * (application/octet-stream) of at most one chunk.
 */
const chunkRoutes: FastifyPluginAsyncZod<{ deps: OnboardingDeps }> = async (app, { deps }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: maxUploadChunkBytes },
    (_request, body, done) => done(null, body),
  );

  app.put(
    '/upload-user-file/:id/chunks/:index',
    {
      config,
      bodyLimit: maxUploadChunkBytes,
      schema: {
        tags,
        summary: 'Sends one chunk of an upload (SPEC 7 Account: {product} chunk and total)',
        description:
          'The body is the chunk’s raw bytes (application/octet-stream): every chunk but the last has the upload’s chunk_size. A chunk sent again replaces the one held.',
        consumes: ['application/octet-stream'],
        params: uploadChunkParamSchema,
        response: sessionResponse,
      },
    },
    async (request) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : null;
      const { id, index } = request.params;
      return ok(await putChunk(deps, requireAuth(request), id, index, bytes), 'Chunk received');
    },
  );
};

/** The investor's documents after onboarding, under /v1/account (SPEC 7 Account). */
export const accountDocumentsRoutes: FastifyPluginAsyncZod<{ deps: OnboardingDeps }> = async (app, { deps }) => {
  app.get(
    '/documents',
    {
      config,
      schema: {
        tags,
        summary: 'The investor’s documents, their review and expiry, and the signed deed (SPEC 7 Account: documents)',
        response: okResponse(accountDocumentsSchema),
      },
    },
    async (request) => ok(await listAccountDocuments(deps, requireAuth(request))),
  );

  app.get(
    '/documents/:id/file',
    {
      config,
      schema: { tags, summary: 'Downloads one of the investor’s documents', params: documentIdParamSchema },
    },
    async (request, reply) =>
      sendDocumentFile(reply, await getDocumentFile(deps, requireAuth(request), request.params.id)),
  );

  app.get(
    '/deed-of-trust',
    { config, schema: { tags, summary: 'Downloads the investor’s latest signed deed of trust (SPEC 7 Account)' } },
    async (request, reply) => sendPdf(reply, await getSignedDeed(deps, requireAuth(request)), 'deed-of-trust.pdf'),
  );

  app.post(
    '/upload-user-file',
    {
      config: { ...config, rateLimit: uploadStartLimit },
      schema: {
        tags,
        summary: 'Starts a chunked upload of the document that replaces another (SPEC 7 Account: upload-user-file)',
        description:
          'Give the file size and how many chunks it is sent in (each 64 KB to 1 MB, the last one smaller; at most 25 MB); the answer gives the chunk size and upload id.',
        body: startUploadRequestSchema,
        response: sessionResponse,
      },
    },
    async (request) => ok(await startUpload(deps, requireAuth(request), request.body), 'Upload started'),
  );

  app.get(
    '/upload-user-file/:id',
    {
      config,
      schema: {
        tags,
        summary: 'An upload and the chunks it holds, to resume it',
        params: uploadIdParamSchema,
        response: sessionResponse,
      },
    },
    async (request) => ok(await getUploadSession(deps, requireAuth(request), request.params.id)),
  );

  app.delete(
    '/upload-user-file/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Cancels an upload and removes its chunks',
        params: uploadIdParamSchema,
        response: okResponse(emptyPayloadSchema),
      },
    },
    async (request) => {
      await cancelUpload(deps, requireAuth(request), request.params.id);
      return ok({}, 'Upload cancelled');
    },
  );

  await app.register(chunkRoutes, { deps });

  app.post(
    '/finish-upload-user-file',
    {
      config,
      schema: {
        tags,
        summary:
          'Assembles an upload’s chunks and checks the file by its content (SPEC 7 Account: finish-upload-user-file)',
        description:
          'Missing chunks are a 409 naming them; a file that is no JPEG, PNG, TIFF, GIF or PDF ends the upload.',
        body: finishUploadRequestSchema,
        response: sessionResponse,
      },
    },
    async (request) => ok(await finishUpload(deps, requireAuth(request), request.body.upload_id), 'Upload finished'),
  );

  app.post(
    '/settings/document',
    {
      config,
      schema: {
        tags,
        summary: 'Replaces an expired, refused or re-requested identity document (SPEC 7 Account: settings/document)',
        description:
          'Files a finished upload with the document’s new identification details; the old document is kept, superseded, and the identity is verified again.',
        body: replaceDocumentRequestSchema,
        response: okResponse(replacedDocumentSchema),
      },
    },
    async (request) => ok(await replaceDocument(deps, requireAuth(request), request.body), 'Your document is replaced'),
  );
};
