/**
 * The message catalogues as the e2e tests need them: which English UI strings must not be left on
 * a screen shown in Hindi. Read from the sources the build compiles (every `locales/en.json` and
 * its `hi.json`); a message with placeholders is left out (its text varies), and so is one whose
 * Hindi is the same as its English (a brand, an abbreviation).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const repo = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const packageSources = ['shared/src', 'host/src', 'remote-info/src', 'remote-life/src', 'remote-experts/src', 'remote-marketplace/src'];

/** Every folder holding a `locales/` catalogue (a bundle may split its messages by screen). */
function findCatalogueDirs(dir: string): string[] {
  const entries = readdirSync(resolve(repo, dir), { withFileTypes: true });
  const here = entries.some((entry) => entry.isDirectory() && entry.name === 'locales') ? [dir] : [];
  const below = entries.filter((entry) => entry.isDirectory() && entry.name !== 'locales').flatMap((entry) => findCatalogueDirs(`${dir}/${entry.name}`));
  return [...here, ...below];
}
const catalogueDirs = packageSources.flatMap(findCatalogueDirs);

const read = (file: string) => JSON.parse(readFileSync(resolve(repo, file), 'utf8')) as Record<string, string>;

/** Every English UI string that has a Hindi of its own, without placeholders. */
export function englishUiStrings(): string[] {
  const strings = new Set<string>();
  for (const dir of catalogueDirs) {
    const english = read(`${dir}/locales/en.json`);
    const hindi = read(`${dir}/locales/hi.json`);
    for (const [id, text] of Object.entries(english)) {
      if (/[{}]/.test(text) || text.trim() === (hindi[id] ?? '').trim()) continue;
      strings.add(text.trim());
    }
  }
  return [...strings];
}

/**
 * The English UI strings left on the page: a visible text node, an accessible name (aria-label),
 * a placeholder, a title or an alt that equals one of them. Text inside an element marked
 * `lang="en"` is English on purpose (the language switch's "English").
 */
export async function englishLeftOnPage(page: Page, english: string[]): Promise<string[]> {
  return page.evaluate((english) => {
    const known = new Set(english);
    const found = new Set<string>();
    const inEnglishOnPurpose = (element: Element | null) => Boolean(element?.closest('[lang="en"], [lang="en-IN"]:not(html)'));
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (text && known.has(text) && parent && visible(parent) && !inEnglishOnPurpose(parent)) found.add(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      if (inEnglishOnPurpose(element)) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value && known.has(value)) found.add(`${attribute}="${value}"`);
      }
    }
    if (known.has(document.title.trim())) found.add(`<title>${document.title}`);
    return [...found];
  }, english);
}
