/**
 * Every HTML page the app serves, filled from parameters: home (written at build time), a deep
 * link with its area's screen, and the loading skeleton (composed by the server per request), and
 * the dev server's page. Every value is escaped here, once; no caller edits HTML text.
 */
import { HTML_LANG, PAGE_LOCALE_ATTRIBUTE, type Locale } from '@nyaya/shared/rules/language';
import { BOOT_CONFIG_ID, type BootConfig, type DocumentMeta, type Preload } from '../manifest';

export const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');
/** JSON inside a `<script>`: `<` escaped, so no value can close the tag. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface DocumentParts {
  meta: DocumentMeta;
  /**
   * The language the server chose for the page: `<html lang>`, the description, and
   * `data-locale`, which the app starts in (@nyaya/shared/i18n). Absent on the dev server's page,
   * where the app decides alone.
   */
  locale?: Locale;
  /** linked from `<head>` (render-blocking: only the host's own, served with the page) */
  stylesheets?: string[];
  /**
   * Inlined into `<head>`: an area's stylesheet, so a hanging remote cannot block the paint. Its
   * file is also linked with `media="not all"`: that link never blocks anything, and the chunk
   * loader finds it when the area starts, instead of linking the same rules again (a second link
   * restyled the whole page in one long task after the first paint).
   */
  inlineStyles?: { area: string; css: string; href: string }[];
  /** `<link rel="preload">` tags, fetched at once (the skeleton page) */
  preloads?: Preload[];
  /** the markup inside `#root` (already HTML, from React's renderer) */
  root: string;
  /**
   * The screen's own title and description (a discussion's), instead of the app's, with Open
   * Graph tags so a link shared on WhatsApp or elsewhere shows them.
   */
  screenMeta?: { title: string; description: string };
  /** true when `root` is a rendered screen that the app replaces on start */
  prerendered?: boolean;
  /**
   * How the app starts: the start-up script with its config (after the first paint), or the entry
   * script deferred (the skeleton page, which has nothing to paint first). Absent: the caller's
   * bundler adds the scripts (the dev server's page).
   */
  start?: { boot: string; config: BootConfig } | { entry: string };
}

export function preloadTag(preload: Preload): string {
  const area = preload.area ? ` data-area="${escapeAttribute(preload.area)}"` : '';
  const cors = preload.crossorigin ? ` crossorigin="${preload.crossorigin}"` : '';
  return `<link rel="preload" href="${escapeAttribute(preload.href)}"${area} as="${preload.as}"${cors}>`;
}

function startTags(start: DocumentParts['start']): string {
  if (!start) return '';
  if ('entry' in start) return `<script defer src="${escapeAttribute(start.entry)}"></script>`;
  return `<script type="application/json" id="${BOOT_CONFIG_ID}">${scriptJson(start.config)}</script><script defer src="${escapeAttribute(start.boot)}"></script>`;
}

export function renderDocument(parts: DocumentParts): string {
  const { meta } = parts;
  const title = parts.screenMeta ? `${parts.screenMeta.title} · ${meta.title}` : meta.title;
  const description = parts.screenMeta?.description ?? meta.description[parts.locale ?? 'en'];
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="description" content="${escapeAttribute(description)}">`,
    `<meta name="theme-color" content="${escapeAttribute(meta.themeColor)}">`,
    `<link rel="icon" href="${escapeAttribute(meta.icon)}" type="image/svg+xml">`,
    `<title>${escapeText(title)}</title>`,
    ...(parts.screenMeta
      ? [
          `<meta property="og:site_name" content="${escapeAttribute(meta.title)}">`,
          '<meta property="og:type" content="article">',
          `<meta property="og:title" content="${escapeAttribute(parts.screenMeta.title)}">`,
          `<meta property="og:description" content="${escapeAttribute(parts.screenMeta.description)}">`,
          '<meta name="twitter:card" content="summary">',
        ]
      : []),
    startTags(parts.start),
    ...(parts.stylesheets ?? []).map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    // `</style` cannot occur inside CSS that a build wrote, but a hostile file must not end the tag.
    ...(parts.inlineStyles ?? []).map(
      ({ area, css, href }) =>
        `<style data-area="${escapeAttribute(area)}">${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${escapeAttribute(href)}" media="not all" data-area="${escapeAttribute(area)}">`,
    ),
    ...(parts.preloads ?? []).map(preloadTag),
  ].join('');
  const root = `<div id="root"${parts.prerendered ? ' data-prerendered' : ''}>${parts.root}</div>`;
  const html = parts.locale ? `<html lang="${HTML_LANG[parts.locale]}" ${PAGE_LOCALE_ATTRIBUTE}="${parts.locale}">` : `<html lang="${HTML_LANG.en}">`;
  return `<!doctype html>${html}<head>${head}</head><body class="${escapeAttribute(meta.bodyClass)}">${root}</body></html>`;
}
