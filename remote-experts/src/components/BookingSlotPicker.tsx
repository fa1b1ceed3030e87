import { RotateCw } from 'lucide-react';
import type { Slot } from '@nyaya/shared/api';
import { Button } from '@nyaya/shared/ui/Button';
import type { ExpertSlots } from '../booking/useExpertSlots';
import { hasStarted, slotTime } from '../booking/indiaTime';
import { useT } from '../booking/i18n';
import { BookingChoice } from './BookingChoice';
import { FieldMessage } from '@nyaya/shared/ui/form/Field';

/** Whether a slot can be chosen: the API says it is free and it has not begun. */
export function isBookable(slot: Slot, now: Date): boolean {
  return slot.available && !hasStarted(slot.start, now);
}

/**
 * The day's slots as times in India ("10:00 AM"); booked and past ones are shown disabled.
 * `highlighted` marks the next free ones after a slot was just taken.
 */
export function BookingSlotPicker({
  slots,
  dayLabel,
  value,
  highlighted,
  now,
  onChange,
  message,
}: {
  slots: ExpertSlots & { reload: () => void };
  dayLabel: string;
  value: string;
  highlighted: ReadonlySet<string>;
  now: Date;
  onChange: (slotStart: string) => void;
  message: string | null;
}) {
  const t = useT();
  const list = slots.slots;
  const free = list?.filter((slot) => isBookable(slot, now)) ?? [];
  return (
    <fieldset className="min-w-0" aria-describedby={message ? 'booking-slot-message' : undefined} aria-busy={slots.status === 'loading'}>
      <legend className="text-base font-semibold text-ink">{t('slots.legend')}</legend>
      <p className="text-xs text-muted">{t('slots.timeZone')}</p>
      {slots.status === 'unreachable' ? (
        <div role="alert" className="mt-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          <p>{t('slots.unreachable')}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={slots.reload}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t('booking.retry')}
          </Button>
        </div>
      ) : slots.status === 'failed' ? (
        <p role="alert" className="mt-2 rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {t('slots.failed', { reason: slots.message ?? '' })}
        </p>
      ) : list === null ? (
        <p role="status" className="mt-2 text-sm text-muted">
          {t('slots.loading')}
        </p>
      ) : list.length === 0 || free.length === 0 ? (
        <p role="status" className="mt-2 rounded-xl bg-gray-50 p-3 text-sm text-muted">
          {t('slots.none', { day: dayLabel })} {t('slots.chooseAnother')}
        </p>
      ) : null}
      {list && list.length > 0 && (
        <div className="mt-2 grid grid-cols-3 gap-2">
          {list.map((slot) => {
            const bookable = isBookable(slot, now);
            const next = highlighted.has(slot.start);
            return (
              <BookingChoice
                key={slot.start}
                name="slot"
                value={slot.start}
                checked={value === slot.start}
                disabled={!bookable}
                highlighted={next && bookable}
                onChange={onChange}
              >
                <span className={bookable ? undefined : 'line-through'}>{slotTime(slot.start)}</span>{' '}
                {!bookable && <span className="text-xs">{hasStarted(slot.start, now) ? t('slots.past') : t('slots.booked')}</span>}
                {bookable && next && <span className="text-xs font-semibold text-green-800">{t('slots.nextFree')}</span>}
              </BookingChoice>
            );
          })}
        </div>
      )}
      <FieldMessage id="booking-slot-message" message={message} />
    </fieldset>
  );
}
