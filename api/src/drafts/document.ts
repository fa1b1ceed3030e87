/**
 * A draft's text, from its template and the order: every `{field}` of the template filled with
 * the intake's value as the document prints it, each clause kept or left out by its condition,
 * clauses numbered as they are kept. A field left empty prints as a blank line to fill in.
 */
import { intakeFormFor } from '@nyaya/shared/data/marketplace/intake';
import { findLegalService } from '@nyaya/shared/data/marketplace/services';
import type { IntakeForm } from '@nyaya/shared/types';
import type { Paragraph, Rgb, TextStyle } from './pdf/layout';
import { commonText, templateFor, type CommonText, type TemplateBlock } from './templates';
import { cleanValue, formatValue, indiaDay, withUnit, type DraftLanguage } from './values';

/** Who the draft is for and who reviews it; each is printed as given. */
export interface DraftParties {
  /** The client's name (the order's contact). */
  client?: string;
  /** The provider (firm) the order was bought from. */
  provider?: string;
  /** The expert of that provider assigned to the order. */
  expert?: string;
}

export interface DraftRequest {
  serviceId: string;
  /** The order's intake, as stored: field name → the text the user gave. */
  intake: Readonly<Record<string, string>>;
  language: DraftLanguage;
  orderNumber: string;
  parties?: DraftParties;
  /** When the order was placed: the draft's date (in India) and the PDF's dates. */
  createdAt: Date | string;
}

export interface DraftText {
  title: string;
  paragraphs: Paragraph[];
  common: CommonText;
  /** The order's date in India, as the draft prints it. */
  date: string;
  orderNumber: string;
  /** The reviewing provider (and expert), if named. */
  provider?: string;
}

const INK: Rgb = [0.1, 0.1, 0.12];
const MUTED: Rgb = [0.38, 0.38, 0.42];
const style = (font: TextStyle['font'], size: number, color: Rgb = INK): TextStyle => ({ font, size, color });
export const STYLES = {
  title: style('bold', 16),
  subtitle: style('regular', 10, MUTED),
  heading: style('bold', 11.5),
  body: style('regular', 11),
  label: style('bold', 10.5),
  note: style('regular', 9, MUTED),
};
const SIGNATURE_LINE = '_'.repeat(30);
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)(?::([a-z]+))?\}/g;

/** Everything a template may name: the intake's fields, printed, and the order's own facts. */
class Values {
  constructor(
    private readonly form: IntakeForm,
    private readonly request: DraftRequest,
    private readonly language: DraftLanguage,
    private readonly common: CommonText,
    private readonly hindi: Record<string, string>,
    private readonly specials: Record<string, string | undefined>,
  ) {}

  get(name: string): string | undefined {
    if (name in this.specials) return this.specials[name];
    const field = this.form.fields.find((each) => each.name === name);
    return formatValue(field, this.request.intake[name], this.language, this.common, this.hindi);
  }

  /** A condition: `field` is filled and not zero; `field=value` is that value (an option, in English). */
  holds(condition: string): boolean {
    const [name, expected] = condition.split('=');
    const raw = this.request.intake[name!];
    const value = raw === undefined ? '' : cleanValue(raw, false);
    if (expected !== undefined) return value === expected;
    return value !== '' && !/^0+(\.0+)?$/.test(value);
  }

  /** The template text with its placeholders filled; values are inserted once, never read as template. */
  fill(template: string): string {
    return template.replace(PLACEHOLDER, (_match, name: string, modifier?: string) => {
      const value = this.get(name);
      if (value === undefined) return this.common.blank;
      if (modifier === 'lower') return this.language === 'en' ? value.charAt(0).toLowerCase() + value.slice(1) : value;
      return modifier ? withUnit(value, modifier, this.language, this.common) : value;
    });
  }
}

