/**
 * renderDraft: an order's intake → the first draft of its document, as PDF bytes. A4, the
 * template's clauses with the intake's values, on every page a header saying it is a draft for
 * the lawyer's review with the order number and date (India time), and page numbers. The same
 * request (with the same `createdAt`) gives the same bytes.
 */
import { draftText, STYLES, type DraftRequest } from './document';
import { draftFonts } from './pdf/fonts';
import { paginate, placeLine, type Fonts, type PageFrame, type PlacedLine, type TextStyle } from './pdf/layout';
import { writePdf, type PdfPage } from './pdf/write';
import { hindiDataTexts } from './values';

/** A4 in points, 2 cm side margins; the body between the header rule and the footer. */
const FRAME: PageFrame = { width: 595.28, height: 841.89, marginX: 56.7, top: 841.89 - 100, bottom: 66 };
const BANNER: TextStyle = { font: 'bold', size: 9.5, color: [0.62, 0.1, 0.1] };
const HEADER_Y = FRAME.height - 42;
const RULE_Y = FRAME.height - 66;

function pageFurniture(fonts: Fonts, text: ReturnType<typeof draftText>, orderNumber: string, page: number, pages: number): PlacedLine[] {
  const { common } = text;
  const right = FRAME.width - FRAME.marginX;
  const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
  return [
    placeLine(fonts, common.banner, BANNER, FRAME.marginX, HEADER_Y),
    placeLine(fonts, fill(common.order, { orderNumber }), STYLES.subtitle, right, HEADER_Y, 'right'),
    placeLine(fonts, fill(common.date, { date: text.date }), STYLES.subtitle, right, HEADER_Y - 14, 'right'),
    placeLine(fonts, fill(common.page, { page: String(page), pages: String(pages) }), STYLES.note, FRAME.width / 2, 34, 'center'),
  ];
}

/** The draft's PDF. Throws only on a `createdAt` that is not a date (a caller's mistake). */
export async function renderDraft(request: DraftRequest): Promise<Uint8Array> {
  const createdAt = new Date(request.createdAt);
  if (Number.isNaN(createdAt.getTime())) throw new RangeError(`renderDraft: createdAt is not a date (${String(request.createdAt)})`);
  // Anything but Hindi is drafted in English.
  const language = request.language === 'hi' ? 'hi' : 'en';
  const [fonts, hindi] = await Promise.all([draftFonts(), language === 'hi' ? hindiDataTexts() : Promise.resolve({})]);
  const text = draftText({ ...request, language }, createdAt, hindi);
  const { orderNumber } = text;
  const body = paginate(fonts, FRAME, text.paragraphs);
  const pages: PdfPage[] = body.map((lines, index) => ({
    lines: [...pageFurniture(fonts, text, orderNumber, index + 1, body.length), ...lines],
    rules: [{ x1: FRAME.marginX, x2: FRAME.width - FRAME.marginX, y: RULE_Y }],
  }));
  return writePdf(fonts, FRAME, pages, {
    title: `${text.title} (${text.common.banner})`,
    author: text.provider ?? 'Nyaya',
    subject: text.common.banner,
    keywords: [orderNumber, request.serviceId, language],
    language: language === 'hi' ? 'hi-IN' : 'en-IN',
    date: createdAt,
  });
}
