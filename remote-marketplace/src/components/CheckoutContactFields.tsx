import { CONTACT_LIMITS } from '@nyaya/shared/api';
import type { CheckoutContact } from '@nyaya/shared/stores';
import { Field } from '@nyaya/shared/ui/form/Field';
import { FormSection } from '@nyaya/shared/ui/form/FormSection';
import { TextInput } from '@nyaya/shared/ui/form/TextInput';
import { useT } from '../i18n';

export type ContactField = keyof CheckoutContact;

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
  const common = (field: ContactField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    onBlur: () => onBlur(field),
  });
  return (
    <FormSection legend={t('checkout.contact.legend')} size="lg">
      <Field id="checkout-name" label={t('checkout.contact.name')} message={messages.name}>
        <TextInput {...common('name')} type="text" autoComplete="name" maxLength={CONTACT_LIMITS.name} required />
      </Field>
      <Field id="checkout-mobile" label={t('checkout.contact.mobile')} hint={t('checkout.contact.mobileHint')} message={messages.mobile}>
        <TextInput
          {...common('mobile')}
          prefix="+91"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={CONTACT_LIMITS.mobile}
          required
          placeholder="98765 43210"
        />
      </Field>
      <Field id="checkout-email" label={t('checkout.contact.email')} optional hint={t('checkout.contact.emailHint')} message={messages.email}>
        <TextInput {...common('email')} type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} />
      </Field>
    </FormSection>
  );
}
