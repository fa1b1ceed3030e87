import { expertProfileTexts } from '@nyaya/shared/data/experts/texts';
import { defineTexts } from '@nyaya/shared/i18n';
import { useLoaderData, type LoaderFunctionArgs } from '@nyaya/shared/router';
import { getExpertProfile } from '@nyaya/shared/data/experts/profiles';
import { Screen } from '@nyaya/shared/ui/Screen';
import { Tabs } from '@nyaya/shared/ui/Tabs';
import { useT } from '../i18n';
import { ExpertNotFound } from '../components/ExpertNotFound';
import { documentTitle } from '../components/labels';
import { ProfileAboutTab } from '../components/ProfileAboutTab';
import { ProfileBookingTab } from '../components/ProfileBookingTab';
import { ProfileCard } from '../components/ProfileCard';
import { ProfileHeader } from '../components/ProfileHeader';
import { ProfileResourcesTab } from '../components/ProfileResourcesTab';
import { ProfileReviewsTab } from '../components/ProfileReviewsTab';
import { useDocumentTitle } from '../components/useDocumentTitle';

// Profiles' texts (bios, reviews, modes…) are this page's own: the area's first screen does not
// download them; the host waits for them before showing this page (federation/areaRoutes).
defineTexts(expertProfileTexts);

// The URL's id is the slug of the expert's name (spec §2). It is only compared with the experts'
// slugs, so no id, however long or strange, reaches the page: an unknown one gives null.
export const loader = ({ params }: LoaderFunctionArgs) => getExpertProfile(params.lawyerId);

export function ExpertProfilePage() {
  const expert = useLoaderData<typeof loader>();
  const t = useT();
  useDocumentTitle(documentTitle(expert ? expert.name : t('notFound.title')));

  if (!expert) {
    return (
      <Screen>
        <ProfileHeader title={t('notFound.title')} current={t('crumb.notFound')} />
        <ExpertNotFound />
      </Screen>
    );
  }

  return (
    <Screen>
      <ProfileHeader title={t('profile.title')} current={expert.name} />
      <ProfileCard expert={expert} />
      <Tabs
        // Another expert's profile starts again on About.
        key={expert.id}
        label={t('profile.tabsLabel')}
        // The kit's tab panels take focus (Radix) but draw no ring; give them one here.
        className="mt-5 [&_[role=tabpanel]:focus-visible]:rounded-lg [&_[role=tabpanel]:focus-visible]:ring-2 [&_[role=tabpanel]:focus-visible]:ring-brand-600 [&_[role=tabpanel]:focus-visible]:ring-offset-4"
        items={[
          { value: 'about', label: t('profile.tab.about'), content: <ProfileAboutTab expert={expert} /> },
          { value: 'reviews', label: t('profile.tab.reviews'), content: <ProfileReviewsTab reviews={expert.reviewsData} /> },
          { value: 'booking', label: t('profile.tab.booking'), content: <ProfileBookingTab expert={expert} /> },
          { value: 'resources', label: t('profile.tab.resources'), content: <ProfileResourcesTab resources={expert.resources} /> },
        ]}
      />
    </Screen>
  );
}

export const Component = ExpertProfilePage;
