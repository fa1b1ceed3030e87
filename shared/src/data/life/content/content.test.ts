import { glossaryMisses } from '../../../i18n/glossary';
import hindi from '../texts.hi.json';
import { getResourceContent, resources } from '..';
import { formatFileSize, resourceFileName, resourceFileText, utf8Bytes } from '../../../rules/life/resourceFile';
import { contentEn } from './en';
import { contentHi } from './hi';

const translations: Record<string, string> = hindi;
const shape = (content: (typeof contentEn)[string]) => content.blocks.map((block) => (block.kind === 'p' ? 'p' : `ul${block.items.length}`));
const texts = (content: (typeof contentEn)[string]) => content.blocks.flatMap((block) => (block.kind === 'p' ? [block.text] : block.items));

describe('resource content', () => {
  it.each(resources.map((resource) => [resource.id, resource] as const))('%s has its text in English and Hindi, block for block', (id, resource) => {
    const en = contentEn[id]!;
    const hi = contentHi[id]!;
    expect(en.title).toBe(resource.title);
    expect(hi.title).toBe(translations[resource.title]);
    expect(shape(hi)).toEqual(shape(en));
    expect(texts(en).length).toBeGreaterThanOrEqual(4);
    for (const text of texts(hi)) expect(text).toMatch(/[\u0900-\u097F]/);
    for (const text of [...texts(en), ...texts(hi)]) expect(text.trim()).toBe(text);
  });

  // The glossary test reads the *.hi.json catalogues; this text lives in TypeScript, so it is held here.
  it('uses the Hindi glossary’s one term per concept', () => {
    const misses = Object.values(contentHi).flatMap((content) =>
      [content.title, ...texts(content)].flatMap((text) => glossaryMisses(text).map((miss) => `${text}: ${miss.variant}`)),
    );
    expect(misses).toEqual([]);
  });

  it('has content for no resource the library lacks', () => {
    expect(Object.keys(contentEn).sort()).toEqual(resources.map((resource) => resource.id).sort());
    expect(Object.keys(contentHi).sort()).toEqual(Object.keys(contentEn).sort());
  });

  // The library shows each resource's size: it must be the size of the file Download gives.
  it.each(resources.map((resource) => [resource.id, resource] as const))('%s shows the size of its download', async (id, resource) => {
    const loaded = await getResourceContent(id);
    const text = resourceFileText(loaded!.en, loaded!.hi);
    expect(resource.size).toBe(formatFileSize(utf8Bytes(text)));
    expect(text).toContain(resource.title);
    expect(text).toContain(translations[resource.title]);
  });

  it('names the file after the English title', () => {
    expect(resourceFileName({ title: 'Rental Agreement Essentials' })).toBe('rental-agreement-essentials.txt');
    expect(resourceFileName({ title: 'Income Tax Basics: Old vs New Regime' })).toBe('income-tax-basics-old-vs-new-regime.txt');
    expect(resourceFileName({ title: '!!!' })).toBe('resource.txt');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(4300)).toBe('4.2 KB');
  });

  it('finds nothing for an unknown id', async () => {
    expect(await getResourceContent('res-99')).toBeNull();
    expect(await getResourceContent(undefined)).toBeNull();
  });
});
