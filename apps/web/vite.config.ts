import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server's render of the first screens (`vite build --ssr`) is read from disk by the server only.
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        buildInfo(),
        // Brotli and gzip copies of the files the server sends as they are (it renders index.html per
        // domain and compresses that itself): it picks one by the request's accept-encoding.
        compression({
          algorithms: ['brotliCompress', 'gzip'],
          include: /\.(js|mjs|css|svg|json|wasm|txt)$/,
          exclude: /^\.vite\//,
        }),
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
    rolldownOptions: {
      output: {
        // Everything the entry imports goes into one chunk; left alone, rolldown splits the first
        // page's code into many small shared chunks, which compress worse and cost extra requests.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
}));
