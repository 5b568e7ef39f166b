import { readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fallbackTemplate } from './tenant-page';

/** The web app's own entry in Vite's build manifest: the app the page's entry loads (apps/web/vite.config.ts). */
const appEntry = 'src/app/start.tsx';

/** The built page and the modules of its build, as URL paths. */
export interface IndexTemplate {
  html: string;
  /** The app's chunk and every chunk it imports. */
  appModules: string[];
  /** The chunks of these source modules (keys of the manifest) and every chunk they import, less the app's. */
  modulesOf(sources: string[]): string[];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The manifest beside index.html; empty when it is missing or unreadable. */
async function readManifest(distDir: string): Promise<Manifest> {
  const text = await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8').catch(() => '{}');
  try {
    return JSON.parse(text) as Manifest;
  } catch {
    return {};
  }
}

/** The files of the chunks of `keys` and of every chunk they import, as URL paths; unknown keys add nothing. */
function chunkFiles(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files].map((file) => `/${file}`);
}

function templateOf(html: string, manifest: Manifest): IndexTemplate {
  const appModules = chunkFiles(manifest, [appEntry]);
  const app = new Set(appModules);
  return {
    html,
    appModules,
    modulesOf: (sources) => chunkFiles(manifest, sources).filter((file) => !app.has(file)),
  };
}

/**
 * The built index.html as it is on disk now, with the modules of the same build: read again whenever a
 * rebuild replaced it (another file, time or size), so a running server never hands out a page whose
 * bundle the rebuild deleted. One stat per page; the fallback page while nothing is built.
 */
export function createIndexTemplate(indexFile: string): () => Promise<IndexTemplate> {
  let cached: (IndexTemplate & { ino: number; mtimeMs: number; size: number }) | undefined;
  return async () => {
    const file = await stat(indexFile).catch(() => null);
    if (!file) return templateOf(fallbackTemplate, {});
    if (cached?.ino !== file.ino || cached.mtimeMs !== file.mtimeMs || cached.size !== file.size) {
      const [html, manifest] = await Promise.all([readFile(indexFile, 'utf8'), readManifest(dirname(indexFile))]);
      cached = { ino: file.ino, mtimeMs: file.mtimeMs, size: file.size, ...templateOf(html, manifest) };
    }
    return cached;
  };
}
