// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier/flat';
import globals from 'globals';

/*
 * Import boundaries, with the core `no-restricted-imports` (static imports and re-exports) and
 * `no-restricted-syntax` (dynamic `import()`, which the former does not see). Each entry is a
 * regular expression over the import specifier and the message that explains the rule.
 * Relative paths are caught when they climb out of the package into a sibling package's folder
 * (`../../../remote-life/src/...`); a relative path inside one package never names those folders.
 */
const forbid = {
  otherRemotes: {
    // Package names, folder names and the federation names (`info/routes`) of the four remotes.
    regex: '^(@nyaya/remote-|remote-|(\\.\\./)+remote-|(info|life|experts|marketplace)(/|$))',
    message: 'A remote never imports another remote: share through @nyaya/shared, or link to the other area by URL.',
  },
  remotesFromHost: {
    regex: '^(@nyaya/remote-|remote-|(\\.\\./)+remote-|(info|life|experts|marketplace)(/|$))',
    message: "The host never imports a remote's source: areas are loaded at run time (federation/areaRoutes.ts).",
  },
  host: {
    regex: '^(@nyaya/host(/|$)|(\\.\\./)+host/)',
    message: 'Only the host imports the host: move what is shared into @nyaya/shared.',
  },
  api: {
    regex: '^(@nyaya/api(/|$)|(\\.\\./)+api/(src|test|bench|scripts|drizzle)(/|$))',
    message: "The API server's code is not part of a browser bundle: share types and schemas through @nyaya/shared.",
  },
  delivery: {
    regex: '^(@nyaya/delivery(/|$)|(\\.\\./)+delivery(/|$)|@nyaya/shared/(build|prerender)(/|$))',
    message: 'Product code never imports the delivery pipeline (only rspack.config.ts and prerender/ entries use it).',
  },
  bundlesFromShared: {
    regex:
      '^(@nyaya/(host|remote-[a-z]+|api|delivery)(/|$)|remote-|(info|life|experts|marketplace)(/|$)|(\\.\\./)+(host|remote-[a-z]+|delivery)/|(\\.\\./)+api/(src|test|bench|scripts|drizzle)(/|$)|@nyaya/shared/(build|prerender)(/|$))',
    message: 'shared imports no bundle (host, remotes, API, delivery): the bundles import shared, never the reverse.',
  },
  deliveryButConfig: {
    regex: '^(@nyaya/delivery/(?!config$)|@nyaya/delivery$|(\\.\\./)+delivery(/|$))',
    message: 'A bundle config imports only the config factory, @nyaya/delivery/config.',
  },
  deliveryButPrerender: {
    regex: '^(@nyaya/delivery/(?!prerender$)|@nyaya/delivery$|(\\.\\./)+delivery(/|$))',
    message: 'A prerender entry imports only @nyaya/delivery/prerender.',
  },
};

/** The two rules for one set of files, from the boundaries that apply to them. */
function boundaries(files, rules) {
  return {
    files,
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: rules.map(({ regex, message }) => ({ regex, message })) }],
      'no-restricted-syntax': [
        'error',
        ...rules.map(({ regex, message }) => ({
          // esquery's regular-expression literal cannot contain `/`: \u002F stands for it.
          selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\u002F')}/]`,
          message,
        })),
      ],
    },
  };
}

const remotes = ['remote-info', 'remote-life', 'remote-experts', 'remote-marketplace'];
const remoteRules = [forbid.otherRemotes, forbid.host, forbid.api];
const hostRules = [forbid.remotesFromHost, forbid.api];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-prerender/',
      '**/test-results/',
      '**/playwright-report/',
      '**/blob-report/',
      '**/coverage/',
      'api/.data/',
      '**/*.cjs',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_`-prefixed names are deliberately unused (a callback's leading parameters, a rest sibling).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  // Browser code: the bundles and the start-up script.
  {
    files: ['{host,remote-*,shared}/src/**/*.{ts,tsx}', 'delivery/src/boot/**/*.{ts,js}', 'host/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Node code: servers, scripts, build and test configs, e2e.
  {
    files: [
      'api/**/*.{ts,mjs,js}',
      'e2e/**/*.{ts,mjs,js}',
      'delivery/{src/build,src/prerender,src/server,bench,test}/**/*.{ts,tsx,mjs}',
      '*/prerender/**/*.{ts,tsx}',
      '**/*.config.{ts,js,mjs}',
      '*.{js,mjs,ts}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },

  // Vitest's globals (`globals: true` in vitest.config.ts), for the plain-JavaScript tests.
  {
    files: ['**/*.test.{ts,tsx,mjs}'],
    languageOptions: { globals: { ...globals.vitest } },
  },

  // React: hooks wherever React runs (the React Compiler's rules included), accessibility in JSX.
  // Not in api/ and e2e/, where `use` is Playwright's fixture callback, not React's hook.
  {
    files: ['{host,remote-*,shared,delivery}/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.tsx'],
    rules: {
      // A label's text may sit three elements deep (label > span > span > text, as the radio cards
      // have it); the default depth of 2 depends on whether a space is written as {' '}.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },

  // Import boundaries (tests may import across packages to check how the parts fit).
  ...remotes.flatMap((remote) => [
    boundaries([`${remote}/src/**`], [...remoteRules, forbid.delivery]),
    boundaries([`${remote}/prerender/**`], [...remoteRules, forbid.deliveryButPrerender]),
    boundaries([`${remote}/rspack*.config.ts`], [...remoteRules, forbid.deliveryButConfig]),
  ]),
  boundaries(['host/src/**'], [...hostRules, forbid.delivery]),
  boundaries(['host/prerender/**'], [...hostRules, forbid.deliveryButPrerender]),
  boundaries(['host/rspack*.config.ts'], [...hostRules, forbid.deliveryButConfig]),
  boundaries(['shared/src/**'], [forbid.bundlesFromShared]),

  // Formatting is Prettier's: turn off every stylistic rule it would fight. Keep last.
  prettier,
);
