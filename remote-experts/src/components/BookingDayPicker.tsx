import type { BookingDay } from '../booking/indiaTime';
import { useT } from '../i18n';
import { BookingChoice } from './BookingChoice';

/**
 * The next 14 days in India as a row of chips (it scrolls sideways on a phone). A chip is at least
 * 64 px square and grows with its words (a Hindi month or "Tomorrow" in another language).
 */
export function BookingDayPicker({ days, value, onChange }: { days: BookingDay[]; value: string; onChange: (date: string) => void }) {
  const t = useT();
  return (
    <fieldset className="min-w-0">
      <legend className="text-base font-semibold text-ink">{t('dayPicker.legend')}</legend>
      <div className="-mx-4 mt-2 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:thin]">
        {days.map((day) => (
          <BookingChoice
            key={day.date}
            name="day"
            value={day.date}
            checked={value === day.date}
            onChange={onChange}
            className="min-h-16 min-w-16 shrink-0 leading-tight"
          >
            <span className="sr-only">
              {day.relative === day.weekday ? day.full : t('dayPicker.relativeLabel', { relative: day.relative, date: day.full })}
            </span>
            <span aria-hidden="true" className="text-xs">
              {day.relative}
            </span>
            <span aria-hidden="true" className="text-lg font-semibold">
              {day.day}
            </span>
            <span aria-hidden="true" className="text-xs">
              {day.month}
            </span>
          </BookingChoice>
        ))}
      </div>
    </fieldset>
  );
}
