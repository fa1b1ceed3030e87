import { Heart } from 'lucide-react';
import { favouriteProvidersStore, useIdSet } from '@nyaya/shared/stores';
import { cn } from '@nyaya/shared/ui/cn';
import { useT } from '../i18n';

/** Spec §4 "Favourites": a toggle kept in localStorage, so it survives a reload. */
export function FavouriteButton({ providerId, providerName }: { providerId: string; providerName: string }) {
  const t = useT();
  const favourites = useIdSet(favouriteProvidersStore);
  const on = favourites.has(providerId);
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t('favourite.label', { provider: providerName })}
      title={on ? t('favourite.remove') : t('favourite.add')}
      onClick={() => favourites.toggle(providerId)}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-gray-100"
    >
      <Heart aria-hidden="true" className={cn('size-5', on ? 'fill-red-500 text-red-500' : 'text-gray-500')} />
    </button>
  );
}
