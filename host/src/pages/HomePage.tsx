import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Link } from '@nyaya/shared/router';
import {
  Bell,
  CalendarDays,
  CheckSquare,
  ChevronRight,
  Flame,
  Globe,
  Layers,
  Lock,
  MapPin,
  Scale,
  Share2,
  ShoppingBag,
  TrendingUp,
  UserRound,
  Wallet,
  BookOpen,
  HeartPulse,
} from 'lucide-react';
import { maskMobile, useAccount } from '@nyaya/shared/account';
import { areaTaglines, HOME_GREETING } from '@nyaya/shared/data/areas';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { translateText, useT } from '../i18n';
import { HomeSearch } from '../search/HomeSearch';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
type MessageId = Parameters<ReturnType<typeof useT>>[0];
interface Shortcut {
  label: MessageId;
  to: string;
  icon: Icon;
}

// The bell (the Notification shortcut with a signed-in user's unread count) loads for a signed-in
// user only; a guest's home carries none of it. Unnamed, with as few props as it can take and its
// Hindi not awaited: home is at its byte budget, and every byte here counts against it.
const NotificationShortcut = lazy(() => import('../bell/NotificationShortcut'));

const quickActions: Shortcut[] = [
  { label: 'home.shortcut.spaces', to: '/spaces', icon: Layers },
  { label: 'home.shortcut.wallet', to: '/wallet', icon: Wallet },
  { label: 'home.shortcut.schedule', to: '/schedule', icon: CalendarDays },
  { label: 'home.shortcut.notification', to: '/notifications', icon: Bell },
  { label: 'home.shortcut.share', to: '/share', icon: Share2 },
];

const infoTabs: Shortcut[] = [
  { label: 'home.shortcut.trending', to: '/trending', icon: Flame },
  { label: 'home.shortcut.public', to: '/public', icon: Globe },
  { label: 'home.shortcut.private', to: '/private', icon: Lock },
  { label: 'home.shortcut.local', to: '/local', icon: MapPin },
];

const lifeTabs: Shortcut[] = [
  { label: 'home.shortcut.lifeEvent', to: '/life-event', icon: HeartPulse },
  { label: 'home.shortcut.resource', to: '/resource', icon: BookOpen },
  { label: 'home.shortcut.track', to: '/track', icon: TrendingUp },
  { label: 'home.shortcut.act', to: '/act', icon: CheckSquare },
];

function ShortcutGrid({ items, columns, accountId }: { items: Shortcut[]; columns: 4 | 5; accountId?: string | false }) {
  const t = useT();
  return (
    <ul className={columns === 5 ? 'grid grid-cols-5 gap-1' : 'grid grid-cols-4 gap-2'}>
      {items.map(({ label, to, icon: ItemIcon }) => {
        const link = (
          <Link
            to={to}
            className="flex min-h-20 flex-col items-center justify-center gap-1.5 rounded-2xl px-1 text-center text-xs font-medium text-ink hover:bg-brand-50"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <ItemIcon aria-hidden="true" className="size-5" />
            </span>
            {t(label)}
          </Link>
        );
        return (
          <li key={to}>
            {accountId && ItemIcon === Bell ? (
              <Suspense fallback={link}>
                <NotificationShortcut accountId={accountId} />
              </Suspense>
            ) : (
              link
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Section({ id, tagline, children }: { id: string; tagline: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-line bg-white p-4 shadow-sm">
      <h2 id={id} className="mb-3 text-lg font-semibold text-ink">
        {tagline}
      </h2>
      {children}
    </section>
  );
}

export function HomePage() {
  const t = useT();
  // The server renders a guest; once the API says who this is, a signed-in user sees their name
  // (else their masked number) and their number.
  const account = useAccount();
  const signedIn = account.status === 'signed-in' && account.account;
  const name = signedIn && signedIn.name?.trim();
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 pt-3 pb-10">
      <div className="-mb-1 flex justify-end">
        <LanguageSwitch />
      </div>
      <header className="flex items-start justify-between gap-3">
        <h1 className="text-2xl leading-tight font-bold text-ink">{translateText(HOME_GREETING)}</h1>
        <Link to="/profile" className="flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-line bg-white py-1.5 pr-3 pl-1.5 hover:bg-gray-50">
          <span className="inline-flex size-8 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <UserRound aria-hidden="true" className="size-4" />
          </span>
          <span className="flex flex-col text-left leading-tight">
            <span className="max-w-36 truncate text-sm font-semibold text-ink">{signedIn ? name || maskMobile(signedIn.mobile) : t('home.profile.guest')}</span>
            <span className="text-xs text-muted">{signedIn ? name && maskMobile(signedIn.mobile) : t('home.profile.signIn')}</span>
          </span>
        </Link>
      </header>

      <nav aria-label={t('home.quickActions')}>
        <ShortcutGrid items={quickActions} columns={5} accountId={signedIn && signedIn.id} />
      </nav>

      <Section id="home-info" tagline={translateText(areaTaglines.info)}>
        <HomeSearch />
        <ShortcutGrid items={infoTabs} columns={4} />
      </Section>

      <Section id="home-life" tagline={translateText(areaTaglines.life)}>
        <ShortcutGrid items={lifeTabs} columns={4} />
      </Section>

      <Section id="home-experts" tagline={translateText(areaTaglines.experts)}>
        <ul className="grid grid-cols-2 gap-3">
          <li>
            <AreaCard to="/expert-categories" title={t('home.experts.title')} text={t('home.experts.text')} icon={Scale} />
          </li>
          <li>
            <AreaCard to="/marketplace" title={t('home.marketplace.title')} text={t('home.marketplace.text')} icon={ShoppingBag} />
          </li>
        </ul>
      </Section>
      <p className="text-center text-xs text-muted">{t('home.disclaimer')}</p>
    </main>
  );
}

function AreaCard({ to, title, text, icon: CardIcon }: { to: string; title: string; text: string; icon: Icon }) {
  return (
    <Link to={to} className="flex h-full flex-col gap-2 rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-4 text-white hover:from-brand-700">
      <CardIcon aria-hidden="true" className="size-6" />
      <span className="flex items-center gap-1 text-base font-semibold">
        {title}
        <ChevronRight aria-hidden="true" className="size-4" />
      </span>
      <span className="text-xs text-brand-100">{text}</span>
    </Link>
  );
}
