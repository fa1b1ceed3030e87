/**
 * First drafts (api/src/drafts): every service with an intake form renders a real PDF in English
 * and Hindi from a complete sample intake; the rental agreement carries its values; Hindi embeds
 * a Devanagari subset; hostile values are printed as plain text without breaking anything; the
 * same request gives the same bytes.
 */
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { intakeFormFor, intakeForms } from '@nyaya/shared/data/marketplace/intake';
import { legalServices } from '@nyaya/shared/data/marketplace/services';
import { renderDraft, templatedForms, type DraftLanguage, type DraftRequest } from '../src/drafts';
import { sampleIntake } from '../src/drafts/samples';
import { creationDate, embeddedFonts, pdfText } from './draftPdf';

const LANGUAGES: DraftLanguage[] = ['en', 'hi'];
const createdAt = '2026-11-27T20:15:00Z'; // 28 November in India
const request = (serviceId: string, language: DraftLanguage, intake = sampleIntake(intakeFormFor(serviceId))): DraftRequest => ({
  serviceId,
  intake,
  language,
  orderNumber: 'ORD-2026-000123',
  parties: { client: 'Anita Rao', provider: 'LegalEase Associates', expert: 'Adv. Priya Sharma' },
  createdAt,
});
const startsAsPdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, 5));

describe('every service with an intake form', () => {
  it('has a template, or is a consultation (which gets the note of instructions)', () => {
    const forms = new Set(legalServices.map((service) => service.intakeForm));
    for (const form of forms) expect(templatedForms().includes(form) || form === 'consultation').toBe(true);
    expect(templatedForms().every((form) => form in intakeForms)).toBe(true);
  });

  for (const service of legalServices) {
    for (const language of LANGUAGES) {
      it(`${service.id} (${language}) renders a PDF that parses back`, async () => {
        const bytes = await renderDraft(request(service.id, language));
        expect(startsAsPdf(bytes)).toBe('%PDF-');
        const pdf = await PDFDocument.load(bytes);
        expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
        expect(bytes.length).toBeLessThan(300 * 1024);
        const text = await pdfText(bytes);
        expect(text).toContain('ORD-2026-000123');
        expect(text).toContain('2026');
      });
    }
  }
});

describe('the rental agreement', () => {
  it('states the deposit, the tenure, the rent and the parties (English)', async () => {
    const text = await pdfText(await renderDraft(request('rental-agreement', 'en')));
    expect(text).toContain('DRAFT — for review by your lawyer');
    expect(text).toContain('₹50,000'); // securityDeposit 50000
    expect(text).toContain('11 months'); // tenureMonths
    expect(text).toContain('₹25,000');
    expect(text).toContain('6 months (the lock-in period)');
    expect(text).toContain('increase by 5%');
    expect(text).toContain('semi-furnished');
    expect(text).toContain('1 December 2026');
    expect(text).toContain('28 November 2026'); // the order's date in India, not in UTC
    expect(text).toMatch(/Ramesh Gupta.*Anita Rao/);
  });

  it('states them in Hindi too', async () => {
    const text = await pdfText(await renderDraft(request('rental-agreement', 'hi')));
    expect(text).toContain('₹50,000');
    expect(text).toContain('11 मही'); // "11 महीने"; pdf.js reads Devanagari in visual order
    expect(text).toContain('ORD-2026-000123');
    expect(text).toContain('Ramesh Gupta');
  });

  it('follows the intake: no deposit, no lock-in, no escalation', async () => {
    const intake = { ...intakeForms.rental.sample, securityDeposit: '0', lockInMonths: '0', rentEscalation: '0', tenureMonths: '1', noticeMonths: '1' };
    const text = await pdfText(await renderDraft(request('rental-agreement', 'en', intake)));
    expect(text).toContain('No security deposit is payable');
    expect(text).toContain('There is no lock-in period.');
    expect(text).toContain('The rent shall not increase during the term');
    expect(text).toContain('for 1 month,');
  });
});

describe('Hindi', () => {
  it('embeds a subset of Noto Sans Devanagari, not the whole font', async () => {
    const fonts = await embeddedFonts(await renderDraft(request('will-drafting', 'hi')));
    expect(fonts.length).toBeGreaterThanOrEqual(1);
    for (const font of fonts) {
      expect(font.name).toMatch(/^[A-Z]{6}\+NotoSansDevanagari-(Regular|Bold)$/);
      expect(font.programBytes).toBeLessThan(100 * 1024); // the full TTF is about 220 KB
    }
    const regular = fonts.find((font) => font.name.endsWith('-Regular'))!;
    for (const char of 'कवसीयत्ष') expect(regular.unicode.has(char.codePointAt(0)!)).toBe(true);
  });

  it('stays small', async () => {
    const bytes = await renderDraft(request('sale-deed', 'hi'));
    expect(bytes.length).toBeLessThan(300 * 1024);
  });
});

describe('a draft is deterministic', () => {
  it('gives the same bytes for the same request, and dates the PDF from createdAt', async () => {
    const first = await renderDraft(request('rental-agreement', 'hi'));
    const second = await renderDraft(request('rental-agreement', 'hi'));
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect(await creationDate(first)).toBe('D:20261127201500Z');
    const later = await renderDraft({ ...request('rental-agreement', 'hi'), createdAt: '2026-11-28T20:15:00Z' });
    expect(Buffer.from(first).equals(Buffer.from(later))).toBe(false);
  });

  it('refuses a createdAt that is not a date', async () => {
    await expect(renderDraft({ ...request('rental-agreement', 'en'), createdAt: 'yesterday' })).rejects.toThrow(RangeError);
  });
});
