import { formatRelativeDate } from '@nyaya/shared/format';
import { t } from '../i18n';

const MINUTE_MS = 60_000;

/**
 * How long ago a space was active, in the page's language: the steps of the rule `activityLabel`
 * ("Just now", "5 min ago", "3 h ago", then "yesterday", "3 days ago"…), which it matches word
 * for word in English; an invalid date gives "". Call it while rendering a component that uses
 * `useT()`, so it follows a change of language.
 */
export function activityText(iso: string, now: Date = new Date()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const minutes = Math.floor((now.getTime() - time) / MINUTE_MS);
  if (minutes < 1) return t('time.justNow');
  if (minutes < 60) return t('time.minutesAgo', { count: String(minutes) });
  if (minutes < 24 * 60) return t('time.hoursAgo', { count: Math.floor(minutes / 60) });
  return formatRelativeDate(iso, now);
}
