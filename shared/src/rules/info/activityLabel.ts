import { formatRelativeDate } from '../../format/dates';

const MINUTE_MS = 60_000;

/** "Just now", "5 min ago", "3 h ago", then "yesterday", "2 days ago" …; an invalid date gives "". */
export function activityLabel(iso: string, now: Date = new Date()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const minutes = Math.floor((now.getTime() - time) / MINUTE_MS);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return formatRelativeDate(iso, now);
}
