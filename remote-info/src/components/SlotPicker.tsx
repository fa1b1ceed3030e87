import type { TimeSlot } from '@nyaya/shared/types';
import { cn } from '@nyaya/shared/ui/cn';
import { useT } from '../i18n';

/** Today's hourly slots: taken ones are disabled and say "Booked"; the chosen one is aria-pressed. */
export function SlotPicker({ slots, selected, onSelect }: { slots: TimeSlot[]; selected: string | null; onSelect: (time: string) => void }) {
  const t = useT();
  return (
    <ul className="grid grid-cols-2 gap-2 min-[400px]:grid-cols-4">
      {slots.map((slot) => {
        const isSelected = slot.time === selected;
        return (
          <li key={slot.time}>
            <button
              type="button"
              disabled={!slot.available}
              aria-pressed={slot.available ? isSelected : undefined}
              onClick={() => onSelect(slot.time)}
              className={cn(
                'flex min-h-12 w-full flex-col items-center justify-center rounded-xl border text-sm font-medium',
                !slot.available && 'cursor-not-allowed border-line bg-gray-100 text-gray-600',
                slot.available && !isSelected && 'border-line bg-white text-ink hover:bg-brand-50',
                isSelected && 'border-brand-600 bg-brand-600 text-white',
              )}
            >
              <span className={slot.available ? undefined : 'line-through'}>{slot.time}</span>
              {!slot.available && <span className="text-[11px]">{t('schedule.booked')}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
