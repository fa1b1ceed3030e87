import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { FieldMessage } from './FieldMessage';

export type ContactField = 'name' | 'mobile' | 'email';

const controlClasses = 'block min-h-11 w-full min-w-0 rounded-xl border border-line bg-white px-3 text-base text-ink aria-[invalid=true]:border-red-600';

function Field({ id, label, optional, message, children }: { id: string; label: string; optional?: boolean; message: string | null; children: ReactNode }) {
  const t = useT();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {optional && <span className="font-normal text-muted"> {t('details.optional')}</span>}
      </label>
      <div className="mt-1">{children}</div>
      <FieldMessage id={`${id}-message`} message={message} />
    </div>
  );
}

/** Name, mobile after a fixed +91, and an optional email; each message is tied to its field. */
export function BookingContactFields({
  values,
  messages,
  onChange,
  onBlur,
}: {
  values: Record<ContactField, string>;
  messages: Record<ContactField, string | null>;
  onChange: (field: ContactField, value: string) => void;
  onBlur: (field: ContactField) => void;
}) {
  const t = useT();
  const common = (field: ContactField) => ({
    id: `booking-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': messages[field] !== null,
    'aria-describedby': messages[field] ? `booking-${field}-message` : undefined,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    onBlur: () => onBlur(field),
  });
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="text-base font-semibold text-ink">{t('details.legend')}</legend>
      <Field id="booking-name" label={t('details.name')} message={messages.name}>
        <input {...common('name')} type="text" autoComplete="name" maxLength={100} required className={controlClasses} />
      </Field>
      <Field id="booking-mobile" label={t('details.mobile')} message={messages.mobile}>
        <div className="flex items-stretch">
          <span id="booking-mobile-prefix" className="inline-flex items-center rounded-l-xl border border-r-0 border-line bg-gray-50 px-3 text-base text-ink">
            +91
          </span>
          <input
            {...common('mobile')}
            aria-describedby={['booking-mobile-prefix', messages.mobile ? 'booking-mobile-message' : ''].filter(Boolean).join(' ')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={20}
            required
            placeholder="98765 43210"
            className={`${controlClasses} rounded-l-none`}
          />
        </div>
      </Field>
      <Field id="booking-email" label={t('details.email')} optional message={messages.email}>
        <input {...common('email')} type="email" autoComplete="email" maxLength={254} className={controlClasses} />
      </Field>
    </fieldset>
  );
}
