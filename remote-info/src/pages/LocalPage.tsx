import { useState } from 'react';
import { useLoaderData } from '@nyaya/shared/router';
import { Clock, Laptop, MapPin, ReceiptIndianRupee, ShieldCheck, Sprout, Star, Stethoscope, Users, Waves, type LucideIcon } from 'lucide-react';
import type { LocalEvent, LocalEventIcon } from '@nyaya/shared/types';
import { getLocalArea, getLocalEvents } from '@nyaya/shared/data/info';
import { formatCount } from '@nyaya/shared/format';
import { distanceLabel, filterLocalEvents, LOCAL_EVENT_FILTERS, localAreaLabel, type LocalEventFilter } from '@nyaya/shared/rules/info';
import { joinedLocalEventsStore, useIdSet } from '@nyaya/shared/stores';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Card } from '@nyaya/shared/ui/Card';
import { FilterChips } from '@nyaya/shared/ui/FilterChips';
import { SearchInput } from '@nyaya/shared/ui/SearchInput';
import { toast } from '@nyaya/shared/ui/toast';
import { InfoTabScreen } from '../components/InfoTabScreen';
import { JoinButton } from '../components/JoinButton';
import { NoMatches } from '../components/NoMatches';
import { translateText, useT } from '../i18n';

export async function loader() {
  const [area, events] = await Promise.all([getLocalArea(), getLocalEvents()]);
  return { area, events };
}

// The event's picture; decorative, since the title next to it says what the event is.
const eventIcons: Record<LocalEventIcon, LucideIcon> = {
  laptop: Laptop,
  waves: Waves,
  receipt: ReceiptIndianRupee,
  stethoscope: Stethoscope,
  'shield-check': ShieldCheck,
  sprout: Sprout,
};

function LocalEventCard({ event, joined, onToggle }: { event: LocalEvent; joined: boolean; onToggle: () => void }) {
  const t = useT();
  const Picture = eventIcons[event.icon] ?? MapPin;
  const title = translateText(event.title);
  return (
    <Card className="flex gap-3">
      <span aria-hidden="true" className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Picture className="size-7" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold break-words text-ink">{title}</h2>
            <Badge tone="brand" className="mt-1">
              {translateText(event.category)}
            </Badge>
          </div>
          <JoinButton joined={joined} what={title} onToggle={onToggle} />
        </div>
        <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-3.5" />
            {translateText(event.location)} · {distanceLabel(event.distanceKm)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {translateText(event.time)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-3.5" />
            {t('local.attending', { count: event.attendees, amount: formatCount(event.attendees) })}
          </span>
          <span className="inline-flex items-center gap-1">
            <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" />
            <span aria-hidden="true">{event.rating.toFixed(1)}</span>
            <span className="sr-only">{t('local.rating', { rating: event.rating.toFixed(1) })}</span>
          </span>
        </p>
      </div>
    </Card>
  );
}

export function LocalPage() {
  const t = useT();
  const { area, events } = useLoaderData<typeof loader>();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<LocalEventFilter>('All');
  const joined = useIdSet(joinedLocalEventsStore);
  const visible = filterLocalEvents(events, query, filter);

  const toggle = (event: LocalEvent) => {
    const name = translateText(event.title);
    toast(joined.has(event.id) ? t('join.toast.left', { name }) : t('join.toast.joined', { name }));
    joined.toggle(event.id);
  };
  const filterLabel = (option: LocalEventFilter) => (option === 'All' ? t('filters.all') : translateText(option));
  const clear = () => {
    setQuery('');
    setFilter('All');
  };

  return (
    <InfoTabScreen tab={t('info.tabs.local')} title={t('local.title')}>
      <p className="mb-3 flex items-start gap-1 text-sm font-medium text-ink">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>{localAreaLabel(area)}</span>
      </p>
      <div className="flex flex-col gap-3">
        <SearchInput label={t('local.search.label')} placeholder={t('local.search.placeholder')} value={query} onValueChange={setQuery} />
        <FilterChips label={t('filters.byCategory')} options={LOCAL_EVENT_FILTERS} value={filter} onChange={setFilter} labelOf={filterLabel} />
      </div>
      <div className="mt-4">
        {visible.length === 0 ? (
          <NoMatches noun="events" query={query} filter={filter === 'All' ? undefined : filterLabel(filter)} onClear={clear} />
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t('local.list')}>
            {visible.map((event) => (
              <li key={event.id}>
                <LocalEventCard event={event} joined={joined.has(event.id)} onToggle={() => toggle(event)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </InfoTabScreen>
  );
}

export const Component = LocalPage;
