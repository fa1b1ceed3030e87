import { X } from 'lucide-react';
import type { Crumb } from '@nyaya/shared/ui/PageHeader';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { useGoBack } from '@nyaya/shared/ui/useGoBack';
import { useT } from '../i18n';

/** The profile's header (spec §2): back and close both go back, or home when there is no history. */
export function ProfileHeader({ title, current }: { title: string; current: string }) {
  const t = useT();
  const goBack = useGoBack();
  const crumbs: Crumb[] = [{ label: t('crumb.experts'), to: '/expert-categories' }, { label: current }];
  return (
    <PageHeader
      title={title}
      crumbs={crumbs}
      onBack={goBack}
      actions={
        <button
          type="button"
          onClick={goBack}
          aria-label={t('profile.close')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-gray-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      }
    />
  );
}
