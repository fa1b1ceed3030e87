import type { ConsoleItem } from '@nyaya/shared/api';
import { indiaDate } from '@nyaya/shared/rules/experts';

/** The console list's filter, kept in the URL (`/console?status=active`): all, or one status. */
export const consoleFilters = ['all', 'active', 'completed', 'cancelled'] as const;
export type ConsoleFilter = (typeof consoleFilters)[number];

/** The filter a URL asks for; anything unknown (or none) is all. */
export function readConsoleFilter(params: URLSearchParams): ConsoleFilter {
  const asked = params.get('status');
  return consoleFilters.find((filter) => filter === asked) ?? 'all';
}

/** The URL's parameters with this filter (all drops the parameter, so the plain /console is the whole list). */
export function writeConsoleFilter(params: URLSearchParams, filter: ConsoleFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter === 'all') next.delete('status');
  else next.set('status', filter);
  return next;
}

export function filterConsoleItems(items: readonly ConsoleItem[], filter: ConsoleFilter): ConsoleItem[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.status === filter);
}

/** How many items each chip would show. */
export function consoleFilterCounts(items: readonly ConsoleItem[]): Record<ConsoleFilter, number> {
  const counts: Record<ConsoleFilter, number> = { all: items.length, active: 0, completed: 0, cancelled: 0 };
  for (const item of items) counts[item.status] += 1;
  return counts;
}

/**
 * The expert's day: consultations whose slot falls on India's calendar day at `now`, cancelled
 * ones left out, earliest first (those already over stay, so the day reads whole).
 */
export function todaysConsultations(items: readonly ConsoleItem[], now: number): ConsoleItem[] {
  const today = indiaDate(now);
  const startOf = (item: ConsoleItem) => Date.parse(item.slotStart ?? '');
  return items
    .filter((item) => item.kind === 'consultation' && item.status !== 'cancelled' && Number.isFinite(startOf(item)) && indiaDate(startOf(item)) === today)
    .sort((a, b) => startOf(a) - startOf(b));
}
