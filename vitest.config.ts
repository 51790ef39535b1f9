import { defineConfig } from 'vitest/config';

// One runner for every workspace's unit and API tests (`npm run test:unit`).
// API tests use TEST_DATABASE_URL when set (PostgreSQL), else in-memory PGlite.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      // The project's own tooling: lint rules, scripts.
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // Migrates the run's template database once (decision 038).
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'web',
          include: [
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/web/locales/*.test.ts',
            'apps/web/scripts/*.test.ts',
          ],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
