import { defineConfig } from 'vitest/config';

// Pure code (rules, search, formats, sample data) runs in plain Node; starting a DOM for each of
// those files cost most of the unit-test time on a 2-core CI machine.
const pure = ['shared/src/{api,rules,search,format,router,data}/**/*.test.ts', 'delivery/test/**/*.test.{ts,tsx}'];

/** One Vitest run over every package: rules and stores in shared, pages in the host and remotes. */
export default defineConfig({
  test: {
    globals: true,
    restoreMocks: true,
    // One module graph (and one jsdom) per worker instead of one per file: per-file start-up was
    // 130 of the 150 s the unit tests took on a 2-core machine. Files stay independent: the DOM
    // setup clears the DOM, the toasts and localStorage after every test, the stores re-read
    // localStorage on every get, and no test mocks a module.
    isolate: false,
    // Page tests render real lazy routes; on a busy 2-core CI machine 5 s is too tight.
    testTimeout: 15_000,
    projects: [
      { extends: true, test: { name: 'pure', environment: 'node', include: pure } },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{shared,host,remote-*}/src/**/*.test.{ts,tsx}'],
          exclude: pure,
          setupFiles: ['./shared/src/testing/setup.ts'],
        },
      },
    ],
  },
});
