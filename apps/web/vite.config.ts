import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';
const tradingTarget = 'http://localhost:3001';

/**
 * React Router 7 resolves to its development build in every mode (remix-run/react-router#14102), so
 * production builds point at its production build, which is smaller and has no development warnings.
 */
const require = createRequire(import.meta.url);
const reactRouterDir = dirname(require.resolve('react-router/package.json'));

export default defineConfig(({ command }) => ({
  plugins: [react()],
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
