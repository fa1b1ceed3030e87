import { defineConfig } from 'vitest/config';

/**
 * The API's tests, in Node, each file on a database of its own: PGlite by default, PostgreSQL
 * when DATABASE_URL is set (`node api/scripts/with-postgres.mjs` starts a throwaway one).
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/globalSetup.ts'],
    // One database per worker, shared by its files (test/support.ts): opening PGlite takes seconds.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
