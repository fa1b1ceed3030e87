/**
 * Writes laid-out pages as a PDF with pdf-lib: pdf-lib keeps the object model, compression and
 * the file structure; the text itself is written here as content-stream operators, glyph by glyph
 * as HarfBuzz placed it (TJ adjustments for advances and horizontal offsets, text rise for vertical
 * ones). Each line is marked with its real text (/ActualText), so copy, search and screen readers
 * get "क्षि" in logical order even where the glyphs are drawn in visual order.
 */
import { PDFDocument, PDFName } from 'pdf-lib';
import { embedFont, type EmbeddedFont, type FontUsage } from './embed';
import type { FontStyle } from './fonts';
import type { Fonts, PageFrame, PlacedLine, Rgb } from './layout';
import type { ShapedText, Shaper } from './shape';

export interface PdfMetadata {
  title: string;
  author: string;
  subject: string;
  keywords: string[];
  /** BCP 47, e.g. `hi-IN`: tells screen readers and search which language the text is in. */
  language: string;
  /** Both PDF dates: the same input gives the same bytes. */
  date: Date;
}

/** A horizontal rule, in points. */
export interface Rule {
  x1: number;
  x2: number;
  y: number;
}

export interface PdfPage {
  lines: PlacedLine[];
  rules: Rule[];
}

const FONT_KEYS: Record<FontStyle, string> = { regular: 'F1', bold: 'F2' };

/** A number as PDF writes it: at most 2 decimals, no exponent, no "-0". */
function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

const hex4 = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');

function utf16Hex(text: string): string {
  let out = 'FEFF';
  for (let index = 0; index < text.length; index++) out += hex4(text.charCodeAt(index));
  return out;
}

/** Records the glyphs a run draws (they go into the subset) and the text each stands for, first use wins. */
function recordGlyphs(usage: FontUsage, run: ShapedText) {
  const texts = usage.font.shaper.glyphTexts(run.text);
  // A word cut to fit the line may shape differently on its own; its glyphs are kept, unnamed.
  const matches = texts.length === run.glyphs.length && texts.every((each, index) => each.id === run.glyphs[index]!.id);
  run.glyphs.forEach((glyph, index) => {
    if (!usage.glyphs.get(glyph.id)) usage.glyphs.set(glyph.id, matches ? texts[index]!.text : '');
  });
}

/** The operators that draw one line: its glyphs by subset id, adjusted to HarfBuzz's positions. */
function lineOperators(line: PlacedLine, font: EmbeddedFont, shaper: Shaper): string {
  const scale = 1000 / shaper.upem;
  const { style } = line;
  const out: string[] = [`/Span <</ActualText <${utf16Hex(line.text)}>>> BDC`, 'BT', `/${FONT_KEYS[style.font]} ${num(style.size)} Tf`];
  out.push(`${style.color.map(num).join(' ')} rg`, `1 0 0 1 ${num(line.x)} ${num(line.y)} Tm`);
  let items: string[] = [];
  // Thousandths of an em still to move right before the next glyph (TJ numbers move left).
  let pending = 0;
  let rise = 0;
  const flush = () => {
    if (items.length) out.push(`[${items.join(' ')}] TJ`);
    items = [];
  };
  for (const run of line.runs) {
    for (const glyph of run.glyphs) {
      if (glyph.dy !== rise) {
        flush();
        // A TJ cut here leaves the pen where it is; the pending move carries into the next one.
        rise = glyph.dy;
        out.push(`${num((rise * style.size) / shaper.upem)} Ts`);
      }
      // Before the glyph: its horizontal offset. After it the viewer moves by the font's own
      // width; the difference to HarfBuzz's advance (less the offset) is owed to the next glyph.
      pending += glyph.dx * scale;
      if (Math.abs(pending) >= 0.005) items.push(num(-pending));
      pending = (glyph.advance - glyph.dx - shaper.naturalAdvance(glyph.id)) * scale;
      items.push(`<${hex4(font.subsetIds.get(glyph.id)!)}>`);
    }
  }
  flush();
  if (rise !== 0) out.push('0 Ts');
  out.push('ET', 'EMC');
  return out.join('\n');
}

/** The PDF's bytes: metadata from `meta`, fonts subset to the glyphs used, pages as laid out. */
export async function writePdf(fonts: Fonts, frame: PageFrame, pages: PdfPage[], meta: PdfMetadata): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setAuthor(meta.author);
  doc.setSubject(meta.subject);
  doc.setKeywords(meta.keywords);
  doc.setCreator('Nyaya');
  doc.setProducer('Nyaya drafts (pdf-lib, HarfBuzz)');
  doc.setLanguage(meta.language);
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);

  const usages = new Map<FontStyle, FontUsage>();
  for (const line of pages.flatMap((page) => page.lines)) {
    let usage = usages.get(line.style.font);
    if (!usage) usages.set(line.style.font, (usage = { font: fonts[line.style.font], glyphs: new Map() }));
    for (const run of line.runs) recordGlyphs(usage, run);
  }
  const embedded = new Map<FontStyle, EmbeddedFont>();
  // Regular before bold, whatever the order of first use: the object numbers stay the same.
  for (const style of ['regular', 'bold'] as const) {
    const usage = usages.get(style);
    if (usage) embedded.set(style, await embedFont(doc, usage));
  }

  for (const page of pages) {
    const pdfPage = doc.addPage([frame.width, frame.height]);
    for (const [style, font] of embedded) pdfPage.node.setFontDictionary(PDFName.of(FONT_KEYS[style]), font.ref);
    const operators = page.lines.map((line) => lineOperators(line, embedded.get(line.style.font)!, fonts[line.style.font].shaper));
    for (const rule of page.rules) operators.push(`0.6 0.6 0.6 RG 0.5 w ${num(rule.x1)} ${num(rule.y)} m ${num(rule.x2)} ${num(rule.y)} l S`);
    pdfPage.node.addContentStream(doc.context.register(doc.context.flateStream(operators.join('\n'))));
  }
  return doc.save();
}

export type { Rgb };
