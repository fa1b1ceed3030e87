import { useAccount } from '@nyaya/shared/account';
import { expertsTexts } from '@nyaya/shared/data/experts/texts';
import { marketplaceTexts } from '@nyaya/shared/data/marketplace/texts';
import { defineTexts } from '@nyaya/shared/i18n';
import { Card } from '@nyaya/shared/ui/Card';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { useT as useHostT } from '../i18n';
import { useT } from './profile/i18n';
import { AccountCard, ExampleCard } from './profile/AccountCard';
import { FavouriteProviders } from './profile/FavouriteProviders';
import { MyConsultations } from './profile/MyConsultations';
import { MyOrders } from './profile/MyOrders';
import { ProfileRows } from './profile/ProfileRows';
import { SavedExperts } from './profile/SavedExperts';

// The profile lists saved experts, favourite providers and orders: their names come from those
// areas' data, so their translations load with this page (hostRoutes waits for them).
defineTexts(expertsTexts);
defineTexts(marketplaceTexts);

/**
 * `/profile`: a signed-in user's own card and counts; a guest's is the spec's sample, marked as an
 * example with the way to sign in. Orders and consultations are the session's, so those sections
 * load again whenever who is signed in changes.
 */
export function ProfilePage() {
  const t = useT();
  const tHost = useHostT();
  const account = useAccount();
  const who = account.status === 'signed-in' ? account.account.id : account.status;
  return (
    <Screen>
      <PageHeader title={t('profile.title')} crumbs={[{ label: t('profile.title') }]} />
      {account.status === 'signed-in' && <AccountCard account={account.account} />}
      {account.status === 'guest' && <ExampleCard />}
      {account.status === 'unknown' && (
        <Card aria-busy="true" className="min-h-24 text-sm text-muted">
          {t('profile.checking')}
        </Card>
      )}
      <section aria-labelledby="profile-language" className="mt-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id="profile-language" className="text-lg font-semibold text-ink">
          {tHost('language.label')}
        </h2>
        <LanguageSwitch />
      </section>
      <MyOrders key={`orders-${who}`} />
      <MyConsultations key={`consultations-${who}`} />
      <SavedExperts />
      <FavouriteProviders />
      <ProfileRows signedIn={account.status === 'signed-in'} expert={account.status === 'signed-in' && account.account.role === 'expert'} />
    </Screen>
  );
}

/** For the route (hostRoutes.tsx). */
export const Component = ProfilePage;
