import type { ComponentType } from 'react';
import { Bell, ChevronRight, HelpCircle, LogOut, Pencil, ShieldCheck } from 'lucide-react';
import { sampleProfile } from '@nyaya/shared/data/profile';
import { expertsTexts } from '@nyaya/shared/data/experts/texts';
import { marketplaceTexts } from '@nyaya/shared/data/marketplace/texts';
import { defineTexts } from '@nyaya/shared/i18n';
import { formatMonthYear } from '@nyaya/shared/format';
import { Avatar } from '@nyaya/shared/ui/Avatar';
import { Card } from '@nyaya/shared/ui/Card';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { toast } from '@nyaya/shared/ui/toast';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { useT as useHostT } from '../i18n';
import { t, useT } from './profile/i18n';
import { FavouriteProviders } from './profile/FavouriteProviders';
import { MyConsultations } from './profile/MyConsultations';
import { MyOrders } from './profile/MyOrders';
import { SavedExperts } from './profile/SavedExperts';

// The profile lists saved experts, favourite providers and orders: their names come from those
// areas' data, so their translations load with this page (hostRoutes waits for them).
defineTexts(expertsTexts);
defineTexts(marketplaceTexts);

type MessageId = Parameters<typeof t>[0];

interface Row {
  label: MessageId;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
  action: () => void;
}

// The spec shows no actions for these rows; each says honestly that it is not there yet.
const rows: Row[] = [
  { label: 'profile.row.edit', icon: Pencil, action: () => toast(t('profile.comingSoon.edit')) },
  { label: 'profile.row.notifications', icon: Bell, action: () => toast(t('profile.comingSoon.notifications')) },
  { label: 'profile.row.privacy', icon: ShieldCheck, action: () => toast(t('profile.comingSoon.privacy')) },
  { label: 'profile.row.help', icon: HelpCircle, action: () => toast(t('profile.comingSoon.help')) },
  { label: 'profile.row.signOut', icon: LogOut, action: () => toast(t('profile.signOut.title'), t('profile.signOut.detail')) },
];

export function ProfilePage() {
  const t = useT();
  const tHost = useHostT();
  const profile = sampleProfile;
  const stats: { label: MessageId; value: number }[] = [
    { label: 'profile.stats.goalsCompleted', value: profile.stats.goalsCompleted },
    { label: 'profile.stats.eventsAttended', value: profile.stats.eventsAttended },
    { label: 'profile.stats.resourcesDownloaded', value: profile.stats.resourcesDownloaded },
    { label: 'profile.stats.expertSessions', value: profile.stats.expertSessions },
  ];
  return (
    <Screen>
      <PageHeader title={t('profile.title')} crumbs={[{ label: t('profile.title') }]} />
      <Card className="flex items-center gap-4">
        <Avatar name={profile.name} initials={profile.avatar} size="lg" />
        <div className="min-w-0">
          <p className="text-lg font-semibold text-ink">{profile.name}</p>
          <p className="truncate text-sm text-muted">{profile.email}</p>
          <p className="mt-1 text-xs text-muted">{t('profile.memberSince', { date: formatMonthYear(new Date(profile.memberSince)) })}</p>
        </div>
      </Card>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {stats.map((stat) => (
          <Card key={stat.label} className="flex flex-col-reverse">
            <dt className="text-xs text-muted">{t(stat.label)}</dt>
            <dd className="text-2xl font-bold text-brand-700">{stat.value}</dd>
          </Card>
        ))}
      </dl>
      <section aria-labelledby="profile-language" className="mt-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id="profile-language" className="text-lg font-semibold text-ink">
          {tHost('language.label')}
        </h2>
        <LanguageSwitch />
      </section>
      <MyOrders />
      <MyConsultations />
      <SavedExperts />
      <FavouriteProviders />
      <ul className="mt-6 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
        {rows.map(({ label, icon: RowIcon, action }) => (
          <li key={label}>
            <button
              type="button"
              onClick={action}
              className={`flex min-h-14 w-full items-center gap-3 px-4 text-left text-sm font-medium hover:bg-gray-50 ${label === 'profile.row.signOut' ? 'text-red-700' : 'text-ink'}`}
            >
              <RowIcon aria-hidden="true" className="size-5 shrink-0" />
              <span className="flex-1">{t(label)}</span>
              <ChevronRight aria-hidden="true" className="size-4 text-muted" />
            </button>
          </li>
        ))}
      </ul>
    </Screen>
  );
}
