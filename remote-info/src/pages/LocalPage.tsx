import { useState } from 'react';
import { useAccount } from '@nyaya/shared/account';
import type { LocalEventView } from '@nyaya/shared/api';
import { findCity, getLocalEvents, INDIAN_CITIES } from '@nyaya/shared/data/info';
import { formatIndiaDateTime } from '@nyaya/shared/format';
import { useLoaderData } from '@nyaya/shared/router';
import { MapPin } from 'lucide-react';
import type { LocalEvent } from '@nyaya/shared/types';
import { filterLocalEvents, LOCAL_EVENT_FILTERS, localAreaLabel, type LocalEventFilter } from '@nyaya/shared/rules/info';
import { localCityStore, usePersistentStore } from '@nyaya/shared/stores';
import { Button } from '@nyaya/shared/ui/Button';
import { Field } from '@nyaya/shared/ui/form/Field';
import { NativeSelect } from '@nyaya/shared/ui/form/NativeSelect';
import { FilterChips } from '@nyaya/shared/ui/FilterChips';
import { SearchInput } from '@nyaya/shared/ui/SearchInput';
import { toast } from '@nyaya/shared/ui/toast';
import { InfoTabScreen } from '../components/InfoTabScreen';
import { LocalEventCard } from '../components/LocalEventCard';
import { NoMatches } from '../components/NoMatches';
import { RsvpControl } from '../components/RsvpControl';
import { translateText, useT } from '../i18n';
import { useLocalEvents } from './useLocalEvents';

/** Mumbai's sample events: what the server renders and the page shows until the API answers. */
export async function loader() {
  return { events: await getLocalEvents() };
}

/** An event from the API as the list and its filter take it, the live view beside it. */
function asListed(view: LocalEventView): LocalEvent & { live: LocalEventView } {
  const { id, title, location, distanceKm, category, rating, icon } = view;
  return { id, title, location, distanceKm, category, rating, icon, time: formatIndiaDateTime(view.startsAt), attendees: view.going, live: view };
}

/**
 * Local events (issue 26): the chosen city's upcoming events from the API, with real attendee
 * counts and RSVPs. Until the API answers (and if it cannot), Mumbai's sample events are shown
 * as the server rendered them, without RSVPs.
 */
export function LocalPage() {
  const t = useT();
  const { events: sample } = useLoaderData<typeof loader>();
  const account = useAccount();
  const [cityId, setCity] = usePersistentStore(localCityStore);
  const city = findCity(cityId) ?? INDIAN_CITIES[0]!;
  const { read, events: live, write, change } = useLocalEvents(city.id, t('local.rsvp.unreachable'));
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<LocalEventFilter>('All');
  const events: (LocalEvent & { live?: LocalEventView })[] = live ? live.map(asListed) : city.id === 'mumbai' ? sample : [];
  const visible = filterLocalEvents(events, query, filter);

  const rsvp = async (event: LocalEventView, going: boolean) => {
    const name = translateText(event.title);
    const answer = await change(event.id, going);
    if (!answer) return;
    if (!going) toast(t('local.rsvp.toast.left', { name }));
    else
      toast(
        answer.mine?.status === 'going' ? t('local.rsvp.toast.going', { name }) : t('local.rsvp.toast.waiting', { name, position: answer.mine?.position ?? 1 }),
      );
  };
  const filterLabel = (option: LocalEventFilter) => (option === 'All' ? t('filters.all') : translateText(option));
  const clear = () => {
    setQuery('');
    setFilter('All');
  };

  return (
    <InfoTabScreen tab={t('info.tabs.local')} title={t('local.title')}>
      <Field id="local-city" label={t('local.city')} className="mb-2">
        <NativeSelect value={city.id} onChange={(change) => setCity(change.target.value)}>
          {INDIAN_CITIES.map((option) => (
            <option key={option.id} value={option.id}>
              {translateText(option.name)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <p className="mb-3 flex items-start gap-1 text-sm font-medium text-ink">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>{localAreaLabel({ locality: city.locality, city: city.name })}</span>
      </p>
      {(read.status === 'problem' || read.status === 'unreachable') && (
        <div role="alert" className="mb-3 rounded-2xl border border-line bg-white p-3 text-sm text-ink">
          <p>{city.id === 'mumbai' ? t('local.offline.sample') : t('local.offline')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={read.retry}>
            {t('local.retry')}
          </Button>
        </div>
      )}
      {write.kind === 'failed' && (
        <p role="alert" className="mb-3 rounded-2xl bg-red-50 p-3 text-sm text-red-800">
          {t('local.rsvp.failed', { reason: write.message })}
        </p>
      )}
      <div className="flex flex-col gap-3">
        <SearchInput label={t('local.search.label')} placeholder={t('local.search.placeholder')} value={query} onValueChange={setQuery} />
        <FilterChips label={t('filters.byCategory')} options={LOCAL_EVENT_FILTERS} value={filter} onChange={setFilter} labelOf={filterLabel} />
      </div>
      <div className="mt-4" aria-busy={read.status === 'loading'}>
        {live && live.length === 0 ? (
          <p role="status" className="rounded-2xl border border-dashed border-line bg-white p-6 text-center text-sm text-muted">
            {t('local.none', { city: translateText(city.name) })}
          </p>
        ) : visible.length === 0 ? (
          events.length > 0 && <NoMatches noun="events" query={query} filter={filter === 'All' ? undefined : filterLabel(filter)} onClear={clear} />
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t('local.list')}>
            {visible.map((event) => (
              <li key={event.id}>
                <LocalEventCard
                  event={event}
                  live={event.live}
                  action={
                    event.live && (
                      <RsvpControl
                        event={event.live}
                        title={translateText(event.title)}
                        signedIn={account.status === 'signed-in'}
                        busy={write.kind === 'sending' && write.eventId === event.id}
                        onChange={(going) => void rsvp(event.live!, going)}
                      />
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </InfoTabScreen>
  );
}

export const Component = LocalPage;
