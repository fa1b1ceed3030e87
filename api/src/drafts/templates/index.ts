/**
 * The drafts' texts, one data file per intake form with its English and Hindi side by side, so a
 * translator or a lawyer edits words without touching code. Checked with zod when first read: a
 * malformed file fails the first draft (and the tests), not a half-written PDF.
 */
import { z } from 'zod';
import type { IntakeFormId } from '@nyaya/shared/types';
import affidavit from './affidavit.json';
import attestation from './attestation.json';
import common from './common.json';
import employmentContract from './employment-contract.json';
import gst from './gst.json';
import incorporation from './incorporation.json';
import legalNotice from './legal-notice.json';
import marriage from './marriage.json';
import registration from './registration.json';
import rental from './rental.json';
import saleDeed from './sale-deed.json';
import trademark from './trademark.json';
import verification from './verification.json';
import will from './will.json';

/**
 * `if` / `unless`: a field name (filled and not "0") or `field=value`. A block of one kind:
 * `h` heading, `p` paragraph, `c` numbered clause, `sign` signature lines.
 */
const Condition = { if: z.string().optional(), unless: z.string().optional() };
const BlockSchema = z.union([
  z.strictObject({ h: z.string(), ...Condition }),
  z.strictObject({ p: z.string(), ...Condition }),
  z.strictObject({ c: z.string(), ...Condition }),
  z.strictObject({ sign: z.array(z.string()).min(1), ...Condition }),
]);
const TemplateTextSchema = z.strictObject({ title: z.string(), blocks: z.array(BlockSchema).min(1) });
const TemplateSchema = z.strictObject({ en: TemplateTextSchema, hi: TemplateTextSchema });

const Plural = z.strictObject({ one: z.string(), other: z.string() });
const CommonTextSchema = z.strictObject({
  banner: z.string(),
  order: z.string(),
  date: z.string(),
  page: z.string(),
  blank: z.string(),
  months: z.array(z.string()).length(12),
  units: z.record(z.string(), Plural),
  genericTitle: z.string(),
  genericIntro: z.string(),
  genericClose: z.string(),
  noDetails: z.string(),
  note: z.string(),
  preparedFor: z.string(),
});
const CommonSchema = z.strictObject({ en: CommonTextSchema, hi: CommonTextSchema });

export type TemplateBlock = z.infer<typeof BlockSchema>;
export type TemplateText = z.infer<typeof TemplateTextSchema>;
export type DraftTemplate = z.infer<typeof TemplateSchema>;
export type CommonText = z.infer<typeof CommonTextSchema>;

/** Forms with a document of their own; the rest (consultations) get the generic note of instructions. */
const SOURCES: Partial<Record<IntakeFormId, unknown>> = {
  rental,
  affidavit,
  incorporation,
  'sale-deed': saleDeed,
  verification,
  registration,
  will,
  marriage,
  'legal-notice': legalNotice,
  'employment-contract': employmentContract,
  gst,
  trademark,
  attestation,
};

let checked: { templates: Partial<Record<IntakeFormId, DraftTemplate>>; common: z.infer<typeof CommonSchema> } | undefined;

function load() {
  if (!checked) {
    const templates: Partial<Record<IntakeFormId, DraftTemplate>> = {};
    for (const [id, source] of Object.entries(SOURCES)) templates[id as IntakeFormId] = TemplateSchema.parse(source);
    checked = { templates, common: CommonSchema.parse(common) };
  }
  return checked;
}

/** The template of an intake form, or undefined where the generic note of instructions applies. */
export function templateFor(formId: IntakeFormId): DraftTemplate | undefined {
  return load().templates[formId];
}

export function commonText(language: 'en' | 'hi'): CommonText {
  return load().common[language];
}

/** The forms that have a template of their own (for tests and the bench). */
export function templatedForms(): IntakeFormId[] {
  return Object.keys(SOURCES) as IntakeFormId[];
}
