/**
 * Lines and pages: paragraphs are broken at spaces (and hard line breaks) to the column width,
 * measured with the shaped glyphs, so a Hindi line is as wide as it will be drawn. A word wider
 * than the column (a 500-character address with no space) is cut between grapheme clusters,
 * never inside a syllable.
 */
import type { DraftFont, FontStyle } from './fonts';
import type { ShapedGlyph, ShapedText } from './shape';

export type Rgb = readonly [number, number, number];

export interface TextStyle {
  font: FontStyle;
  /** Points. */
  size: number;
  color: Rgb;
}

export interface Paragraph {
  text: string;
  style: TextStyle;
  /** Points above the paragraph. */
  spaceBefore: number;
  /** Points from the left margin to the text. */
  indent?: number;
  /** Drawn at the left margin on the first line (a clause number), the text hanging at `indent`. */
  label?: string;
  align?: 'left' | 'center';
  /** A heading: moved to the next page rather than left alone at the bottom of one. */
  keepWithNext?: boolean;
  /** A signature block: never split over two pages. */
  keepTogether?: boolean;
}

/** A line as drawn: where its baseline starts and the shaped pieces (words and spaces) on it. */
export interface PlacedLine {
  x: number;
  y: number;
  style: TextStyle;
  runs: ShapedText[];
  text: string;
}

export interface PageFrame {
  width: number;
  height: number;
  marginX: number;
  /** Baseline of the first body line. */
  top: number;
  /** Lowest a body line's baseline may go. */
  bottom: number;
}

export type Fonts = Record<FontStyle, DraftFont>;

/** Baseline to baseline: Devanagari's head line and descending vowel signs need more than Latin's 1.2. */
export const lineHeight = (style: TextStyle) => style.size * 1.55;

/** A run's width in points. */
export function widthOf(fonts: Fonts, run: ShapedText, size: number): number {
  return (run.width * size) / fonts.regular.shaper.upem;
}

/** Cuts a shaped word where a grapheme cluster starts, each piece no wider than `max` font units. */
function splitWord(word: ShapedText, max: number): ShapedText[] {
  const pieces: ShapedText[] = [];
  let start = 0; // index into glyphs
  while (start < word.glyphs.length) {
    let width = 0;
    let end = start;
    while (end < word.glyphs.length) {
      // A cluster's glyphs go together.
      let next = end + 1;
      while (next < word.glyphs.length && word.glyphs[next]!.cluster === word.glyphs[end]!.cluster) next++;
      const clusterWidth = word.glyphs.slice(end, next).reduce((sum, glyph) => sum + glyph.advance, 0);
      if (end > start && width + clusterWidth > max) break;
      width += clusterWidth;
      end = next;
    }
    const from = word.glyphs[start]!.cluster;
    const to = end < word.glyphs.length ? word.glyphs[end]!.cluster : word.text.length;
    const glyphs: ShapedGlyph[] = word.glyphs.slice(start, end).map((glyph) => ({ ...glyph, cluster: glyph.cluster - from }));
    pieces.push({ text: word.text.slice(from, to), glyphs, width });
    start = end;
  }
  return pieces;
}

/** The lines of one paragraph, each a list of runs, broken to `maxWidth` points. */
export function wrap(font: DraftFont, text: string, size: number, maxWidth: number): ShapedText[][] {
  const max = (maxWidth * font.shaper.upem) / size;
  const space = font.shaper.shape(' ');
  const lines: ShapedText[][] = [];
  for (const hardLine of text.split('\n')) {
    let line: ShapedText[] = [];
    let width = 0;
    const words = hardLine.split(' ').filter((word) => word !== '');
    for (const word of words.flatMap((each) => {
      const shaped = font.shaper.shape(each);
      return shaped.width > max ? splitWord(shaped, max) : [shaped];
    })) {
      if (line.length && width + space.width + word.width > max) {
        lines.push(line);
        line = [];
        width = 0;
      }
      if (line.length) {
        line.push(space);
        width += space.width;
      }
      line.push(word);
      width += word.width;
    }
    lines.push(line);
  }
  return lines;
}

const textOf = (runs: ShapedText[]) => runs.map((run) => run.text).join('');

/** One line of text placed as is (headers, footers): left, centred or right-aligned at `x`. */
export function placeLine(fonts: Fonts, text: string, style: TextStyle, x: number, y: number, align: 'left' | 'center' | 'right' = 'left'): PlacedLine {
  const runs = [fonts[style.font].shaper.shape(text)];
  const width = widthOf(fonts, runs[0]!, style.size);
  const left = align === 'left' ? x : align === 'center' ? x - width / 2 : x - width;
  return { x: left, y, style, runs, text };
}

/** Lays the paragraphs out on as many pages as they need. */
export function paginate(fonts: Fonts, frame: PageFrame, paragraphs: Paragraph[]): PlacedLine[][] {
  const pages: PlacedLine[][] = [[]];
  let y = frame.top;
  const column = frame.width - 2 * frame.marginX;
  const newPage = () => {
    pages.push([]);
    y = frame.top;
  };
  paragraphs.forEach((paragraph, index) => {
    const { style } = paragraph;
    const indent = paragraph.indent ?? 0;
    const lines = wrap(fonts[style.font], paragraph.text, style.size, column - indent);
    const height = lineHeight(style);
    const atTop = y === frame.top;
    if (!atTop) y -= paragraph.spaceBefore;
    // Space the paragraph insists on having together: all of it, or a heading plus two lines of the next.
    const next = paragraphs[index + 1];
    let needed = height;
    if (paragraph.keepTogether) needed = lines.length * height;
    else if (paragraph.keepWithNext && next) needed = lines.length * height + 2 * lineHeight(next.style) + next.spaceBefore;
    if (!atTop && y - needed + height < frame.bottom && needed <= frame.top - frame.bottom) newPage();
    lines.forEach((runs, lineIndex) => {
      if (y < frame.bottom) newPage();
      const page = pages.at(-1)!;
      if (lineIndex === 0 && paragraph.label) page.push(placeLine(fonts, paragraph.label, style, frame.marginX, y));
      let x = frame.marginX + indent;
      if (paragraph.align === 'center') {
        const width = runs.reduce((sum, run) => sum + widthOf(fonts, run, style.size), 0);
        x = frame.width / 2 - width / 2;
      }
      if (runs.length) page.push({ x, y, style, runs, text: textOf(runs) });
      y -= height;
    });
  });
  return pages;
}
