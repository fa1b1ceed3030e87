import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { NewDiscussionForm } from '../discussions/NewDiscussionForm';
import { useT as useDiscussionT } from '../discussions/i18n';
import { useT } from '../i18n';

/** Start a discussion (`/public/new`, issue 26). */
export function NewDiscussionPage() {
  const t = useT();
  const td = useDiscussionT();
  return (
    <Screen>
      <PageHeader
        title={td('form.title')}
        crumbs={[{ label: t('info.area') }, { label: t('info.tabs.public'), to: '/public' }, { label: td('form.title') }]}
        backTo="/public"
      />
      <NewDiscussionForm />
    </Screen>
  );
}

export const Component = NewDiscussionPage;
