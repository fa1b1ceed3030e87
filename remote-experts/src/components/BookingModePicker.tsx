import { MessageCircle, Phone, Video } from 'lucide-react';
import { bookingModeLabel, type BookingMode } from '@nyaya/shared/api';
import { useT } from '../booking/i18n';
import { BookingChoice } from './BookingChoice';
import { FieldMessage } from '@nyaya/shared/ui/form/Field';

const icons: Record<BookingMode, typeof Phone> = { chat: MessageCircle, call: Phone, video: Video };
const MODES: BookingMode[] = ['chat', 'call', 'video'];

/**
 * Chat, Voice Call or Video Call; a mode the expert does not offer is shown, and cannot be chosen.
 * Three cards share a 360 px row, so a mode's name may wrap (Hindi runs longer).
 */
export function BookingModePicker({
  value,
  offered,
  onChange,
  message,
}: {
  value: BookingMode | '';
  offered: (mode: BookingMode) => boolean;
  onChange: (mode: BookingMode) => void;
  message: string | null;
}) {
  const t = useT();
  return (
    <fieldset className="min-w-0" aria-describedby={message ? 'booking-mode-message' : undefined}>
      <legend className="text-base font-semibold text-ink">{t('modePicker.legend')}</legend>
      <div className="mt-2 grid grid-cols-3 gap-2">
        {MODES.map((mode) => {
          const Icon = icons[mode];
          const available = offered(mode);
          return (
            <BookingChoice
              key={mode}
              name="mode"
              value={mode}
              checked={value === mode}
              disabled={!available}
              onChange={() => onChange(mode)}
              className="min-h-16 gap-1 leading-tight"
            >
              <Icon aria-hidden="true" className="size-5" />
              <span>{bookingModeLabel(mode)}</span> {!available && <span className="text-xs">{t('modePicker.notOffered')}</span>}
            </BookingChoice>
          );
        })}
      </div>
      <FieldMessage id="booking-mode-message" message={message} />
    </fieldset>
  );
}
