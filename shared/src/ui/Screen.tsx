import type { ReactNode } from 'react';
import { cn } from './cn';

/** The mobile column every screen sits in (works from 360 px); `withTabs` leaves room for BottomTabs. */
export function Screen({ children, withTabs = false, className }: { children: ReactNode; withTabs?: boolean; className?: string }) {
  return <main className={cn('mx-auto w-full max-w-md px-4 pt-4', withTabs ? 'pb-24' : 'pb-10', className)}>{children}</main>;
}
