import { useId } from 'react';
import { Card } from '@nyaya/shared/ui/Card';

/** The link being shared, read-only and selected whole on focus so it can be copied by hand. */
export function LinkField({ label, link }: { label: string; link: string }) {
  const id = useId();
  return (
    <Card>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 min-h-11 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink"
      />
    </Card>
  );
}
