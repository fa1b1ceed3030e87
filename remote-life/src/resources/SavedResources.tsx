import { BookmarkCheck } from 'lucide-react';
import { Link } from '@nyaya/shared/router';
import { savedResourcesStore, usePersistentStore } from '@nyaya/shared/stores';
import type { Resource } from '@nyaya/shared/types';
import { translateText, useT } from '../i18n';

/**
 * The resources the user saved, newest first, each opening its page: what Save is for. Nothing
 * when none is saved (the library below is the way to save one). A saved id the library no longer
 * has is kept in the store and not shown.
 */
export function SavedResources({ resources }: { resources: readonly Resource[] }) {
  const t = useT();
  const [saved] = usePersistentStore(savedResourcesStore);
  const shown = [...saved]
    .reverse()
    .map((id) => resources.find((resource) => resource.id === id))
    .filter((resource): resource is Resource => resource !== undefined);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="saved-resources" className="mt-4 rounded-2xl border border-line bg-white p-3">
      <h2 id="saved-resources" className="flex items-center gap-2 text-sm font-semibold text-ink">
        <BookmarkCheck aria-hidden="true" className="size-4 text-brand-600" />
        {t('resources.saved', { count: shown.length })}
      </h2>
      <ul className="mt-1 flex flex-col">
        {shown.map((resource) => (
          <li key={resource.id}>
            <Link
              to={`/resource/${resource.id}`}
              className="flex min-h-11 items-center text-sm font-medium break-words text-brand-700 underline underline-offset-2"
            >
              {translateText(resource.title)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
