import type { ChangeEvent } from 'react';
import { intakeAmountBounds, intakeDateBounds } from '@nyaya/shared/rules/marketplace/purchase';
import type { IntakeField as Field } from '@nyaya/shared/types';
import { translateText, useT } from '../i18n';

const controlClasses = 'mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink aria-[invalid=true]:border-red-600';

/**
 * What each field type asks the browser for: the right keyboard on a phone, a date picker, and
 * the bounds the intake rule enforces (rupees to the paisa within the field's bounds, dates within
 * five years of today, text up to the field's `maxLength`).
 */
function inputProps(field: Field) {
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
 * message is announced and tied to it with aria-describedby.
 */
export function IntakeField({
  id,
  field,
  value,
  message,
  onValueChange,
  onBlur,
}: {
  id: string;
  field: Field;
  value: string;
  message: string | null;
  /** `badInput`: a number input holding letters reports "" and says so only through validity. */
  onValueChange: (value: string, badInput: boolean) => void;
  onBlur: () => void;
}) {
  const t = useT();
  const describedBy = [field.hint ? `${id}-hint` : '', message ? `${id}-message` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    required: !field.optional,
    'aria-invalid': message !== null,
    'aria-describedby': describedBy,
    value,
    onBlur,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onValueChange(event.target.value, 'validity' in event.target ? (event.target.validity?.badInput ?? false) : false),
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {translateText(field.label)}
        {field.optional && <span className="font-normal text-muted"> {t('field.optional')}</span>}
      </label>
      {field.type === 'textarea' ? (
        <textarea {...common} rows={3} maxLength={field.maxLength} className={`${controlClasses} py-2`} />
      ) : field.type === 'select' ? (
        <select {...common} className={controlClasses}>
          <option value="">{t('field.choose')}</option>
          {field.options?.map((option) => (
            <option key={option} value={option}>
              {translateText(option)}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} {...inputProps(field)} className={controlClasses} />
      )}
      {field.hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {translateText(field.hint)}
        </p>
      )}
      {message && (
        <p id={`${id}-message`} className="mt-1 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
