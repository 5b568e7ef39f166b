import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/**/*.test.{ts,tsx}'],
          exclude: [
            '**/node_modules/**',
            '**/*.integration.test.ts',
            '**/*.redis.test.ts',
            '**/*.crash.test.ts',
            '**/*.process.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/**/*.integration.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['apps/server/test/migrated-template.ts'],
          // Every file builds its own app and database, and none changes the process (env, timers,
          // mocks), so files share one module graph instead of importing the server again each.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'redis',
          include: ['apps/server/**/*.redis.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The product started as its own process on the embedded database: once, not per database.
          name: 'process',
          include: ['apps/server/**/*.process.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'crash',
          include: ['apps/server/**/*.crash.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 300_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
