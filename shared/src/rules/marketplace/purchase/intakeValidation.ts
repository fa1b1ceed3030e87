import type { RentalIntake } from '../../../types';
import { parseRupeeAmount } from './rupeeAmount';

export const INTAKE_FIELDS = ['landlordName', 'tenantName', 'propertyAddress', 'monthlyRent', 'startDate'] as const satisfies readonly (keyof RentalIntake)[];

const missing: Record<keyof RentalIntake, string> = {
  landlordName: "Enter the landlord's name.",
  tenantName: "Enter the tenant's name.",
  propertyAddress: 'Enter the property address.',
  monthlyRent: 'Enter the monthly rent.',
  startDate: 'Choose the start date.',
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written as the date input writes it (yyyy-mm-dd); 2025-02-30 is not one. */
function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Spec §5: every field must be filled (whitespace alone is not filled). Monthly rent must be a
 * positive number of rupees and the start date a real date. Returns the message for one field, or null.
 */
export function intakeFieldMessage(field: keyof RentalIntake, value: string | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return missing[field];
  if (field === 'monthlyRent') {
    const rent = parseRupeeAmount(text);
    if (rent === null || rent <= 0) return 'Monthly rent must be a positive number of rupees.';
  }
  if (field === 'startDate' && !isCalendarDate(text)) return 'Enter a valid start date.';
  return null;
}

/** The message of every field that is not yet acceptable. */
export function intakeMessages(intake: Partial<RentalIntake>): Partial<Record<keyof RentalIntake, string>> {
  const messages: Partial<Record<keyof RentalIntake, string>> = {};
  for (const field of INTAKE_FIELDS) {
    const message = intakeFieldMessage(field, intake[field]);
    if (message) messages[field] = message;
  }
  return messages;
}

/** The intake with every field trimmed, or null while any field is not acceptable. */
export function completeIntake(intake: Partial<RentalIntake>): RentalIntake | null {
  if (Object.keys(intakeMessages(intake)).length > 0) return null;
  return {
    landlordName: intake.landlordName!.trim(),
    tenantName: intake.tenantName!.trim(),
    propertyAddress: intake.propertyAddress!.trim(),
    monthlyRent: intake.monthlyRent!.trim(),
    startDate: intake.startDate!.trim(),
  };
}

export function isIntakeComplete(intake: Partial<RentalIntake>): boolean {
  return completeIntake(intake) !== null;
}