function blockParagraphs(block: TemplateBlock, values: Values, clause: { number: number }): Paragraph[] {
  if ('h' in block) return [{ text: values.fill(block.h), style: STYLES.heading, spaceBefore: 14, keepWithNext: true }];
  if ('p' in block) return [{ text: values.fill(block.p), style: STYLES.body, spaceBefore: 8 }];
  if ('c' in block) {
    clause.number += 1;
    return [{ text: values.fill(block.c), style: STYLES.body, spaceBefore: 7, label: `${clause.number}.`, indent: 22 }];
  }
  return block.sign.map((label, index) => ({
    text: `${SIGNATURE_LINE}\n${values.fill(label)}`,
    style: STYLES.body,
    spaceBefore: index === 0 ? 36 : 26,
    keepTogether: true,
  }));
}

/** The note of instructions: each field of the form with its value, for services without a document of their own. */
function genericParagraphs(form: IntakeForm, values: Values, common: CommonText, hindi: Record<string, string>, language: DraftLanguage): Paragraph[] {
  const paragraphs: Paragraph[] = [{ text: values.fill(common.genericIntro), style: STYLES.body, spaceBefore: 8 }];
  const given = form.fields.filter((field) => values.get(field.name) !== undefined);
  if (!given.length) paragraphs.push({ text: common.noDetails, style: STYLES.body, spaceBefore: 10 });
  for (const field of given) {
    const label = language === 'hi' ? (hindi[field.label] ?? field.label) : field.label;
    paragraphs.push({ text: label, style: STYLES.label, spaceBefore: 10, keepWithNext: true });
    paragraphs.push({ text: values.get(field.name)!, style: STYLES.body, spaceBefore: 2 });
  }
  paragraphs.push({ text: values.fill(common.genericClose), style: STYLES.body, spaceBefore: 14 });
  return paragraphs;
}

/** The title and paragraphs of a draft, in the request's language. */
export function draftText(request: DraftRequest, createdAt: Date, hindi: Record<string, string>): DraftText {
  const language = request.language;
  const common = commonText(language);
  const service = findLegalService(request.serviceId);
  const form = intakeFormFor(request.serviceId);
  const template = templateFor(form.id)?.[language];
  const party = (text: string | undefined) => (text === undefined ? undefined : cleanValue(text, false).slice(0, 200) || undefined);
  const { client, provider, expert } = {
    client: party(request.parties?.client),
    provider: party(request.parties?.provider),
    expert: party(request.parties?.expert),
  };
  const serviceTitle = service ? (language === 'hi' ? (hindi[service.title] ?? service.title) : service.title) : undefined;
  const date = indiaDay(createdAt, common);
  const specials = {
    blank: common.blank,
    orderNumber: cleanValue(request.orderNumber, false).slice(0, 60),
    date,
    client,
    provider: provider && expert ? `${provider} (${expert})` : (provider ?? expert),
    service: serviceTitle,
  };
  const values = new Values(form, request, language, common, hindi, specials);
  const title = template?.title ?? common.genericTitle;
  const paragraphs: Paragraph[] = [{ text: title, style: STYLES.title, spaceBefore: 0, align: 'center' }];
  if (!template && serviceTitle) paragraphs.push({ text: serviceTitle, style: STYLES.subtitle, spaceBefore: 2, align: 'center' });
  if (specials.client && specials.provider) paragraphs.push({ text: values.fill(common.preparedFor), style: STYLES.subtitle, spaceBefore: 4, align: 'center' });
  if (template) {
    const clause = { number: 0 };
    for (const block of template.blocks) {
      if (block.if !== undefined && !values.holds(block.if)) continue;
      if (block.unless !== undefined && values.holds(block.unless)) continue;
      paragraphs.push(...blockParagraphs(block, values, clause));
    }
  } else paragraphs.push(...genericParagraphs(form, values, common, hindi, language));
  paragraphs.push({ text: values.fill(common.note), style: STYLES.note, spaceBefore: 28 });
  return { title, paragraphs, common, date, orderNumber: specials.orderNumber, provider: specials.provider };
}
