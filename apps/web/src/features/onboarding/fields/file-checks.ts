import { maxDocumentBytes } from '@invest/contracts/onboarding-rules';
import { allowedDocumentExtensions } from '@invest/contracts/validation';

/** The `accept` list of a document file input (SPEC 5 types). */
export const documentAccept = allowedDocumentExtensions.map((extension) => `.${extension}`).join(',');

export type FileProblem = 'type' | 'size' | 'empty';

/**
 * What is wrong with a chosen file before it is sent: a name without an accepted extension, a size
 * over the limit, or nothing in it. The server checks the content itself; this saves a wasted upload.
 */
export function fileProblemOf(file: { name: string; size: number }): FileProblem | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(allowedDocumentExtensions as readonly string[]).includes(extension)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > maxDocumentBytes) return 'size';
  return null;
}
