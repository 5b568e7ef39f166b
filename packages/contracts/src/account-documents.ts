import { z } from 'zod';
import { documentSteps } from './lookups';
import { documentStatuses, identificationDetailsRequestSchema } from './onboarding';

/**
 * The investor's documents after onboarding (SPEC 7 Account: documents, upload-user-file,
 * finish-upload-user-file, "{product} chunk and total", settings/document, deed-of-trust).
 *
 * Decisions:
 * - A file is uploaded in chunks: the client starts an upload with the file's size and how many
 *   chunks it sends, the server answers the chunk size (every chunk but the last has exactly that
 *   size), chunks are sent in any order and again if need be, the upload tells which chunks it holds
 *   (so a client resumes after a dropped connection), and the finish checks the whole file by its
 *   content like every upload.
 * - An upload is made to replace one document: an identity document that expired, was refused or
 *   was asked for again. settings/document files the finished upload with the new identification
 *   details; the old document stays as history, superseded.
 */

/** The largest file uploaded in chunks. */
export const maxChunkedDocumentBytes = 25 * 1024 * 1024;
/** The bounds of one chunk (the last one may be smaller than the minimum). */
export const minUploadChunkBytes = 64 * 1024;
export const maxUploadChunkBytes = 1024 * 1024;
/** The most chunks an upload takes: the largest file in the smallest chunks. */
export const maxUploadChunks = Math.ceil(maxChunkedDocumentBytes / minUploadChunkBytes);
/** Hours an upload waits for its next chunk (or, finished, to be filed) before it is removed. */
export const abandonedUploadHours = 24;

/**
 * The size of each chunk of a file of `size` bytes sent in `totalChunks`: every chunk but the last
 * has it, the last holds the rest. Null when that split breaks the chunk bounds or leaves the last
 * chunk empty.
 */
export function uploadChunkSize(size: number, totalChunks: number): number | null {
  const chunkSize = Math.ceil(size / totalChunks);
  if (chunkSize > maxUploadChunkBytes) return null;
  if (totalChunks > 1 && chunkSize < minUploadChunkBytes) return null;
  if (chunkSize * (totalChunks - 1) >= size) return null;
  return chunkSize;
}

/** The bytes chunk `index` of an upload holds. */
export function uploadChunkLength(upload: { size: number; chunk_size: number; total_chunks: number }, index: number) {
  return index === upload.total_chunks - 1 ? upload.size - upload.chunk_size * index : upload.chunk_size;
}

const uploadIdSchema = z.uuid({ error: 'Invalid upload id' });

/** POST account/upload-user-file: starts the upload of the file that replaces `replaces_document_id`. */
export const startUploadRequestSchema = z
  .strictObject({
    replaces_document_id: z.uuid({ error: 'Invalid document id' }),
    user_document_type_id: z
      .number({ error: 'Choose the document type' })
      .int('Choose the document type')
      .positive('Choose the document type')
      .max(2_147_483_647, 'Choose the document type'),
    size: z
      .number({ error: 'Give the file size in bytes' })
      .int('Give the file size in bytes')
      .min(1, 'The file is empty')
      .max(maxChunkedDocumentBytes, 'The file is larger than 25 MB'),
    total_chunks: z
      .number({ error: 'Give the number of chunks' })
      .int('Give the number of chunks')
      .min(1, 'Give the number of chunks')
      .max(maxUploadChunks, `At most ${maxUploadChunks} chunks`),
  })
  .refine((body) => uploadChunkSize(body.size, body.total_chunks) !== null, {
    path: ['total_chunks'],
    message: 'Split the file in chunks of 64 KB to 1 MB (the last one may be smaller)',
  });
export type StartUploadRequest = z.infer<typeof startUploadRequestSchema>;

/** An upload as its client resumes it: which chunks the server holds, and whether it is finished. */
export const uploadSessionSchema = z.object({
  upload_id: z.string(),
  replaces_document_id: z.string(),
  user_document_type_id: z.number().int(),
  size: z.number().int(),
  chunk_size: z.number().int(),
  total_chunks: z.number().int(),
  /** The indexes of the chunks received, in order. */
  received: z.array(z.number().int()),
  /** The checked file's SHA-256 and type once finished; null before. */
  sha256: z.string().nullable(),
  content_type: z.string().nullable(),
  /** When the upload is removed if nothing more arrives (or, finished, if it is not filed). */
  expires_at: z.string(),
});
export type UploadSession = z.infer<typeof uploadSessionSchema>;

export const uploadIdParamSchema = z.object({ id: uploadIdSchema });
export const uploadChunkParamSchema = z.object({
  id: uploadIdSchema,
  index: z.coerce
    .number({ error: 'Invalid chunk index' })
    .int('Invalid chunk index')
    .min(0, 'Invalid chunk index')
    .max(maxUploadChunks - 1, 'Invalid chunk index'),
});

/** POST account/finish-upload-user-file: assembles and checks the upload's file. */
export const finishUploadRequestSchema = z.strictObject({ upload_id: uploadIdSchema });

/** POST account/settings/document: files a finished upload with the identity document's new details. */
export const replaceDocumentRequestSchema = identificationDetailsRequestSchema.extend({ upload_id: uploadIdSchema });
export type ReplaceDocumentRequest = z.infer<typeof replaceDocumentRequestSchema>;

export const accountDocumentSchema = z.object({
  id: z.string(),
  user_document_type_id: z.number().int(),
  /** The document type's name ("Passport"). */
  type_name: z.string(),
  step: z.enum(documentSteps),
  status: z.enum(documentStatuses),
  status_reason: z.string().nullable(),
  content_type: z.string(),
  size: z.number().int(),
  uploaded_at: z.string(),
  /** For an identity document, the expiry date of its identification details; null for others. */
  expiry_date: z.string().nullable(),
  is_expired: z.boolean(),
  /** An identity document that expired, was refused or asked for again, of a finished registration. */
  can_replace: z.boolean(),
});
export type AccountDocument = z.infer<typeof accountDocumentSchema>;

const signedDeedSummarySchema = z.object({ id: z.string(), sha256: z.string(), signed_at: z.string() });

/** GET account/documents: every document of the investor, newest first, and their signed deed if any. */
export const accountDocumentsSchema = z.object({
  items: z.array(accountDocumentSchema),
  deed: signedDeedSummarySchema.nullable(),
});
export type AccountDocuments = z.infer<typeof accountDocumentsSchema>;

export const replacedDocumentSchema = z.object({ document: accountDocumentSchema, replaced: accountDocumentSchema });
export type ReplacedDocument = z.infer<typeof replacedDocumentSchema>;
