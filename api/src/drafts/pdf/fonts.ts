/**
 * The drafts' typeface: Noto Sans Devanagari (SIL Open Font License, from the
 * @expo-google-fonts package on npm, which ships Google Fonts' TTF files). One family covers both
 * languages: it has Latin, digits and the rupee sign beside Devanagari, so an English draft and a
 * Hindi one look alike and a Latin name inside Hindi text needs no second font.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { Font as FontkitFont } from '@pdf-lib/fontkit';
import { Shaper } from './shape';

export type FontStyle = 'regular' | 'bold';

export interface DraftFont {
  style: FontStyle;
  /** PostScript name, as the PDF names the embedded subset. */
  postscriptName: string;
  bytes: Uint8Array;
  shaper: Shaper;
  /** fontkit reads the metrics and writes the subset. */
  fontkit: FontkitFont;
}

const FILES: Record<FontStyle, string> = {
  regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
};

const require = createRequire(import.meta.url);
let loading: Promise<Record<FontStyle, DraftFont>> | undefined;

async function loadFont(style: FontStyle): Promise<DraftFont> {
  const bytes = new Uint8Array(await readFile(require.resolve(FILES[style])));
  const parsed = fontkit.create(bytes);
  return { style, postscriptName: parsed.postscriptName ?? `NotoSansDevanagari-${style}`, bytes, shaper: new Shaper(bytes), fontkit: parsed };
}

/** Both styles, read once per process (about 440 KB of font files; each PDF embeds only what it uses). */
export function draftFonts(): Promise<Record<FontStyle, DraftFont>> {
  loading ??= Promise.all([loadFont('regular'), loadFont('bold')]).then(([regular, bold]) => ({ regular, bold }));
  // A failed read is not kept: the next draft tries again.
  loading.catch(() => (loading = undefined));
  return loading;
}
