import type { IntakeField } from '../../../types';
import { INDIAN_STATES } from './indianStates';
import { TEXT_LIMITS } from './limits';

/** The field kinds the forms share: a person's or firm's name, a postal address, a state. */
export const nameField = (fieldName: string, label: string, missing: string, autoComplete = 'off'): IntakeField => ({
  name: fieldName,
  label,
  type: 'text',
  missing,
  maxLength: TEXT_LIMITS.name,
  autoComplete,
});

export const addressField = (fieldName: string, label: string, missing: string): IntakeField => ({
  name: fieldName,
  label,
  type: 'text',
  missing,
  maxLength: TEXT_LIMITS.address,
  autoComplete: 'street-address',
});

export const stateField = (fieldName: string, label: string): IntakeField => ({
  name: fieldName,
  label,
  type: 'select',
  missing: 'Choose the state.',
  options: INDIAN_STATES,
});

/** A person's age in years: an adult, as a deponent, a testator or a party must be. */
export const ageField = (fieldName: string, label: string, missing: string): IntakeField => ({
  name: fieldName,
  label,
  type: 'count',
  missing,
  min: 18,
  max: 120,
});
