import { tCommon } from '@nyaya/shared/i18n/common';
import { formatRelativeDate } from '../../format/dates';

const MINUTE_MS = 60_000;

/**
 * "Just now", "5 min ago", "3 h ago", then "yesterday", "2 days ago" … in the page's language (hi:
 * "अभी-अभी", "5 मिनट पहले", "3 घंटे पहले", "कल"); an invalid date gives "".
 */
export function activityLabel(iso: string, now: Date = new Date()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const minutes = Math.floor((now.getTime() - time) / MINUTE_MS);
  if (minutes < 1) return tCommon('info.activity.justNow');
  if (minutes < 60) return tCommon('info.activity.minutesAgo', { minutes: String(minutes) });
  if (minutes < 24 * 60) return tCommon('info.activity.hoursAgo', { hours: String(Math.floor(minutes / 60)) });
  return formatRelativeDate(iso, now);
}
