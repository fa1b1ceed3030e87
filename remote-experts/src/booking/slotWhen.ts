import { t } from '../i18n';
import { addDays, bookingDays, indiaDate, slotDate, slotTime } from './indiaTime';

/**
 * When a slot is, said from `now` in India's time: "today 4:00 PM", "tomorrow 10:00 AM", or
 * "Thu, 3 Dec, 10:00 AM" further off (Hindi: "आज शाम 4:00", "कल सुबह 10:00"). Call while
 * rendering: the words are in the language in use.
 */
export function slotWhen(start: Date, now: number): string {
  const iso = start.toISOString();
  const date = slotDate(iso);
  const time = slotTime(iso);
  const today = indiaDate(new Date(now));
  if (date === today) return t('when.today', { time });
  if (date === addDays(today, 1)) return t('when.tomorrow', { time });
  const [day] = bookingDays(start, 1);
  return t('when.day', { weekday: day!.weekday, day: day!.day, month: day!.month, time });
}
