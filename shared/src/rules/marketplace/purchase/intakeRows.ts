import { translateText } from '@nyaya/shared/i18n';
import { autoAssignTimelines } from '../../../data/marketplace/purchase/autoAssign';
import { formatDate, formatINR } from '../../../format';
import type { IntakeField, IntakeForm } from '../../../types';
import { parseRupeeAmount } from './rupeeAmount';

/**
 * The intake's answers as the order's pages show them: the checkout, the confirmation, tracking
 * and the expert's console (issue 25) read the same rows. Imported by its own path
 * (`@nyaya/shared/rules/marketplace/purchase/intakeRows`), so screens without a summary do not
 * carry it. Labels and choices are data texts: the screen defines the marketplace's details texts.
 */

export type SummaryRow = [label: string, value: string];

/**
 * An intake answer as a summary shows it, in the current language (call it while rendering):
 * rupees grouped, dates spelled out, a choice by its name, text as typed.
 */
function intakeRow(field: IntakeField, value: string): SummaryRow {
  const label = translateText(field.label).replace(/\s*\(₹\)/, '');
  if (field.type === 'amount') {
    const amount = parseRupeeAmount(value);
    return [label, amount === null ? value : formatINR(amount)];
  }
  if (field.type === 'select') return [label, translateText(value)];
  return [label, field.type === 'date' ? formatDate(value) || value : value];
}

/** The answers of an intake, in its form's order and by its form's labels (unknown fields are left out). */
export function intakeRows(form: IntakeForm, intake: Record<string, string> | undefined): SummaryRow[] {
  if (!intake) return [];
  return form.fields.flatMap((field) => {
    const value = Object.hasOwn(intake, field.name) ? intake[field.name] : undefined;
    return value ? [intakeRow(field, value)] : [];
  });
}

/** "Urgent (within 24 hours)" for an Auto Assign timeline, in the current language. */
export function timelineText(timeline: string | null | undefined): string | undefined {
  const option = autoAssignTimelines.find((item) => item.id === timeline);
  return option && `${translateText(option.label)} (${translateText(option.detail).toLowerCase()})`;
}
