import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { glossaryMisses, hindiGlossary } from './glossary';

const ROOT = resolve(__dirname, '../../..');
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'coverage']);

/** Every Hindi catalogue of the workspace: the locales' hi.json files and the data's *.hi.json files. */
function hindiCatalogues(directory = ROOT): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) || entry.name.startsWith('.') ? [] : hindiCatalogues(path);
    return entry.name === 'hi.json' || entry.name.endsWith('.hi.json') ? [path] : [];
  });
}

/** Each Hindi text of a catalogue with its key ("reviews", "Security deposit"), however deep. */
function texts(value: unknown, key = ''): Array<[key: string, text: string]> {
  if (typeof value === 'string') return [[key, value]];
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([child, item]) => texts(item, key ? `${key}.${child}` : child));
  return [];
}

const catalogues = hindiCatalogues().map((path) => relative(ROOT, path));

describe('the Hindi glossary', () => {
  it('finds every kind of catalogue', () => {
    for (const path of [
      'shared/src/i18n/locales/hi.json',
      'shared/src/data/marketplace/details.hi.json',
      'remote-experts/src/locales/hi.json',
      'remote-life/src/locales/hi.json',
      'host/src/locales/hi.json',
    ]) {
      expect(catalogues).toContain(path);
    }
  });

  it.each(catalogues)('%s uses one term per concept', (path) => {
    const misses = texts(JSON.parse(readFileSync(join(ROOT, path), 'utf8'))).flatMap(([key, text]) =>
      glossaryMisses(text).map((miss) => `${key}: "${miss.variant}" → "${miss.preferred}" (${miss.concept})`),
    );
    expect(misses).toEqual([]);
  });

  it('catches each kind of variant, in either encoding, and lets the preferred spellings through', () => {
    const found = (text: string) => glossaryMisses(text).map((miss) => miss.variant);
    expect(found('सभी सेवाएं देखें')).toEqual(['सेवाएं', 'एं']);
    expect(found('120 रिव्यू')).toEqual(['रिव्यू']);
    expect(found('ड्राफ्टिंग फीस')).toEqual(['ड्राफ्ट', 'फीस']);
    expect(found('क़ानूनी')).toEqual(['क\u093c']);
    // U+0958, the precomposed qa, is the same letter.
    expect(found('\u0958ानूनी')).toEqual(['क\u093c']);
    expect(found('यहां आएं')).toEqual(['एं', 'ां']);
    expect(found('अपना नाम दर्ज करें।')).toEqual(['दर्ज करें']);
    expect(found('सभी सेवाएँ, ड्राफ़्टिंग फ़ीस, दस्तावेज़ों की समीक्षा, यहाँ, कानूनी, शिकायत दर्ज करना, एंट्री')).toEqual([]);
  });

  it('names each concept once, and never lists a preferred term as a variant of another', () => {
    const concepts = hindiGlossary.map((term) => term.concept);
    expect(new Set(concepts).size).toBe(concepts.length);
    for (const term of hindiGlossary) expect(glossaryMisses(term.preferred), term.concept).toEqual([]);
  });
});
