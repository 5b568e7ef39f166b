import { readFile, stat } from 'node:fs/promises';
import { fallbackTemplate } from './tenant-page';

/**
 * The built index.html as it is on disk now: read again whenever a rebuild replaced it (another file,
 * time or size), so a running server never hands out a page whose bundle the rebuild deleted. One
 * stat per page; the fallback page while nothing is built.
 */
export function createIndexTemplate(indexFile: string): () => Promise<string> {
  let cached: { ino: number; mtimeMs: number; size: number; text: string } | undefined;
  return async () => {
    const file = await stat(indexFile).catch(() => null);
    if (!file) return fallbackTemplate;
    if (cached?.ino !== file.ino || cached.mtimeMs !== file.mtimeMs || cached.size !== file.size) {
      cached = { ino: file.ino, mtimeMs: file.mtimeMs, size: file.size, text: await readFile(indexFile, 'utf8') };
    }
    return cached.text;
  };
}
