import { accountDisplayName, signInHref } from '@nyaya/shared/account';
import { formatMobile, type Account } from '@nyaya/shared/api';
import { sampleProfile } from '@nyaya/shared/data/profile';
import { formatDay, formatMonthYear } from '@nyaya/shared/format';
import { Link } from '@nyaya/shared/router';
import { countCompletedGoals, downloadedResourcesStore, goalsStore, usePersistentStore } from '@nyaya/shared/stores';
import { Avatar } from '@nyaya/shared/ui/Avatar';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { t, useT } from './i18n';

type MessageId = Parameters<typeof t>[0];

const IST_OFFSET_MS = 330 * 60_000;

/** The calendar day in India of an instant ("25 Nov 2026"), whatever the device's time zone. */
export function indiaDate(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const india = new Date(ms + IST_OFFSET_MS);
  return formatDay(new Date(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate()));
}

function StatTiles({ stats }: { stats: { label: MessageId; value: number }[] }) {
  const t = useT();
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3">
      {stats.map((stat) => (
        <Card key={stat.label} className="flex flex-col-reverse">
          <dt className="text-xs text-muted">{t(stat.label)}</dt>
          <dd className="text-2xl font-bold text-brand-700">{stat.value}</dd>
        </Card>
      ))}
    </dl>
  );
}

/** The signed-in user's own card: name (or masked number), number, email, member since, and counts from what the account holds. */
export function AccountCard({ account }: { account: Account }) {
  const t = useT();
  const name = accountDisplayName(account);
  // The goals and downloads live in the browser's synced stores (issue 27).
  const [goals] = usePersistentStore(goalsStore);
  const goalsCompleted = countCompletedGoals(goals);
  // Counted on this device at once; the account's copy (synced) gives every device the same count.
  const [downloads] = usePersistentStore(downloadedResourcesStore);
  return (
    <>
      <Card className="flex items-center gap-4">
        <Avatar name={name} initials={account.name?.trim() ? undefined : '+91'} size="lg" />
        <div className="min-w-0">
          <p className="text-lg font-semibold break-words text-ink">{name}</p>
          <p className="text-sm text-muted">{formatMobile(account.mobile)}</p>
          <p className="truncate text-sm text-muted">{account.email ?? t('profile.noEmail')}</p>
          <p className="mt-1 text-xs text-muted">{t('profile.memberSinceDay', { date: indiaDate(account.memberSince) })}</p>
        </div>
      </Card>
      <StatTiles
        stats={[
          { label: 'profile.stats.goalsCompleted', value: goalsCompleted },
          { label: 'profile.stats.orders', value: account.stats.orders },
          { label: 'profile.stats.resourcesDownloaded', value: Math.max(downloads.length, account.stats.resourcesDownloaded) },
          { label: 'profile.stats.expertSessions', value: account.stats.expertSessions },
        ]}
      />
    </>
  );
}

/**
 * A guest sees the spec's sample card, said plainly to be an example, with the way to their own:
 * sign in (issue 23: no one else's life shown as yours).
 */
export function ExampleCard() {
  const t = useT();
  const profile = sampleProfile;
  return (
    <>
      <section aria-labelledby="profile-example" className="mb-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        <h2 id="profile-example" className="font-semibold">
          {t('profile.example.title')}
        </h2>
        <p className="mt-1">{t('profile.example.text')}</p>
        <Link to={signInHref('/profile')} className={buttonClasses('primary', 'md', 'mt-3')}>
          {t('profile.example.signIn')}
        </Link>
      </section>
      <Card className="flex items-center gap-4">
        <Avatar name={profile.name} initials={profile.avatar} size="lg" />
        <div className="min-w-0">
          <p className="text-lg font-semibold text-ink">{profile.name}</p>
          <p className="truncate text-sm text-muted">{profile.email}</p>
          <p className="mt-1 text-xs text-muted">{t('profile.memberSince', { date: formatMonthYear(new Date(profile.memberSince)) })}</p>
        </div>
      </Card>
      <StatTiles
        stats={[
          { label: 'profile.stats.goalsCompleted', value: profile.stats.goalsCompleted },
          { label: 'profile.stats.eventsAttended', value: profile.stats.eventsAttended },
          { label: 'profile.stats.resourcesDownloaded', value: profile.stats.resourcesDownloaded },
          { label: 'profile.stats.expertSessions', value: profile.stats.expertSessions },
        ]}
      />
    </>
  );
}
