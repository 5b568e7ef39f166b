import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { invalid } from '../errors';
import { parseFields } from './parse-fields';

/** A multipart body's text fields and its one file (the part named `file`). */
export interface MultipartUpload {
  fields: Record<string, string>;
  file: Buffer | null;
}

/** Reads the multipart body; more than one file is refused by the limits the route's scope registered. */
export async function readMultipartUpload(request: FastifyRequest): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw invalid('file', 'Send the document as multipart/form-data');
  const upload: MultipartUpload = { fields: {}, file: null };
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

/** The upload's text fields read with `schema`; a 400 with each bad or unknown field's message otherwise. */
export function parseUploadFields<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, string>,
): z.infer<Schema> {
  return parseFields(schema, fields, 'upload');
}
