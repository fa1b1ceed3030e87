/**
 * Reading a draft back in tests: pdf-lib parses the file (its structure, metadata and fonts),
 * pdf.js (legacy build, runs in Node) extracts the text as a viewer's copy would.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFString, decodePDFRawStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page, as pdf.js extracts it, lines joined by spaces. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const document = await getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

export interface EmbeddedFontInfo {
  name: string;
  /** Bytes of the embedded font program, uncompressed. */
  programBytes: number;
  /** The code points its ToUnicode map names. */
  unicode: Set<number>;
}

/** Every font program embedded in the PDF, with its size and what its glyphs stand for. */
export async function embeddedFonts(bytes: Uint8Array): Promise<EmbeddedFontInfo[]> {
  const pdf = await PDFDocument.load(bytes);
  const fonts: EmbeddedFontInfo[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.lookup(PDFName.of('Subtype')) !== PDFName.of('Type0')) continue;
    const cidFont = object.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
    const descriptor = cidFont.lookup(PDFName.of('FontDescriptor'), PDFDict);
    const program = descriptor.lookup(PDFName.of('FontFile2'));
    const toUnicode = object.lookup(PDFName.of('ToUnicode'));
    if (!(program instanceof PDFRawStream) || !(toUnicode instanceof PDFRawStream)) throw new Error('A Type 0 font without its program or ToUnicode map');
    const length = program.dict.lookup(PDFName.of('Length1'), PDFNumber).asNumber();
    const cmap = new TextDecoder().decode(decodePDFRawStream(toUnicode).decode());
    const unicode = new Set<number>();
    for (const [, hex] of cmap.matchAll(/<[0-9A-F]{4}> <([0-9A-F]+)>/g)) {
      for (let at = 0; at < hex!.length; at += 4) unicode.add(parseInt(hex!.slice(at, at + 4), 16));
    }
    fonts.push({ name: descriptor.lookup(PDFName.of('FontName'), PDFName).decodeText(), programBytes: length, unicode });
  }
  return fonts;
}

/** The Info dictionary's creation date, as written (`D:20261127063000Z`). */
export async function creationDate(bytes: Uint8Array): Promise<string | undefined> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const info = pdf.context.lookup(pdf.context.trailerInfo.Info, PDFDict);
  const date = info.lookup(PDFName.of('CreationDate'));
  return date instanceof PDFString ? date.asString() : undefined;
}
