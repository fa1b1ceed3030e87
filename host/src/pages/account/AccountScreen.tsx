import type { ReactNode } from 'react';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { useT } from './i18n';

/** A screen under the profile: back (or the breadcrumb) leads to the profile. */
export function AccountScreen({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <Screen>
      <PageHeader title={title} backTo="/profile" crumbs={[{ label: t('account.profile'), to: '/profile' }, { label: title }]} />
      {children}
    </Screen>
  );
}
