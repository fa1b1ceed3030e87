import type { ComponentType } from 'react';
import { Bell, ChevronRight, HelpCircle, LogOut, Pencil, ShieldCheck } from 'lucide-react';
import { sampleProfile } from '@nyaya/shared/data/profile';
import { formatMonthYear } from '@nyaya/shared/format';
import { Avatar } from '@nyaya/shared/ui/Avatar';
import { Card } from '@nyaya/shared/ui/Card';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { comingSoon, toast } from '@nyaya/shared/ui/toast';
import { FavouriteProviders } from './profile/FavouriteProviders';
import { MyConsultations } from './profile/MyConsultations';
import { MyOrders } from './profile/MyOrders';
import { SavedExperts } from './profile/SavedExperts';

interface Row {
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
  action: () => void;
}

// The spec shows no actions for these rows; each says honestly that it is not there yet.
const rows: Row[] = [
  { label: 'Edit Profile', icon: Pencil, action: () => comingSoon('Editing your profile') },
  { label: 'Notification Settings', icon: Bell, action: () => comingSoon('Notification settings') },
  { label: 'Privacy & Security', icon: ShieldCheck, action: () => comingSoon('Privacy & security settings') },
  { label: 'Help & Support', icon: HelpCircle, action: () => comingSoon('Help & support') },
  { label: 'Sign Out', icon: LogOut, action: () => toast('You are browsing as a guest', 'Sign-in is coming soon.') },
];

export function ProfilePage() {
  const profile = sampleProfile;
  const stats = [
    { label: 'Goals Completed', value: profile.stats.goalsCompleted },
    { label: 'Events Attended', value: profile.stats.eventsAttended },
    { label: 'Resources Downloaded', value: profile.stats.resourcesDownloaded },
    { label: 'Expert Sessions', value: profile.stats.expertSessions },
  ];
  return (
    <Screen>
      <PageHeader title="Profile" crumbs={[{ label: 'Profile' }]} />
      <Card className="flex items-center gap-4">
        <Avatar name={profile.name} initials={profile.avatar} size="lg" />
        <div className="min-w-0">
          <p className="text-lg font-semibold text-ink">{profile.name}</p>
          <p className="truncate text-sm text-muted">{profile.email}</p>
          <p className="mt-1 text-xs text-muted">Member since {formatMonthYear(new Date(profile.memberSince))}</p>
        </div>
      </Card>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {stats.map((stat) => (
          <Card key={stat.label} className="flex flex-col-reverse">
            <dt className="text-xs text-muted">{stat.label}</dt>
            <dd className="text-2xl font-bold text-brand-700">{stat.value}</dd>
          </Card>
        ))}
      </dl>
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
              className={`flex min-h-14 w-full items-center gap-3 px-4 text-left text-sm font-medium hover:bg-gray-50 ${label === 'Sign Out' ? 'text-red-700' : 'text-ink'}`}
            >
              <RowIcon aria-hidden="true" className="size-5 shrink-0" />
              <span className="flex-1">{label}</span>
              <ChevronRight aria-hidden="true" className="size-4 text-muted" />
            </button>
          </li>
        ))}
      </ul>
    </Screen>
  );
}
