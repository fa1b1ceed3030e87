import { findOfferByProvider } from '@nyaya/shared/data/marketplace/offers';
import { formatINR } from '@nyaya/shared/format';
import { Link } from '@nyaya/shared/router';
import { favouriteProvidersStore, useIdSet } from '@nyaya/shared/stores';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { translateText, useT } from './i18n';
import { SavedList, type SavedItem } from './SavedList';

/**
 * The providers hearted in the marketplace; each row opens the provider's offer. An id the
 * catalogue no longer has is not listed but stays in the store (see SavedExperts).
 */
export function FavouriteProviders() {
  const t = useT();
  const { ids, toggle } = useIdSet(favouriteProvidersStore);
  const items = ids.flatMap((id): SavedItem[] => {
    const offer = findOfferByProvider(id);
    if (!offer) return [];
    return [
      {
        id,
        to: `/service-details/${encodeURIComponent(offer.id)}`,
        name: offer.providerName,
        detail: translateText(offer.title),
        price: formatINR(offer.price),
      },
    ];
  });
  return (
    <SavedList
      id="profile-favourite-providers"
      title={t('profile.favourites.title')}
      items={items}
      onRemove={toggle}
      removeLabel={(name) => t('profile.favourites.remove', { name })}
      empty={
        <>
          <p>{t('profile.favourites.empty')}</p>
          <Link to="/marketplace" className={buttonClasses('secondary', 'sm', 'mt-3')}>
            {t('profile.browseMarketplace')}
          </Link>
        </>
      }
    />
  );
}
