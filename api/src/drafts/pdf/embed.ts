/**
 * Embeds a font subset as a PDF Type 0 (CID) font with Identity-H encoding: the content streams
 * name glyphs by their id in the subset, so any glyph HarfBuzz chose (conjuncts, half forms,
 * reordered vowel signs) can be drawn, not only those with a Unicode code point of their own.
 * Only the glyphs a draft uses are embedded: a Hindi draft carries a few hundred of the font's ~800.
 */
import { createHash } from 'node:crypto';
import { PDFString, type PDFDocument, type PDFRef } from 'pdf-lib';
import type { DraftFont } from './fonts';

/** What one font of a draft needs: the glyphs drawn and the text each stands for. */
export interface FontUsage {
  font: DraftFont;
  /** Original glyph id → the text it stands for (for copy and search). */
  glyphs: Map<number, string>;
}

export interface EmbeddedFont {
  ref: PDFRef;
  /** Original glyph id → glyph id in the subset (what the content stream writes). */
  subsetIds: Map<number, number>;
}

function encodeSubset(usage: FontUsage): Promise<{ bytes: Uint8Array; subsetIds: Map<number, number> }> {
  const subset = usage.font.fontkit.createSubset();
  const subsetIds = new Map<number, number>();
  // Sorted, so the same glyphs always give the same subset, byte for byte.
  for (const id of [...usage.glyphs.keys()].sort((a, b) => a - b)) subsetIds.set(id, subset.includeGlyph(id));
  return new Promise((resolve) => {
    const chunks: Uint8Array[] = [];
    subset
      .encodeStream()
      .on('data', (chunk) => chunks.push(chunk))
      .on('end', () => resolve({ bytes: Buffer.concat(chunks), subsetIds }));
  });
}

/** The six-letter subset tag (PDF 32000-1 §9.6.4), from the glyphs it holds, so equal input names it equally. */
function subsetTag(subsetIds: Map<number, number>): string {
  const digest = createHash('sha256')
    .update([...subsetIds.keys()].join(','))
    .digest();
  return Array.from(digest.subarray(0, 6), (byte) => String.fromCharCode(65 + (byte % 26))).join('');
}

const hex4 = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');

function utf16Hex(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index++) out += hex4(text.charCodeAt(index));
  return out;
}

/** The ToUnicode CMap: which text each subset glyph stands for, so copying and search work. */
function toUnicodeCMap(usage: FontUsage, subsetIds: Map<number, number>): string {
  // .notdef (a character the font lacks: Arabic, an emoji) is drawn as a box and copied as U+FFFD.
  const entries = [...usage.glyphs]
    .map(([id, text]): [number, string] => [id, id === 0 ? '\uFFFD' : text])
    .filter(([, text]) => text !== '')
    .map(([id, text]) => `<${hex4(subsetIds.get(id)!)}> <${utf16Hex(text)}>`)
    .sort();
  const blocks: string[] = [];
  // A bfchar block holds at most 100 entries.
  for (let start = 0; start < entries.length; start += 100) {
    const block = entries.slice(start, start + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** The /W array, `[first [w w …] first [w …]]`, one group per run of consecutive subset ids. */
function widthArray(subsetIds: Map<number, number>, width: (id: number) => number): Array<number | number[]> {
  const out: Array<number | number[]> = [];
  let group: number[] = [];
  let next = -1;
  for (const [oldId, newId] of [...subsetIds].sort((a, b) => a[1] - b[1])) {
    if (newId !== next) out.push(newId, (group = []));
    group.push(width(oldId));
    next = newId + 1;
  }
  return out;
}

/** Embeds the used glyphs of one font and returns its font dictionary's reference. */
export async function embedFont(doc: PDFDocument, usage: FontUsage): Promise<EmbeddedFont> {
  const { context } = doc;
  const { font } = usage;
  const { bytes, subsetIds } = await encodeSubset(usage);
  const scale = 1000 / font.shaper.upem;
  const name = `${subsetTag(subsetIds)}+${font.postscriptName}`;
  const metrics = font.fontkit;
  const fontFile = context.register(context.flateStream(bytes, { Length1: bytes.length }));
  const descriptor = context.register(
    context.obj({
      Type: 'FontDescriptor',
      FontName: name,
      // Symbolic: the glyphs are addressed by id, not through a standard Latin encoding.
      Flags: 4,
      FontBBox: [metrics.bbox.minX, metrics.bbox.minY, metrics.bbox.maxX, metrics.bbox.maxY].map((value) => Math.round(value * scale)),
      ItalicAngle: metrics.italicAngle,
      Ascent: Math.round(metrics.ascent * scale),
      Descent: Math.round(metrics.descent * scale),
      CapHeight: Math.round((metrics.capHeight || metrics.ascent) * scale),
      StemV: font.style === 'bold' ? 140 : 80,
      FontFile2: fontFile,
    }),
  );
  // Widths by subset id; the content stream corrects each glyph to HarfBuzz's advance from these.
  const widths = widthArray(subsetIds, (id) => Math.round(font.shaper.naturalAdvance(id) * scale));
  const cidFont = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: name,
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: descriptor,
      W: widths,
      CIDToGIDMap: 'Identity',
    }),
  );
  const toUnicode = context.register(context.flateStream(toUnicodeCMap(usage, subsetIds)));
  const ref = context.register(
    context.obj({ Type: 'Font', Subtype: 'Type0', BaseFont: name, Encoding: 'Identity-H', DescendantFonts: [cidFont], ToUnicode: toUnicode }),
  );
  return { ref, subsetIds };
}
