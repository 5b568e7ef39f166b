import { fileTypeFromBuffer } from 'file-type';
import { invalid } from '../errors';

/** A drawn signature's PNG data URL as image bytes, checked by content (a 400 on `field` otherwise). */
export async function readSignatureImage(field: string, dataUrl: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext !== 'png') throw invalid(field, 'The signature must be a PNG image');
  return bytes;
}
