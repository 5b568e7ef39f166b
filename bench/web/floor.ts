// Builds a floor page (floor/) with Vite into a temporary directory: the floor (main.tsx: React and
// one Mantine button) or the stack floor (stack.tsx: the same with the app's chosen routing, state
// and wording libraries), each the page's one script. When the web app's build
// holds precompressed copies of its files (name.js.br, name.js.gz, ...), the floor gets the same
// kinds, so the server can answer both the same way.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

const compressors: Record<string, (data: Buffer) => Buffer> = {
  br: (data) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gz: (data) => gzipSync(data, { level: 9 }),
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The compressions (br, gz) whose copies the app's build keeps beside its files. */
function precompressionsOf(appDist: string) {
  const names = filesUnder(appDist);
  return Object.entries(compressors).filter(([kind]) => names.some((name) => name.endsWith(`.${kind}`)));
}

export type FloorPage = 'floor' | 'stack-floor';

const entries: Record<FloorPage, string> = { floor: '/main.tsx', 'stack-floor': '/stack.tsx' };

/** Points the page's script at the floor's entry. */
function floorEntry(page: FloorPage): Plugin {
  return {
    name: 'floor-entry',
    transformIndexHtml: { order: 'pre', handler: (html) => html.replace('/main.tsx', entries[page]) },
  };
}

export async function buildFloor(page: FloorPage, outDir: string, appDist: string): Promise<void> {
  await build({
    root: join(import.meta.dirname, 'floor'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), floorEntry(page)],
    build: { outDir, emptyOutDir: true },
  });
  const precompressions = precompressionsOf(appDist);
  for (const file of filesUnder(outDir).filter((name) => /\.(js|css)$/.test(name))) {
    for (const [kind, compress] of precompressions) writeFileSync(`${file}.${kind}`, compress(readFileSync(file)));
  }
}
