import { useLoaderData, type LoaderFunctionArgs } from '@nyaya/shared/router';
import { getExpertProfile } from '@nyaya/shared/data/experts/profiles';
import { Screen } from '@nyaya/shared/ui/Screen';
import { Tabs } from '@nyaya/shared/ui/Tabs';
import { ExpertNotFound } from '../components/ExpertNotFound';
import { ProfileAboutTab } from '../components/ProfileAboutTab';
import { ProfileBookingTab } from '../components/ProfileBookingTab';
import { ProfileCard } from '../components/ProfileCard';
import { ProfileHeader } from '../components/ProfileHeader';
import { ProfileResourcesTab } from '../components/ProfileResourcesTab';
import { ProfileReviewsTab } from '../components/ProfileReviewsTab';
import { useDocumentTitle } from '../components/useDocumentTitle';

// The URL's id is the slug of the expert's name (spec §2). It is only compared with the experts'
// slugs, so no id, however long or strange, reaches the page: an unknown one gives null.
export const loader = ({ params }: LoaderFunctionArgs) => getExpertProfile(params.lawyerId);

export function ExpertProfilePage() {
  const expert = useLoaderData<typeof loader>();
  useDocumentTitle(`${expert ? expert.name : 'Expert not found'} | Nyaya`);

  if (!expert) {
    return (
      <Screen>
        <ProfileHeader title="Expert not found" current="Not found" />
        <ExpertNotFound />
      </Screen>
    );
  }

  return (
    <Screen>
      <ProfileHeader title="Expert Profile" current={expert.name} />
      <ProfileCard expert={expert} />
      <Tabs
        // Another expert's profile starts again on About.
        key={expert.id}
        label="Expert profile"
        // The kit's tab panels take focus (Radix) but draw no ring; give them one here.
        className="mt-5 [&_[role=tabpanel]:focus-visible]:rounded-lg [&_[role=tabpanel]:focus-visible]:ring-2 [&_[role=tabpanel]:focus-visible]:ring-brand-600 [&_[role=tabpanel]:focus-visible]:ring-offset-4"
        items={[
          { value: 'about', label: 'About', content: <ProfileAboutTab expert={expert} /> },
          { value: 'reviews', label: 'Reviews', content: <ProfileReviewsTab reviews={expert.reviewsData} /> },
          { value: 'booking', label: 'Booking', content: <ProfileBookingTab expert={expert} /> },
          { value: 'resources', label: 'Resources', content: <ProfileResourcesTab resources={expert.resources} /> },
        ]}
      />
    </Screen>
  );
}

export const Component = ExpertProfilePage;
