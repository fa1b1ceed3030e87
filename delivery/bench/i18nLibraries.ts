/**
 * `pnpm bench:i18n`: what an i18n library costs home, in gzip bytes, measured rather than quoted
 * (issue 18 asks for Lingui against react-intl/FormatJS). Each probe renders the same screen
 * fragment (a placeholder message and a plural) with home's real English catalogue, bundled by
 * rspack in production mode with React left out (home has it anyway), and gzipped at level 9:
 *
 * - nyaya: what home ships, `@nyaya/shared/i18n` (catalogues compiled at build time to Lingui's form, our own store and formatter);
 * - lingui-react: @lingui/core with @lingui/react's provider and hook;
 * - react-intl: react-intl with its catalogue as ICU text (parsed in the browser);
 * - react-intl-ast: react-intl with a precompiled catalogue and its parser aliased away
 *   (FormatJS's recommended set-up for size).
 *
 * Bytes are deterministic for a given lockfile; the README quotes this table.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rspack, type Configuration } from '@rspack/core';

const delivery = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const repo = resolve(delivery, '..');
const require = createRequire(join(delivery, 'package.json'));
const intlRequire = createRequire(require.resolve('react-intl'));

const catalogue = JSON.parse(readFileSync(join(repo, 'host/src/locales/en.json'), 'utf8')) as Record<string, string>;
// The two messages every probe shows: a placeholder and a plural.
const probeMessages = { 'probe.greeting': 'Hello, {name}', 'probe.items': '{count, plural, one {# item} other {# items}}' };

const probes: Record<string, string> = {
  nyaya: `
    import { defineCatalog, useLocale } from '@nyaya/shared/i18n';
    import english from './locales/en.json';
    const { useT } = defineCatalog('probe', english, { hi: () => import('./locales/en.json') });
    export function Probe({ count }) {
      const t = useT();
      return <p>{t('probe.greeting', { name: 'Asha' })} {t('probe.items', { count })}</p>;
    }`,
  'lingui-react': `
    import { setupI18n } from '@lingui/core';
    import { I18nProvider, useLingui } from '@lingui/react';
    import english from './locales/en.json';
    const i18n = setupI18n({ locale: 'en', messages: { en: english } });
    function Inner({ count }) {
      const { _ } = useLingui();
      return <p>{_('probe.greeting', { name: 'Asha' })} {_('probe.items', { count })}</p>;
    }
    export function Probe({ count }) {
      return <I18nProvider i18n={i18n}><Inner count={count} /></I18nProvider>;
    }`,
  'react-intl': `
    import { IntlProvider, useIntl } from 'react-intl';
    import english from './messages.json';
    function Inner({ count }) {
      const intl = useIntl();
      return <p>{intl.formatMessage({ id: 'probe.greeting' }, { name: 'Asha' })} {intl.formatMessage({ id: 'probe.items' }, { count })}</p>;
    }
    export function Probe({ count }) {
      return <IntlProvider locale="en" messages={english}><Inner count={count} /></IntlProvider>;
    }`,
  'react-intl-ast': `
    import { IntlProvider, useIntl } from 'react-intl';
    import english from './messages.ast.json';
    function Inner({ count }) {
      const intl = useIntl();
      return <p>{intl.formatMessage({ id: 'probe.greeting' }, { name: 'Asha' })} {intl.formatMessage({ id: 'probe.items' }, { count })}</p>;
    }
    export function Probe({ count }) {
      return <IntlProvider locale="en" messages={english}><Inner count={count} /></IntlProvider>;
    }`,
};

async function bundle(name: string, dir: string): Promise<number> {
  const out = join(dir, `out-${name}`);
  const parser = dirname(intlRequire.resolve('@formatjs/icu-messageformat-parser'));
  const config: Configuration = {
    mode: 'production',
    context: dir,
    target: ['web', 'es2022'],
    entry: { probe: join(dir, `${name}.tsx`) },
    output: { path: out, filename: '[name].js', library: { type: 'module' }, chunkFormat: 'module' },
    externals: { react: 'react', 'react-dom': 'react-dom', 'react/jsx-runtime': 'react/jsx-runtime' },
    externalsType: 'module',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      modules: [join(delivery, 'node_modules'), join(repo, 'shared/node_modules'), join(repo, 'node_modules'), 'node_modules'],
      alias: name === 'react-intl-ast' ? { '@formatjs/icu-messageformat-parser$': join(parser, 'no-parser.js') } : {},
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
          type: 'javascript/auto',
        },
        // Lingui's catalogues are compiled at build time, as in the app (createConfig's catalogRule).
        { test: /[\\/]locales[\\/][a-z]{2}\.json$/, loader: join(delivery, 'src/build/catalogLoader.cjs'), type: 'javascript/auto' },
      ],
    },
    optimization: { splitChunks: false },
    performance: { hints: false },
    devtool: false,
  };
  const stats = await new Promise<import('@rspack/core').Stats>((done, fail) =>
    rspack(config, (error, result) => (error || !result ? fail(error) : done(result))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  // The probe's own chunk: a lazy Hindi chunk (nyaya's) is not on home's first screen.
  return gzipSync(readFileSync(join(out, 'probe.js')), { level: 9 }).length;
}

async function measure(label: string, messages: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'nyaya-i18n-bench-'));
  try {
    const { parse } = (await import(intlRequire.resolve('@formatjs/icu-messageformat-parser'))) as { parse: (message: string) => unknown };
    writeFileSync(join(dir, 'messages.json'), JSON.stringify(messages));
    writeFileSync(join(dir, 'messages.ast.json'), JSON.stringify(Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]))));
    // Lingui's catalogue under `locales/` (its compile step), with the same messages.
    mkdirSync(join(dir, 'locales'));
    writeFileSync(join(dir, 'locales/en.json'), JSON.stringify(messages));
    for (const [name, source] of Object.entries(probes)) writeFileSync(join(dir, `${name}.tsx`), source);
    const rows: [string, number][] = [];
    for (const name of Object.keys(probes)) rows.push([name, await bundle(name, dir)]);
    const least = Math.min(...rows.map(([, bytes]) => bytes));
    console.log(`\n${label}`);
    for (const [name, bytes] of rows)
      console.log(`  ${name.padEnd(16)} ${(bytes / 1024).toFixed(1).padStart(6)} KB  (+${((bytes - least) / 1024).toFixed(1)} KB)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log("gzip -9 of each probe's JS, React left out");
await measure('the library alone (two messages)', probeMessages);
await measure(`with home's English catalogue (${Object.keys(catalogue).length} messages)`, { ...catalogue, ...probeMessages });
