import { readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fallbackTemplate } from './tenant-page';

/** The web app's own entry in Vite's build manifest: the app the page's entry loads (apps/web/vite.config.ts). */
const appEntry = 'src/app/start.tsx';

/** The built page and the app's modules: the app's chunk and every chunk it imports, as URL paths. */
export interface IndexTemplate {
  html: string;
  appModules: string[];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The app's modules by the manifest beside index.html; none when it is missing or names no app. */
async function readAppModules(distDir: string): Promise<string[]> {
  const text = await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8').catch(() => '{}');
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(text) as Record<string, ManifestChunk>;
  } catch {
    return [];
  }
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(appEntry);
  return [...files].map((file) => `/${file}`);
}

/**
 * The built index.html as it is on disk now, with the app's modules from the same build: read again
 * whenever a rebuild replaced it (another file, time or size), so a running server never hands out a
 * page whose bundle the rebuild deleted. One stat per page; the fallback page while nothing is built.
 */
export function createIndexTemplate(indexFile: string): () => Promise<IndexTemplate> {
  let cached: (IndexTemplate & { ino: number; mtimeMs: number; size: number }) | undefined;
  return async () => {
    const file = await stat(indexFile).catch(() => null);
    if (!file) return { html: fallbackTemplate, appModules: [] };
    if (cached?.ino !== file.ino || cached.mtimeMs !== file.mtimeMs || cached.size !== file.size) {
      const [html, appModules] = await Promise.all([readFile(indexFile, 'utf8'), readAppModules(dirname(indexFile))]);
      cached = { ino: file.ino, mtimeMs: file.mtimeMs, size: file.size, html, appModules };
    }
    return cached;
  };
}
