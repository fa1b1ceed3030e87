import { findExpertById } from '@nyaya/shared/data/experts';
import { formatINR } from '@nyaya/shared/format';
import { expertSlug } from '@nyaya/shared/rules/experts';
import { Link } from '@nyaya/shared/router';
import { savedExpertsStore, useIdSet } from '@nyaya/shared/stores';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { translateText, useT } from './i18n';
import { SavedList, type SavedItem } from './SavedList';

/**
 * The experts saved with Save Expert. An id the data no longer has is not listed but stays in the
 * store: it may come back with the data, and removing what the user cannot see would be a surprise.
 */
export function SavedExperts() {
  const t = useT();
  const { ids, toggle } = useIdSet(savedExpertsStore);
  const items = ids.flatMap((id): SavedItem[] => {
    const expert = findExpertById(id);
    if (!expert) return [];
    const to = `/lawyer-profile/${expertSlug(expert.name)}`;
    return [{ id, to, name: expert.name, detail: translateText(expert.organization), price: t('profile.savedExperts.fee', { fee: formatINR(expert.fee) }) }];
  });
  return (
    <SavedList
      id="profile-saved-experts"
      title={t('profile.savedExperts.title')}
      items={items}
      onRemove={toggle}
      removeLabel={(name) => t('profile.savedExperts.remove', { name })}
      empty={
        <>
          <p>{t('profile.savedExperts.empty')}</p>
          <Link to="/experts" className={buttonClasses('secondary', 'sm', 'mt-3')}>
            {t('profile.findExperts')}
          </Link>
        </>
      }
    />
  );
}
