import { memo, type ChangeEvent } from 'react';
import { intakeAmountBounds, intakeDateBounds } from '@nyaya/shared/rules/marketplace/purchase';
import type { IntakeField as IntakeFieldDeclaration } from '@nyaya/shared/types';
import { Field } from '@nyaya/shared/ui/form/Field';
import { NativeSelect } from '@nyaya/shared/ui/form/NativeSelect';
import { TextArea, TextInput } from '@nyaya/shared/ui/form/TextInput';
import { translateText, useT } from '../i18n';

/**
 * What each field type asks the browser for: the right keyboard on a phone, a date picker, and
 * the bounds the intake rule enforces (rupees to the paisa within the field's bounds, dates within
 * five years of today, text up to the field's `maxLength`).
 */
function inputProps(field: IntakeFieldDeclaration) {
  switch (field.type) {
    case 'amount':
      return { type: 'number', inputMode: 'decimal' as const, ...intakeAmountBounds(field), step: 0.01 };
    case 'count':
      return { type: 'number', inputMode: 'numeric' as const, min: field.min, max: field.max, step: 1 };
    case 'date':
      return { type: 'date', ...intakeDateBounds() };
    default:
      return { type: 'text', maxLength: field.maxLength, autoComplete: field.autoComplete ?? 'off' };
  }
}

/**
 * One intake field, drawn from its declaration: a text, number or date input, a textarea, or a
 * native select (the phone's own picker, and what autofill and screen readers know best). Its
 * hint and message are tied to it with aria-describedby (the kit's Field).
 */
export const IntakeField = memo(function IntakeField({
  id,
  field,
  value,
  message,
  onValueChange,
  onVisit,
}: {
  id: string;
  field: IntakeFieldDeclaration;
  value: string;
  message: string | null;
  /**
   * `badInput`: a number input holding letters reports "" and says so only through validity.
   * Given the field, so the page passes one function to every field and memo can skip the others.
   */
  onValueChange: (field: IntakeFieldDeclaration, value: string, badInput: boolean) => void;
  /** The field lost focus (it has been visited: an empty required field may now say so). */
  onVisit: (field: IntakeFieldDeclaration) => void;
}) {
  // Renders again when the language changes: the label, hint and options are translated data.
  useT();
  const common = {
    name: field.name,
    required: !field.optional,
    value,
    onBlur: () => onVisit(field),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onValueChange(field, event.target.value, 'validity' in event.target ? (event.target.validity?.badInput ?? false) : false),
  };
  return (
    <Field id={id} label={translateText(field.label)} optional={field.optional} hint={field.hint ? translateText(field.hint) : undefined} message={message}>
      {field.type === 'textarea' ? (
        <TextArea {...common} maxLength={field.maxLength} />
      ) : field.type === 'select' ? (
        <NativeSelect {...common} placeholder>
          {field.options?.map((option) => (
            <option key={option} value={option}>
              {translateText(option)}
            </option>
          ))}
        </NativeSelect>
      ) : (
        <TextInput {...common} {...inputProps(field)} />
      )}
    </Field>
  );
});
