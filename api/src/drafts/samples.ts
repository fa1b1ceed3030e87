/**
 * A complete example intake for each form: the form's own sample (which the intake rule holds
 * valid) with every field it leaves out filled too (defaults first, then a plausible value of the
 * field's kind), so a draft shows all of its clauses. For tests, the benchmark and previews.
 */
import type { IntakeField, IntakeForm, IntakeValues } from '@nyaya/shared/types';

function exampleValue(field: IntakeField): string {
  if (field.defaultValue !== undefined) return field.defaultValue;
  switch (field.type) {
    case 'amount':
      return String(Math.max(field.min ?? 1, 150000));
    case 'count':
      return String(field.min ?? 1);
    case 'date':
      return '2026-10-01';
    case 'select':
      return field.options?.[0] ?? '';
    default:
      return 'As given by the client';
  }
}

export function sampleIntake(form: IntakeForm): IntakeValues {
  const values: IntakeValues = { ...form.sample };
  for (const field of form.fields) values[field.name] ??= exampleValue(field);
  return values;
}
