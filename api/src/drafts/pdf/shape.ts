/**
 * Text shaping with HarfBuzz (harfbuzzjs, WebAssembly). Devanagari is not drawable glyph by
 * character: a syllable such as "क्षि" reorders its vowel sign before the conjunct, "प्र" fuses
 * into one glyph, and the font's GPOS table moves each mark (ु, े, ं) onto its base. pdf-lib's own
 * text drawing uses fontkit, whose Indic shaper throws without a global `regeneratorRuntime` and
 * which, once patched, still drops GPOS mark offsets, so vowel signs sat a quarter em to the right
 * of their consonant. HarfBuzz is the shaper browsers use; its glyphs and offsets are drawn as given.
 */
import * as hb from 'harfbuzzjs';

/** One glyph as HarfBuzz placed it, in font units; `cluster` is the UTF-16 index it came from. */
export interface ShapedGlyph {
  id: number;
  advance: number;
  dx: number;
  dy: number;
  cluster: number;
}

export interface GlyphText {
  id: number;
  text: string;
}

export interface ShapedText {
  text: string;
  glyphs: ShapedGlyph[];
  /** Sum of the advances, in font units. */
  width: number;
}

/** Devanagari letters, signs and the danda (Vedic marks too): shaped with the Indic shaper. */
const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u;
/** Shaped words are kept for reuse (templates repeat them); past this many the cache starts over. */
const CACHE_LIMIT = 20_000;

/** A font ready to shape: HarfBuzz for layout, its natural advances for the PDF's width table. */
export class Shaper {
  readonly upem: number;
  private readonly font: hb.Font;
  private readonly buffer = new hb.Buffer();
  private readonly cache = new Map<string, ShapedText>();
  private readonly textCache = new Map<string, GlyphText[]>();

  constructor(bytes: Uint8Array) {
    const face = new hb.Face(new hb.Blob(bytes));
    this.upem = face.upem;
    this.font = new hb.Font(face);
  }

  /** The advance the font itself gives a glyph (what a PDF viewer moves by unless told otherwise). */
  naturalAdvance(glyphId: number): number {
    return this.font.glyphHAdvance(glyphId);
  }

  /**
   * Shapes text left to right, run by run: Devanagari with the Indic shaper, the rest (Latin,
   * digits, ₹) as itself, so Latin kerning is not lost inside a Hindi sentence and vice versa.
   * Spaces and punctuation stay with the run they follow.
   */
  shape(text: string): ShapedText {
    const cached = this.cache.get(text);
    if (cached) return cached;
    const glyphs: ShapedGlyph[] = [];
    for (const run of scriptRuns(text)) this.shapeRun(text, run, glyphs);
    const shaped = { text, glyphs, width: glyphs.reduce((sum, glyph) => sum + glyph.advance, 0) };
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(text, shaped);
    return shaped;
  }

  /**
   * The text each glyph of `shape(text)` stands for, for the PDF's ToUnicode map. Shaped again
   * with character-level clusters: there a reordered vowel sign keeps its own character and a
   * conjunct its consonants, where the layout's grapheme clusters would give the whole syllable
   * to one glyph. The first glyph of a shared cluster gets its text, the others none.
   */
  glyphTexts(text: string): GlyphText[] {
    const cached = this.textCache.get(text);
    if (cached) return cached;
    const glyphs: ShapedGlyph[] = [];
    for (const run of scriptRuns(text)) this.shapeRun(text, run, glyphs, hb.ClusterLevel.CHARACTERS);
    const starts = [...new Set(glyphs.map((glyph) => glyph.cluster))].sort((a, b) => a - b);
    const seen = new Set<number>();
    const texts = glyphs.map((glyph): GlyphText => {
      if (seen.has(glyph.cluster)) return { id: glyph.id, text: '' };
      seen.add(glyph.cluster);
      return { id: glyph.id, text: text.slice(glyph.cluster, starts.find((start) => start > glyph.cluster) ?? text.length) };
    });
    if (this.textCache.size >= CACHE_LIMIT) this.textCache.clear();
    this.textCache.set(text, texts);
    return texts;
  }

  private shapeRun(text: string, run: ScriptRun, into: ShapedGlyph[], clusterLevel: hb.ClusterLevel = hb.ClusterLevel.MONOTONE_GRAPHEMES) {
    const buffer = this.buffer;
    buffer.reset();
    buffer.setClusterLevel(clusterLevel);
    // The whole text is the context (a run's neighbours can matter to shaping); only the run is shaped.
    buffer.addText(text, run.start, run.end - run.start);
    buffer.setDirection(hb.Direction.LTR);
    buffer.setScript(run.devanagari ? 'Deva' : 'Latn');
    buffer.setLanguage(run.devanagari ? 'hi' : 'en');
    hb.shape(this.font, buffer);
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    infos.forEach((info, index) => {
      const position = positions[index]!;
      into.push({ id: info.codepoint, advance: position.xAdvance, dx: position.xOffset, dy: position.yOffset, cluster: info.cluster });
    });
  }
}

interface ScriptRun {
  start: number;
  end: number;
  devanagari: boolean;
}

/** Splits text where it changes between Devanagari and anything else (letters decide; the rest follows). */
function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let index = 0;
  for (const char of text) {
    const devanagari = DEVANAGARI.test(char);
    const letter = devanagari || /\p{L}/u.test(char);
    const last = runs.at(-1);
    if (!last) runs.push({ start: index, end: index + char.length, devanagari });
    else if (letter && last.devanagari !== devanagari) runs.push({ start: index, end: index + char.length, devanagari });
    else last.end = index + char.length;
    index += char.length;
  }
  return runs;
}
