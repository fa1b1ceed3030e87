/**
 * Local events (issue 26). Reading needs no account: `GET local-events?city=` lists a city's next
 * occurrences with their counts (and the asking account's own RSVP), and each has an `.ics`;
 * `GET local-events/mine` is the account's own RSVPs still ahead (a guest has none).
 * `PUT …/rsvp` takes a place or a waitlist spot for a signed-in account, `DELETE …/rsvp` gives it
 * back (the first person waiting is promoted and notified). Both are safe to retry.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { localEventRoutes as routes, type LocalEventList, type LocalEventView, type MyLocalEvents } from '@nyaya/shared/api';
import { findCity } from '@nyaya/shared/data/info';
import { eventCalendar } from '../../localEvents/calendar';
import { createLocalEventStore, type RsvpOutcome } from '../../localEvents/store';
import { localEventView } from '../../localEvents/view';
import { ProblemError, invalid, notFound, problem } from '../../problems';

type Params = { eventId: string };

const ID = /^le-[a-z0-9-]{1,40}$/;
const NO_EVENT = 'There is no such event.';

const localEventsRoutes: FastifyPluginAsync<{ now: () => number }> = async (app, { now }) => {
  const store = createLocalEventStore(app.db, now);
  const viewerOf = async (request: FastifyRequest) => (await app.sessions.current(request))?.accountId ?? null;
  async function attendeeOf(request: FastifyRequest): Promise<string> {
    const accountId = await viewerOf(request);
    if (!accountId) throw new ProblemError(problem(401, 'Sign in with your mobile number to RSVP. Reading needs no account; an RSVP does.'));
    return accountId;
  }
  const eventIdOf = (request: FastifyRequest<{ Params: Params }>) => {
    if (!ID.test(request.params.eventId)) throw notFound(NO_EVENT);
    return request.params.eventId;
  };
  async function answer(outcome: RsvpOutcome, eventId: string, accountId: string): Promise<LocalEventView> {
    if (outcome.kind === 'none') throw notFound(NO_EVENT);
    if (outcome.kind === 'over') throw new ProblemError(problem(409, 'This event has already taken place.', { title: 'Event over' }));
    const occurrence = await store.one(eventId, accountId);
    if (!occurrence) throw notFound(NO_EVENT);
    return localEventView(occurrence);
  }

  app.get<{ Querystring: { city?: unknown } }>(routes.list, async (request): Promise<LocalEventList> => {
    const { city } = request.query;
    if (typeof city !== 'string' || !findCity(city)) throw invalid([{ field: 'city', message: 'Choose one of the cities listed.' }]);
    return { city, events: (await store.ofCity(city, await viewerOf(request))).map(localEventView) };
  });

  app.get(routes.mine, async (request): Promise<MyLocalEvents> => {
    const accountId = await viewerOf(request);
    return { events: accountId ? (await store.mine(accountId)).map(localEventView) : [] };
  });

  app.put<{ Params: Params }>(routes.rsvp, { config: { writeLimit: true } }, async (request) => {
    const accountId = await attendeeOf(request);
    const eventId = eventIdOf(request);
    return answer(await store.rsvp(eventId, accountId), eventId, accountId);
  });

  app.delete<{ Params: Params }>(routes.rsvp, { config: { writeLimit: true } }, async (request) => {
    const accountId = await attendeeOf(request);
    const eventId = eventIdOf(request);
    return answer(await store.cancel(eventId, accountId), eventId, accountId);
  });

  app.get<{ Params: Params }>(routes.calendar, async (request, reply) => {
    const occurrence = await store.one(eventIdOf(request), null);
    if (!occurrence) throw notFound(NO_EVENT);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="nyaya-${occurrence.event.id}.ics"`)
      .send(eventCalendar(occurrence));
  });
};

export default localEventsRoutes;
