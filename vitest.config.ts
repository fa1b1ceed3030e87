import { defineConfig } from 'vitest/config';

/** One Vitest run over every package: rules and stores in shared, pages in the host and remotes. */
export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['{shared,host,remote-*}/src/**/*.test.{ts,tsx}', 'host/scripts/**/*.test.mjs'],
    setupFiles: ['./shared/src/testing/setup.ts'],
    restoreMocks: true,
    // Page tests render real lazy routes; on a busy 2-core CI machine 5 s is too tight.
    testTimeout: 15_000,
  },
});
