#!/usr/bin/env node
/**
 * Prints the gzip size of the JavaScript that /sign-in loads before it can render: the entry chunk,
 * the sign-in route chunk, and every chunk either of them imports statically (transitively), each
 * counted once. Reads the Vite manifest of a finished build (`npm run build -w @invest/web`).
 * Output: one JSON line, {"route":"/sign-in","gzipBytes":N}.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const route = '/sign-in';
const routeModule = 'src/features/auth/sign-in-page.tsx';
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk; run the build first.');
if (!manifest[routeModule]) throw new Error(`The manifest has no chunk for ${routeModule}.`);

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);
visit(routeModule);

let gzipBytes = 0;
for (const file of files) {
  if (file.endsWith('.js')) gzipBytes += gzipSync(readFileSync(join(dist, file))).length;
}
console.log(JSON.stringify({ route, gzipBytes }));
