import type { ComponentType, ReactNode } from 'react';
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
import { areaTaglines, HOME_GREETING } from '@nyaya/shared/data/areas';
import { HomeSearch } from '../search/HomeSearch';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
interface Shortcut {
  label: string;
  to: string;
  icon: Icon;
}

const quickActions: Shortcut[] = [
  { label: 'Spaces', to: '/spaces', icon: Layers },
  { label: 'Wallet', to: '/wallet', icon: Wallet },
  { label: 'Schedule', to: '/schedule', icon: CalendarDays },
  { label: 'Notification', to: '/notifications', icon: Bell },
  { label: 'Share', to: '/share', icon: Share2 },
];

const infoTabs: Shortcut[] = [
  { label: 'Trending', to: '/trending', icon: Flame },
  { label: 'Public', to: '/public', icon: Globe },
  { label: 'Private', to: '/private', icon: Lock },
  { label: 'Local', to: '/local', icon: MapPin },
];

const lifeTabs: Shortcut[] = [
  { label: 'Life Event', to: '/life-event', icon: HeartPulse },
  { label: 'Resource', to: '/resource', icon: BookOpen },
  { label: 'Track', to: '/track', icon: TrendingUp },
  { label: 'Act', to: '/act', icon: CheckSquare },
];

function ShortcutGrid({ items, columns }: { items: Shortcut[]; columns: 4 | 5 }) {
  return (
    <ul className={columns === 5 ? 'grid grid-cols-5 gap-1' : 'grid grid-cols-4 gap-2'}>
      {items.map(({ label, to, icon: ItemIcon }) => (
        <li key={to}>
          <Link
            to={to}
            className="flex min-h-20 flex-col items-center justify-center gap-1.5 rounded-2xl px-1 text-center text-xs font-medium text-ink hover:bg-brand-50"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <ItemIcon aria-hidden="true" className="size-5" />
            </span>
            {label}
          </Link>
        </li>
      ))}
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
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 pt-6 pb-10">
      <header className="flex items-start justify-between gap-3">
        <h1 className="text-2xl leading-tight font-bold text-ink">{HOME_GREETING}</h1>
        <Link to="/profile" className="flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-line bg-white py-1.5 pr-3 pl-1.5 hover:bg-gray-50">
          <span className="inline-flex size-8 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <UserRound aria-hidden="true" className="size-4" />
          </span>
          <span className="flex flex-col text-left leading-tight">
            <span className="text-sm font-semibold text-ink">Guest</span>
            <span className="text-xs text-muted">Sign in to continue</span>
          </span>
        </Link>
      </header>

      <nav aria-label="Quick actions">
        <ShortcutGrid items={quickActions} columns={5} />
      </nav>

      <Section id="home-info" tagline={areaTaglines.info}>
        <HomeSearch />
        <ShortcutGrid items={infoTabs} columns={4} />
      </Section>

      <Section id="home-life" tagline={areaTaglines.life}>
        <ShortcutGrid items={lifeTabs} columns={4} />
      </Section>

      <Section id="home-experts" tagline={areaTaglines.experts}>
        <ul className="grid grid-cols-2 gap-3">
          <li>
            <AreaCard to="/expert-categories" title="Experts" text="Lawyers, advisers and peers" icon={Scale} />
          </li>
          <li>
            <AreaCard to="/marketplace" title="Marketplace" text="Agreements, affidavits, incorporation" icon={ShoppingBag} />
          </li>
        </ul>
      </Section>
      <p className="text-center text-xs text-muted">Nyaya connects you with independent experts; it does not give legal advice itself.</p>
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
