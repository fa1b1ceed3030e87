import type { ReactNode } from 'react';
import { Link } from '@nyaya/shared/router';
import { Button } from '@nyaya/shared/ui/Button';
import { useT } from './i18n';

export interface SavedItem {
  /** The id kept in the store, removed with the row's Remove button. */
  id: string;
  to: string;
  name: string;
  detail: string;
  price: string;
}

/**
 * One of the profile's lists of what the user kept (saved experts, favourite providers): each row
 * opens the item's page and has its own Remove; an empty list says how to add to it.
 */
export function SavedList({
  id,
  title,
  items,
  onRemove,
  removeLabel,
  empty,
}: {
  id: string;
  title: string;
  items: SavedItem[];
  onRemove: (id: string) => void;
  /** The Remove button's accessible name for an item, e.g. "Remove X from saved experts". */
  removeLabel: (name: string) => string;
  empty: ReactNode;
}) {
  const t = useT();
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="mb-2 text-lg font-semibold text-ink">
        {title}
      </h2>
      {items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-line bg-white p-4 text-sm text-muted">{empty}</div>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-2 pr-2">
              <Link to={item.to} className="flex min-h-14 min-w-0 flex-1 flex-col justify-center px-4 py-2 hover:bg-gray-50">
                <span className="truncate text-sm font-medium text-ink">{item.name}</span>
                <span className="truncate text-xs text-muted">{item.detail}</span>
                <span className="text-xs font-medium text-ink">{item.price}</span>
              </Link>
              <Button variant="ghost" size="sm" aria-label={removeLabel(item.name)} onClick={() => onRemove(item.id)}>
                {t('profile.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
