import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const sourceDir = `${webRoot}src${sep}`;

/** A loader written `() => import('./x')`, the module named by a string literal. */
const moduleLoader = /\(\)\s*=>\s*import\((['"])([^'"]+)\1\)/g;

/**
 * Names the module behind each loader the app writes as `() => import('./x')`: the loader gets a
 * `source`, the module's path in the web app (`src/features/.../x.tsx`), which is its key in Vite's
 * build manifest. The server's render of the signed-in shell reads the sources of the page it draws
 * (router.tsx pageModulesFor), so the page's HTML preloads that page's code with the app's.
 */
export function moduleSources(): Plugin {
  return {
    name: 'module-sources',
    enforce: 'pre',
    async transform(code, id) {
      if (!id.startsWith(sourceDir) || !/\.tsx?$/.test(id) || !code.includes('import(')) return null;
      const output = new MagicString(code);
      for (const match of code.matchAll(moduleLoader)) {
        const [loader, , specifier] = match;
        const resolved = specifier ? await this.resolve(specifier, id) : null;
        if (!resolved) continue;
        const source = relative(webRoot, resolved.id).split(sep).join('/');
        output.overwrite(
          match.index,
          match.index + loader.length,
          `Object.assign(${loader}, { source: ${JSON.stringify(source)} })`,
        );
      }
      return output.hasChanged() ? { code: output.toString(), map: output.generateMap({ hires: true }) } : null;
    },
  };
}
