import type { ComponentType } from 'react';
import { NavLink } from '@nyaya/shared/router';
import { cn } from './cn';

export interface BottomTab {
  label: string;
  to: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
}

/**
 * The tab bar fixed to the bottom of an area's screens. Tabs are links (they change the URL);
 * the current one carries aria-current="page". Pages leave room for it with `pb-24`.
 */
export function BottomTabs({ label, tabs }: { label: string; tabs: BottomTab[] }) {
  return (
    <nav aria-label={label} className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-white/95 backdrop-blur">
      <ul className="mx-auto flex max-w-md">
        {tabs.map(({ label: tabLabel, to, icon: Icon }) => (
          <li key={to} className="flex-1">
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn('flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium', isActive ? 'text-brand-700' : 'text-muted hover:text-ink')
              }
            >
              <Icon aria-hidden="true" className="size-5" />
              {tabLabel}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
