import { useCallback, useMemo, useState } from 'react';
import { callApi, LocalEventListSchema, localEventPaths, LocalEventViewSchema, type LocalEventView } from '@nyaya/shared/api';
import { useApiRead } from '@nyaya/shared/hooks/useApiRead';

export type RsvpWrite = { kind: 'idle' } | { kind: 'sending'; eventId: string } | { kind: 'failed'; eventId: string; message: string };

/**
 * A city's events from the API (issue 26) and the user's RSVPs to them. What a write answers
 * replaces that event in the list at once (counts and the user's place as the server now has
 * them); the list itself is read again when the city changes.
 */
export function useLocalEvents(city: string, unreachable: string) {
  const read = useApiRead(localEventPaths.list(city), LocalEventListSchema);
  const [answered, setAnswered] = useState<Record<string, LocalEventView>>({});
  const [write, setWrite] = useState<RsvpWrite>({ kind: 'idle' });

  const events = useMemo(
    () => (read.status === 'ok' && read.data.city === city ? read.data.events.map((event) => answered[event.id] ?? event) : null),
    [read, city, answered],
  );

  const change = useCallback(
    async (eventId: string, going: boolean) => {
      setWrite({ kind: 'sending', eventId });
      const result = await callApi({ path: localEventPaths.rsvp(eventId), schema: LocalEventViewSchema, method: going ? 'PUT' : 'DELETE' });
      if (result.kind === 'ok') {
        setAnswered((previous) => ({ ...previous, [eventId]: result.data }));
        setWrite({ kind: 'idle' });
        return result.data;
      }
      setWrite({ kind: 'failed', eventId, message: result.kind === 'problem' ? result.problem.title : unreachable });
      return null;
    },
    [unreachable],
  );

  return { read, events, write, change };
}
