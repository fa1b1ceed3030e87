import { Bookmark, BookmarkCheck } from 'lucide-react';
import { savedResourcesStore, usePersistentStore } from '@nyaya/shared/stores';
import { Button } from '@nyaya/shared/ui/Button';
import { useT } from '../i18n';

/**
 * Save for one resource: a toggle (aria-pressed, its word and name the same either way, as a toggle's
 * should be; the filled icon and colour show it is on), kept in `life:saved-resources`.
 */
export function SaveResourceButton({ id, title }: { id: string; title: string }) {
  const t = useT();
  const [saved, setSaved] = usePersistentStore(savedResourcesStore);
  const isSaved = saved.includes(id);
  const Icon = isSaved ? BookmarkCheck : Bookmark;
  return (
    <Button
      variant={isSaved ? 'secondary' : 'outline'}
      aria-pressed={isSaved}
      aria-label={t('resource.saveLabel', { title })}
      onClick={() => setSaved((previous) => (previous.includes(id) ? previous.filter((entry) => entry !== id) : [...previous, id]))}
    >
      <Icon aria-hidden="true" className="size-4" />
      {t('resource.save')}
    </Button>
  );
}
