/**
 * What a draft does with what it is given: hostile values stay plain text and never break the
 * PDF, long text wraps and flows onto more pages, services without a document of their own and an
 * empty intake still read as a document, the templates' two languages say the same clauses, and
 * HarfBuzz really shapes the Hindi (reordered vowel signs, conjuncts, marks on their base).
 */
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { intakeForms } from '@nyaya/shared/data/marketplace/intake';
import type { IntakeFormId } from '@nyaya/shared/types';
import { renderDraft, templatedForms, type DraftLanguage } from '../src/drafts';
import { draftFonts } from '../src/drafts/pdf/fonts';
import { templateFor, type TemplateBlock } from '../src/drafts/templates';
import { pdfText } from './draftPdf';

const base = { orderNumber: 'ORD-2026-000777', createdAt: new Date('2026-03-01T10:00:00Z') };
const LANGUAGES: DraftLanguage[] = ['en', 'hi'];

const HOSTILE = [
  '<script>alert(1)</script> & <b>bold</b>',
  'x'.repeat(10_000), // one "word" far wider than a line
  'word '.repeat(3_000), // more text than any field takes
  'RTL \u202Egnp.exe\u202C and عربى עברית',
  'zero\u200Bwidth\u200D\uFEFFjoined',
  'line one\nline two\r\nline three\u2028four\u0000nul\u0007bell\ttab',
  '{tenantName} $& $1 %PDF-1.7 ) ( \\ endstream',
  'emoji 🏠 lone \uD800 surrogate',
];

describe('hostile intake values', () => {
  for (const language of LANGUAGES) {
    it(`render as plain text without throwing (${language})`, async () => {
      const form = intakeForms.rental;
      const intake = Object.fromEntries(form.fields.map((field, index) => [field.name, HOSTILE[index % HOSTILE.length]!]));
      const bytes = await renderDraft({ ...base, serviceId: 'rental-agreement', intake, language, parties: { client: HOSTILE[0], provider: HOSTILE[3] } });
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
      expect(bytes.length).toBeLessThan(600 * 1024);
      const text = await pdfText(bytes);
      expect(text).toContain('<script>alert(1)</script>'); // printed as typed, not interpreted
      expect(text).toContain('{tenantName}'); // a value is never read as a template
      for (const invisible of ['\u202E', '\u200B', '\uFEFF', '\u0000', '\u0007']) expect(text).not.toContain(invisible);
      expect(text).toContain('\uFFFD'); // Arabic, Hebrew and the emoji are not in the font: boxes, copied as U+FFFD
    });
  }

  it('keep a textarea’s line breaks and wrap long text onto more pages', async () => {
    const beneficiaries = Array.from({ length: 40 }, (_, index) => `Beneficiary ${index + 1}: a share of the house and of the savings accounts.`).join('\n');
    const bytes = await renderDraft({ ...base, serviceId: 'will-drafting', language: 'en', intake: { ...intakeForms.will.sample, beneficiaries } });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(2);
    const text = await pdfText(bytes);
    expect(text).toContain('Beneficiary 40: a share');
    expect(text).toContain('Page 2 of');
  });
});

describe('drafts without a template of their own', () => {
  it('a consultation is a note of instructions with the details as given', async () => {
    const intake = { topic: 'Property and tenancy', question: 'Can my landlord keep the whole deposit?', language: 'Hindi' };
    const english = await pdfText(await renderDraft({ ...base, serviceId: 'legal-services', language: 'en', intake }));
    expect(english).toContain('Note of Instructions');
    expect(english).toContain('Your question');
    expect(english).toContain('Can my landlord keep the whole deposit?');
    const hindi = await pdfText(await renderDraft({ ...base, serviceId: 'divorce-consultation', language: 'hi', intake }));
    expect(hindi).toContain('Can my landlord keep the whole deposit?');
  });

  it('an unknown service and an empty intake still give a document', async () => {
    for (const language of LANGUAGES) {
      const bytes = await renderDraft({ ...base, serviceId: 'no-such-service', language, intake: {} });
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
      const rental = await pdfText(await renderDraft({ ...base, serviceId: 'rental-agreement', language, intake: {} }));
      expect(rental).toContain('____________'); // blanks to fill in
    }
  });
});

/** A block's kind and conditions: what must match between the English and the Hindi. */
const shapeOf = (block: TemplateBlock) =>
  `${Object.keys(block).sort().join('+')}:${block.if ?? ''}:${block.unless ?? ''}:${'sign' in block ? block.sign.length : ''}`;
const placeholders = (text: string) => [...text.matchAll(/\{([A-Za-z0-9]+)(?::([a-z]+))?\}/g)].map((match) => match[1]!).sort();
const SPECIAL = new Set(['blank', 'orderNumber', 'date', 'client', 'provider', 'service']);

describe('the templates', () => {
  for (const formId of templatedForms()) {
    it(`${formId}: English and Hindi have the same clauses and name only the form's fields`, () => {
      const template = templateFor(formId as IntakeFormId)!;
      const fields = new Set(intakeForms[formId].fields.map((field) => field.name));
      expect(template.hi.blocks.map(shapeOf)).toEqual(template.en.blocks.map(shapeOf));
      template.en.blocks.forEach((block, index) => {
        const texts = (one: TemplateBlock) => ('sign' in one ? one.sign : [Object.values(one)[0] as string]);
        expect(texts(template.hi.blocks[index]!).flatMap(placeholders)).toEqual(texts(block).flatMap(placeholders));
        for (const name of texts(block).flatMap(placeholders)) expect(fields.has(name) || SPECIAL.has(name)).toBe(true);
        for (const condition of [block.if, block.unless]) if (condition) expect(fields.has(condition.split('=')[0]!)).toBe(true);
      });
      // Every field the client fills in appears in the draft.
      const used = new Set([
        ...template.en.blocks.flatMap((block) => ('sign' in block ? block.sign : [Object.values(block)[0] as string])).flatMap(placeholders),
      ]);
      for (const field of fields) expect(used.has(field), `${formId}.${field}`).toBe(true);
    });
  }
});

describe('Hindi shaping (HarfBuzz)', () => {
  it('reorders vowel signs, forms conjuncts and places marks on their base', async () => {
    const { shaper } = (await draftFonts()).regular;
    const nominal = (text: string) => shaper.shape(text).glyphs.map((glyph) => glyph.id);
    const [ka] = nominal('क');
    const iSign = nominal('ि').at(-1); // alone, HarfBuzz puts it on a dotted circle
    // क्षि: the vowel sign ि is drawn first, before the conjunct क्ष (one glyph, not क + ् + ष).
    const kshi = shaper.shape('क्षि').glyphs;
    expect(kshi).toHaveLength(2);
    expect(kshi[1]!.id).not.toBe(ka);
    expect(kshi[0]!.id === iSign || kshi[0]!.advance > 0).toBe(true);
    // प्र: the rakar joins the प, one glyph.
    expect(shaper.shape('प्र').glyphs).toHaveLength(1);
    // कु: the u sign has no advance and is moved under the क by the font's GPOS.
    const ku = shaper.shape('कु').glyphs;
    expect(ku[1]!.advance).toBe(0);
    expect(ku[1]!.dx).not.toBe(0);
  });
});
