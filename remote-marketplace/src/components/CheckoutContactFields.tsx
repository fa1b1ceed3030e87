import type { ReactNode } from 'react';
import { CONTACT_LIMITS } from '@nyaya/shared/api';
import type { CheckoutContact } from '@nyaya/shared/stores';
import { useT } from '../i18n';

export type ContactField = keyof CheckoutContact;

const controlClasses = 'block min-h-11 w-full min-w-0 rounded-xl border border-line bg-white px-3 text-base text-ink aria-[invalid=true]:border-red-600';

function Field({
  id,
  label,
  optional,
  hint,
  message,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  hint?: string;
  message: string | null;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {optional && <span className="font-normal text-muted"> {t('field.optional')}</span>}
      </label>
      <div className="mt-1">{children}</div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
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

/**
 * Name, mobile number after a fixed +91 (what people type or paste, "+91 98765 43210" included, is
 * read by `ContactSchema`), and an optional email. Each message is tied to its field.
 */
export function CheckoutContactFields({
  values,
  messages,
  onChange,
  onBlur,
}: {
  values: CheckoutContact;
  messages: Record<ContactField, string | null>;
  onChange: (field: ContactField, value: string) => void;
  onBlur: (field: ContactField) => void;
}) {
  const t = useT();
  const describedBy = (field: ContactField, ...more: string[]) =>
    [...more, messages[field] ? `checkout-${field}-message` : ''].filter(Boolean).join(' ') || undefined;
  const common = (field: ContactField) => ({
    id: `checkout-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': messages[field] !== null,
    'aria-describedby': describedBy(field),
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    onBlur: () => onBlur(field),
  });
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-3 text-lg font-semibold text-ink">{t('checkout.contact.legend')}</legend>
      <Field id="checkout-name" label={t('checkout.contact.name')} message={messages.name}>
        <input {...common('name')} type="text" autoComplete="name" maxLength={CONTACT_LIMITS.name} required className={controlClasses} />
      </Field>
      <Field id="checkout-mobile" label={t('checkout.contact.mobile')} hint={t('checkout.contact.mobileHint')} message={messages.mobile}>
        <div className="flex items-stretch">
          <span id="checkout-mobile-prefix" className="inline-flex items-center rounded-l-xl border border-r-0 border-line bg-gray-50 px-3 text-base text-ink">
            +91
          </span>
          <input
            {...common('mobile')}
            aria-describedby={describedBy('mobile', 'checkout-mobile-prefix', 'checkout-mobile-hint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={CONTACT_LIMITS.mobile}
            required
            placeholder="98765 43210"
            className={`${controlClasses} rounded-l-none`}
          />
        </div>
      </Field>
      <Field id="checkout-email" label={t('checkout.contact.email')} optional hint={t('checkout.contact.emailHint')} message={messages.email}>
        <input
          {...common('email')}
          aria-describedby={describedBy('email', 'checkout-email-hint')}
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          className={controlClasses}
        />
      </Field>
    </fieldset>
  );
}
