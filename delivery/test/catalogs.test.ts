/**
 * Every message catalogue (`<package>/src/locales/{en,hi}.json`) and every data translation
 * (`shared/src/data/<area>/texts.hi.json`), checked the way the build compiles them: the two
 * languages hold the same ids, each message is valid ICU with the same placeholders and the same
 * plural/select variables in both, every plural has its `other` form, and nothing is empty.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const root = path.resolve(import.meta.dirname, '../..');
/** Every folder holding a `locales/` catalogue: a bundle may split its messages by screen (issue 22). */
function catalogueDirs(dir: string): string[] {
  const entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  const here = entries.some((entry) => entry.isDirectory() && entry.name === 'locales') ? [dir] : [];
  const below = entries.filter((entry) => entry.isDirectory() && entry.name !== 'locales').flatMap((entry) => catalogueDirs(`${dir}/${entry.name}`));
  return [...here, ...below];
}
const packages = ['shared/src', ...['host', 'remote-info', 'remote-life', 'remote-experts', 'remote-marketplace'].map((name) => `${name}/src`)].flatMap(
  catalogueDirs,
);

it('finds the split catalogues too', () => {
  expect(packages).toEqual(expect.arrayContaining(['shared/src/i18n', 'shared/src/ui', 'host/src', 'host/src/pages/profile', 'host/src/search']));
});

const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

type Token = string | Token[] | { [form: string]: Token[] | string };

/** Placeholder names, with `plural:`/`select:` marking the variables that choose a form. */
function placeholders(tokens: unknown, found = new Set<string>()): Set<string> {
  if (!Array.isArray(tokens)) return found;
  for (const token of tokens as Token[]) {
    if (!Array.isArray(token)) continue;
    const [name, kind, forms] = token;
    if (typeof name !== 'string') {
      placeholders(token, found);
      continue;
    }
    // The app's formatter (shared/src/i18n/formatMessage.ts, Intl-free) knows placeholders, plural and select only.
    if (kind && kind !== 'plural' && kind !== 'select') throw new Error(`${name}: "${String(kind)}" is not formatted by the app; format the value in code`);
    found.add(kind ? `${String(kind)}:${name}` : name);
    if (forms && typeof forms === 'object' && !Array.isArray(forms)) {
      if ((kind === 'plural' || kind === 'select') && !('other' in forms)) throw new Error(`${name} has no "other" form`);
      for (const form of Object.values(forms)) placeholders(form, found);
    }
  }
  return found;
}

describe.each(packages)('the %s catalogue', (dir) => {
  const english = read(`${dir}/locales/en.json`);
  const hindi = read(`${dir}/locales/hi.json`);

  it('has the same message ids in English and Hindi', () => {
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(Object.keys(english))('%s: valid ICU, same placeholders in both, not empty, Hindi in Hindi', (id) => {
    const en = english[id];
    const hi = hindi[id];
    expect(typeof en).toBe('string');
    expect(typeof hi).toBe('string');
    expect((en as string).trim()).not.toBe('');
    expect((hi as string).trim()).not.toBe('');
    expect(placeholders(compileMessageOrThrow(hi as string))).toEqual(placeholders(compileMessageOrThrow(en as string)));
  });
});

describe('data translations', () => {
  const areas = readdirSync(path.join(root, 'shared/src/data'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((area) => readdirSync(path.join(root, 'shared/src/data', area)).includes('texts.hi.json'));

  it.each(areas)('%s: every entry maps English text to non-empty Hindi', (area) => {
    for (const [english, hindi] of Object.entries(read(`shared/src/data/${area}/texts.hi.json`))) {
      expect(english.trim(), english).not.toBe('');
      expect(typeof hindi === 'string' && hindi.trim() !== '', english).toBe(true);
    }
  });
});
