import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = 'http://localhost:3000';
const tradingTarget = 'http://localhost:3001';

/**
 * React Router 7 resolves to its development build in every mode (remix-run/react-router#14102), so
 * production builds point at its production build, which is smaller and has no development warnings.
 */
const require = createRequire(import.meta.url);
const reactRouterDir = dirname(require.resolve('react-router/package.json'));

/**
 * Writes .vite/build-info.json beside the manifest: the build's mode and whether NODE_ENV made it a
 * production build; `npm start` serves only a build that is both (scripts/start.mjs).
 */
function buildInfo(): Plugin {
  let info = { mode: '', isProduction: false };
  return {
    name: 'build-info',
    apply: 'build',
    configResolved(config) {
      info = { mode: config.mode, isProduction: config.isProduction };
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '.vite/build-info.json', source: `${JSON.stringify(info)}\n` });
    },
  };
}

/** The page's entry and what it imports, which stay out of the app's chunk (see rolldownOptions). */
const pageEntry = /\/index\.html$|modulepreload-polyfill|\/src\/app\/main\.tsx$|(?<!\.module)\.css$/;

/**
 * The UI library's useId draws an input with React's id, then swaps it for a random one in a layout
 * effect: every input renders again, synchronously, right after the app takes over the server's
 * drawing (about 60 ms of the sign-up page's main thread, four times that on a throttled phone). React's
 * id is unique within the app and the same in the server's drawing, so the app's build uses it alone.
 * (The server's drawing leaves the library to Node, whose useId draws the same first id.)
 */
function mantineStableIds(): Plugin {
  const replacement = fileURLToPath(new URL('./src/shared/ui/mantine-use-id.ts', import.meta.url));
  const mantineHooks = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;
  return {
    name: 'mantine-stable-ids',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './use-id/use-id.mjs' && importer && mantineHooks.test(importer) ? replacement : null;
    },
  };
}

/**
 * `npm run analyze -w @invest/web`: the build, and a report of what each chunk holds (sizes as written,
 * gzipped and brotli-compressed) in bundle-report/, which is not committed.
 */
function bundleReport(): PluginOption[] {
  if (!process.env.ANALYZE) return [];
  const report = (template: 'treemap' | 'raw-data', file: string) =>
    visualizer({ template, filename: `bundle-report/${file}`, gzipSize: true, brotliSize: true });
  return [report('treemap', 'index.html'), report('raw-data', 'stats.json')];
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server's render of the first screens (`vite build --ssr`) is read from disk by the server only.
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        mantineStableIds(),
        buildInfo(),
        // Brotli and gzip copies of the files the server sends as they are (it renders index.html per
        // domain and compresses that itself): it picks one by the request's accept-encoding.
        compression({
          algorithms: ['brotliCompress', 'gzip'],
          include: /\.(js|mjs|css|svg|json|wasm|txt)$/,
          exclude: /^\.vite\//,
        }),
        ...bundleReport(),
      ],
  resolve: {
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') }]
        : [],
  },
  server: {
    proxy: {
      '/v1': apiTarget,
      '/monitoring': apiTarget,
      '/api': tradingTarget,
      '/ws': { target: tradingTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // A chunk imports the chunks it needs itself. Vite's preloading of them appends a <link> per chunk
    // on the main thread while a page's code loads: over a hundred milliseconds for the sign-up page's
    // thirty-odd chunks on a throttled phone, where the page should be answering its visitor.
    modulePreload: false,
    // One stylesheet, linked by the page: the server's drawing of the first screen uses the app's
    // component styles, which must be there at the first paint, before the app's code is loaded.
    cssCodeSplit: false,
    rolldownOptions: {
      // The page's entry (main.tsx) holds only the styles and loads the app (start.tsx) after the
      // first paint; the app is an entry of its own, so everything it imports is one chunk: left
      // alone, rolldown splits it into many small shared chunks, which compress worse and cost
      // extra requests.
      input: { index: 'index.html', start: 'src/app/start.tsx' },
      output: {
        codeSplitting: {
          groups: [
            // Vite's helper for loading a chunk with its styles, which the page's entry uses too.
            { name: 'preload-helper', test: /vite\/preload-helper/, priority: 1 },
            { name: 'app', tags: ['$initial'], test: (id) => !pageEntry.test(id) },
          ],
        },
      },
    },
  },
}));
