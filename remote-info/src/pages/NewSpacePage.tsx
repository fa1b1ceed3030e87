import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { useT as useInfoT } from '../i18n';
import { NewSpaceForm } from '../spaces/NewSpaceForm';
import { useT } from '../spaces/i18n';

/** Start a space (`/spaces/new`, issue 26): whoever starts it is its admin and first member. */
export function NewSpacePage() {
  const t = useT();
  const tInfo = useInfoT();
  return (
    <Screen>
      <PageHeader
        title={t('create.title')}
        crumbs={[{ label: tInfo('spaces.title'), to: '/spaces' }, { label: t('create.title') }]}
        subtitle={t('create.subtitle')}
        backTo="/spaces"
      />
      <NewSpaceForm />
    </Screen>
  );
}

export const Component = NewSpacePage;
