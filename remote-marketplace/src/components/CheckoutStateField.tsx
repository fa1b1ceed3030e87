import { INDIAN_STATES } from '@nyaya/shared/data/marketplace/intake/indianStates';
import { Field } from '@nyaya/shared/ui/form/Field';
import { NativeSelect } from '@nyaya/shared/ui/form/NativeSelect';
import { translateText, useT } from '../i18n';

/**
 * The state a stamp-paper document will be used in (its stamp duty depends on it), from the
 * phone's own picker: the checkout's (required) and the service detail's (to price it before
 * buying), both on the one remembered choice. When the duty table has no figure for the state,
 * that is said under it.
 */
export function CheckoutStateField({
  id = 'checkout-state',
  value,
  message = null,
  dutyUnknown,
  required = true,
  onChange,
  onBlur,
}: {
  id?: string;
  value: string;
  message?: string | null;
  dutyUnknown: boolean;
  required?: boolean;
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  const t = useT();
  return (
    <Field
      id={id}
      className="mt-6"
      label={t('checkout.state.label')}
      hint={t('checkout.state.hint')}
      note={dutyUnknown ? t('checkout.state.dutyUnknown', { state: translateText(value) }) : undefined}
      message={message}
    >
      <NativeSelect name="state" required={required} value={value} placeholder onChange={(event) => onChange(event.target.value)} onBlur={onBlur}>
        {INDIAN_STATES.map((state) => (
          <option key={state} value={state}>
            {translateText(state)}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
