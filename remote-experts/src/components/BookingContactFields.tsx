import { Field } from '@nyaya/shared/ui/form/Field';
import { FormSection } from '@nyaya/shared/ui/form/FormSection';
import { TextInput } from '@nyaya/shared/ui/form/TextInput';
import { useT } from '../booking/i18n';

export type ContactField = 'name' | 'mobile' | 'email';

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
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    onBlur: () => onBlur(field),
  });
  return (
    <FormSection legend={t('details.legend')}>
      <Field id="booking-name" label={t('details.name')} message={messages.name}>
        <TextInput {...common('name')} type="text" autoComplete="name" maxLength={100} required />
      </Field>
      <Field id="booking-mobile" label={t('details.mobile')} message={messages.mobile}>
        <TextInput
          {...common('mobile')}
          prefix="+91"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
          required
          placeholder="98765 43210"
        />
      </Field>
      <Field id="booking-email" label={t('details.email')} optional message={messages.email}>
        <TextInput {...common('email')} type="email" autoComplete="email" maxLength={254} />
      </Field>
    </FormSection>
  );
}
