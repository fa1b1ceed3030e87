import { SpaceDetailSchema, spacePaths } from '@nyaya/shared/api';
import { spaces } from '@nyaya/shared/data/info';
import { useApiRead } from '@nyaya/shared/hooks/useApiRead';
import { useSearchParams } from '@nyaya/shared/router';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { NewDiscussionForm } from '../discussions/NewDiscussionForm';
import { useT as useDiscussionT } from '../discussions/i18n';
import { translateText, useT } from '../i18n';
import { useT as useSpaceT } from '../spaces/i18n';
import { SPACE_ID } from '../spaces/spaceApi';

/** Start a discussion (`/public/new`, issue 26); `?space={id}` starts it in that space, whose page it returns to. */
export function NewDiscussionPage() {
  const t = useT();
  const td = useDiscussionT();
  const ts = useSpaceT();
  const [params] = useSearchParams();
  const asked = params.get('space') ?? '';
  const spaceId = SPACE_ID.test(asked) ? asked : undefined;
  // The seeded spaces' names are known here; a space a member started is read (named "Spaces" until then).
  const known = spaces.find((space) => space.id === spaceId);
  const read = useApiRead(spaceId && !known ? spacePaths.one(spaceId) : null, SpaceDetailSchema);
  const spaceName = known ? translateText(known.name) : (read.data?.name ?? t('spaces.title'));
  const back = spaceId ? `/spaces/${spaceId}` : '/public';
  return (
    <Screen>
      <PageHeader
        title={td('form.title')}
        crumbs={[
          { label: t('info.area') },
          spaceId ? { label: spaceName, to: back } : { label: t('info.tabs.public'), to: '/public' },
          { label: td('form.title') },
        ]}
        subtitle={spaceId ? ts('form.inSpace', { name: spaceName }) : undefined}
        backTo={back}
      />
      <NewDiscussionForm spaceId={spaceId} />
    </Screen>
  );
}

export const Component = NewDiscussionPage;
