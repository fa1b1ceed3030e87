import type { ReactNode } from 'react';
import { Clock, Laptop, MapPin, ReceiptIndianRupee, ShieldCheck, Sprout, Star, Stethoscope, Users, Waves, type LucideIcon } from 'lucide-react';
import type { LocalEventView } from '@nyaya/shared/api';
import { formatCount } from '@nyaya/shared/format';
import { distanceLabel } from '@nyaya/shared/rules/info';
import type { LocalEvent, LocalEventIcon } from '@nyaya/shared/types';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Card } from '@nyaya/shared/ui/Card';
import { translateText, useT } from '../i18n';

// The event's picture; decorative, since the title next to it says what the event is.
const eventIcons: Record<LocalEventIcon, LucideIcon> = {
  laptop: Laptop,
  waves: Waves,
  receipt: ReceiptIndianRupee,
  stethoscope: Stethoscope,
  'shield-check': ShieldCheck,
  sprout: Sprout,
};

function Places({ live }: { live: LocalEventView }) {
  const t = useT();
  const left = live.capacity - live.going;
  return <>{left > 0 ? t('local.places', { going: live.going, left }) : t('local.full', { going: live.going, waiting: live.waiting })}</>;
}

/** One local event: the sample's (attendees) or the API's (`live`: places left, the waitlist) with its RSVP `action`. */
export function LocalEventCard({ event, live, action }: { event: LocalEvent; live?: LocalEventView; action?: ReactNode }) {
  const t = useT();
  const Picture = eventIcons[event.icon] ?? MapPin;
  const title = translateText(event.title);
  return (
    <Card className="flex gap-3">
      <span aria-hidden="true" className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Picture className="size-7" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold break-words text-ink">{title}</h2>
        <Badge tone="brand" className="mt-1">
          {translateText(event.category)}
        </Badge>
        <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-3.5" />
            {translateText(event.location)} · {distanceLabel(event.distanceKm)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {live ? <time dateTime={live.startsAt}>{t('local.when', { when: event.time })}</time> : translateText(event.time)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-3.5" />
            {live ? <Places live={live} /> : t('local.attending', { count: event.attendees, amount: formatCount(event.attendees) })}
          </span>
          <span className="inline-flex items-center gap-1">
            <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" />
            <span aria-hidden="true">{event.rating.toFixed(1)}</span>
            <span className="sr-only">{t('local.rating', { rating: event.rating.toFixed(1) })}</span>
          </span>
        </p>
        {action && <div className="mt-3">{action}</div>}
      </div>
    </Card>
  );
}
