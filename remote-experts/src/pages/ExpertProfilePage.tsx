import { useLoaderData, type LoaderFunctionArgs } from '@nyaya/shared/router';
import { X } from 'lucide-react';
import { getExpertProfile } from '@nyaya/shared/data/experts';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { Tabs } from '@nyaya/shared/ui/Tabs';
import { useGoBack } from '@nyaya/shared/ui/useGoBack';
import { ProfileAboutTab } from '../components/ProfileAboutTab';
import { ProfileBookingTab } from '../components/ProfileBookingTab';
import { ProfileCard } from '../components/ProfileCard';
import { ProfileResourcesTab } from '../components/ProfileResourcesTab';
import { ProfileReviewsTab } from '../components/ProfileReviewsTab';

// Spec §2: the lawyerId is not used (the sample expert is always shown), so no id, however long
// or strange, can reach the page.
export const loader = ({ params }: LoaderFunctionArgs) => getExpertProfile(params.lawyerId);

export function ExpertProfilePage() {
  const expert = useLoaderData<typeof loader>();
  const goBack = useGoBack();
  return (
    <Screen>
      <PageHeader
        title="Expert Profile"
        crumbs={[{ label: 'Experts', to: '/expert-categories' }, { label: expert.name }]}
        onBack={goBack}
        actions={
          <button
            type="button"
            onClick={goBack}
            aria-label="Close profile"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-gray-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        }
      />
      <ProfileCard expert={expert} />
      <Tabs
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
