import { Bookmark, BookmarkCheck } from 'lucide-react';
import type { Expert } from '@nyaya/shared/types';
import { savedExpertsStore, useIdSet } from '@nyaya/shared/stores';
import { Button } from '@nyaya/shared/ui/Button';
import { toast } from '@nyaya/shared/ui/toast';
import { useT } from '../i18n';

/**
 * Save Expert: a toggle kept across reloads (the profile lists saved experts), said in a toast.
 * Once saved it reads "Saved" (and is pressed), so the button itself says what has happened.
 */
export function SaveExpertButton({ expert, className }: { expert: Pick<Expert, 'id' | 'name'>; className?: string }) {
  const t = useT();
  const saved = useIdSet(savedExpertsStore);
  const isSaved = saved.has(expert.id);
  const SaveIcon = isSaved ? BookmarkCheck : Bookmark;

  function toggleSaved() {
    saved.toggle(expert.id);
    toast(isSaved ? t('save.removed') : t('save.saved'), isSaved ? undefined : t('save.savedDetail', { name: expert.name }));
  }

  return (
    <Button variant={isSaved ? 'secondary' : 'outline'} size="sm" aria-pressed={isSaved} onClick={toggleSaved} className={className}>
      <SaveIcon aria-hidden="true" className={isSaved ? 'size-4 fill-brand-200' : 'size-4'} />
      {isSaved ? t('save.buttonSaved') : t('save.button')}
    </Button>
  );
}
