import { MessageCircle, Phone, Video } from 'lucide-react';
import { bookingModeLabels, type BookingMode } from '@nyaya/shared/api';
import { BookingChoice } from './BookingChoice';
import { FieldMessage } from './FieldMessage';

const icons: Record<BookingMode, typeof Phone> = { chat: MessageCircle, call: Phone, video: Video };
const MODES: BookingMode[] = ['chat', 'call', 'video'];

/** Chat, Voice Call or Video Call; a mode the expert does not offer is shown, and cannot be chosen. */
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
  return (
    <fieldset className="min-w-0" aria-describedby={message ? 'booking-mode-message' : undefined}>
      <legend className="text-base font-semibold text-ink">How would you like to consult?</legend>
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
              className="min-h-16 gap-1"
            >
              <Icon aria-hidden="true" className="size-5" />
              <span className="whitespace-nowrap">{bookingModeLabels[mode]}</span> {!available && <span className="text-xs">Not offered</span>}
            </BookingChoice>
          );
        })}
      </div>
      <FieldMessage id="booking-mode-message" message={message} />
    </fieldset>
  );
}
