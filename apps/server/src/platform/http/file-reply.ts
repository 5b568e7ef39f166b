import type { FastifyReply } from 'fastify';

/** Sends a stored document as a download that no cache keeps. */
export function sendDocumentFile(
  reply: FastifyReply,
  file: { bytes: Buffer; contentType: string; fileName: string },
): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}
