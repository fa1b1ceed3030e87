import { useId } from 'react';
import { Card } from '@nyaya/shared/ui/Card';
import { Field } from '@nyaya/shared/ui/form/Field';
import { TextInput } from '@nyaya/shared/ui/form/TextInput';

/** The link being shared, read-only and selected whole on focus so it can be copied by hand. */
export function LinkField({ label, link }: { label: string; link: string }) {
  const id = useId();
  return (
    <Card>
      <Field id={id} label={label}>
        <TextInput readOnly value={link} onFocus={(event) => event.currentTarget.select()} className="bg-surface text-sm" />
      </Field>
    </Card>
  );
}
