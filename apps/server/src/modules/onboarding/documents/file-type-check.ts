import { fileTypeFromBuffer } from 'file-type';
import { invalid } from '../../../platform/errors';

/** SPEC 5: jpeg, jpg, png, tif, gif and pdf, recognised by their content (file-type's extensions). */
const acceptedFileTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  tif: 'image/tiff',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** The file's type read from its content, or a 400 on `file` when it is none of the accepted ones. */
export async function detectFileType(file: Buffer | null): Promise<{ ext: string; mime: string }> {
  if (!file || file.length === 0) throw invalid('file', 'Choose a file to upload');
  const detected = await fileTypeFromBuffer(file);
  const mime = detected ? acceptedFileTypes[detected.ext] : undefined;
  if (!detected || !mime) throw invalid('file', 'Only JPEG, PNG, TIFF, GIF or PDF files are accepted');
  return { ext: detected.ext, mime };
}
