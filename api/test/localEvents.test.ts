/**
 * Local events (issue 26): a city's next occurrences with counts computed from the RSVPs, places
 * up to the capacity and then a waitlist in order, a cancel promoting the first person waiting
 * (and telling them), racing RSVPs for the last place, the guest's 401 and hostile ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { accountPaths, LocalEventListSchema, LocalEventViewSchema, MyLocalEventsSchema, localEventPaths, type LocalEventView } from '@nyaya/shared/api';
import { INDIAN_CITIES, localEvents as sampleEvents, seededEventTexts } from '@nyaya/shared/data/info';
import { eq } from 'drizzle-orm';
import { localEvents } from '../src/db/schema';
import { listOf } from './notificationsSupport';
import { Visitor, dbLabel, expectProblem, signIn, testApp, testDatabase, type TestDatabase } from './support';

/** Friday 27 November 2026, 12:00 in India: the weekly Saturday meetup is next on the 28th. */
const NOW = Date.parse('2026-11-27T12:00:00+05:30');
let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  db = await testDatabase();
  app = await testApp(db.database, { now: () => NOW });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

async function member() {
  const visitor = new Visitor(app);
  await signIn(visitor);
  return visitor;
}
const eventOf = async (visitor: Visitor, id: string) =>
  LocalEventListSchema.parse((await visitor.get(localEventPaths.list('mumbai'))).json()).events.find((event) => event.id === id)!;
const rsvp = async (visitor: Visitor, id: string, method: 'PUT' | 'DELETE' = 'PUT'): Promise<LocalEventView> => {
  const response = await visitor.write(method, localEventPaths.rsvp(id));
  expect(response.statusCode).toBe(200);
  return LocalEventViewSchema.parse(response.json());
};

describe(`local events (${dbLabel})`, () => {
  it('lists a city’s next occurrences, soonest first, with distances from its locality and no RSVP for a guest', async () => {
    const guest = new Visitor(app);
    const { events } = LocalEventListSchema.parse((await guest.get(localEventPaths.list('mumbai'))).json());
    expect(events.map((event) => event.id)).toEqual(['le-4', 'le-1', 'le-2', 'le-6', 'le-3', 'le-5']);
    const meetup = events[1]!;
    expect(meetup).toMatchObject({ title: 'Legal Tech Meetup', startsAt: '2026-11-28T04:30:00.000Z', capacity: 100, going: 0, waiting: 0, mine: null });
    expect(meetup.distanceKm).toBeGreaterThan(3);
    expect(meetup.distanceKm).toBeLessThan(5);
    expect(events.find((event) => event.id === 'le-2')!.distanceKm).toBeLessThan(2.5);
    expect(LocalEventListSchema.parse((await guest.get(localEventPaths.list('delhi'))).json()).events.map((event) => event.id)).toEqual(['le-7', 'le-8']);
    expect(LocalEventListSchema.parse((await guest.get(localEventPaths.list('pune'))).json()).events).toEqual([]);
    for (const city of ['atlantis', '', 'mumbai<script>']) expectProblem(await guest.get(localEventPaths.list(city)), 400);
    expectProblem(await guest.get('/api/v1/local-events'), 400);
  });

  it('serves only events whose words the screens can show in Hindi (the sample list or seededEventTexts)', async () => {
    const known = new Set([...seededEventTexts, ...sampleEvents.flatMap((event) => [event.title, event.location])]);
    for (const city of INDIAN_CITIES) {
      const { events } = LocalEventListSchema.parse((await new Visitor(app).get(localEventPaths.list(city.id))).json());
      for (const event of events) expect([event.title, event.location].filter((text) => !known.has(text))).toEqual([]);
    }
  });

  it('asks a guest to sign in, and answers 404 for an event that is not there', async () => {
    const guest = new Visitor(app);
    expectProblem(await guest.write('PUT', localEventPaths.rsvp('le-1')), 401);
    const visitor = await member();
    for (const id of ['le-99', 'ds-1', '../le-1', 'le-1;drop']) expectProblem(await visitor.write('PUT', localEventPaths.rsvp(id)), 404);
  });

  it('fills the places in RSVP order, then a waitlist; a cancel promotes the first waiting and tells them', async () => {
    const [a, b, c, d, e] = await Promise.all([member(), member(), member(), member(), member()]);
    expect((await rsvp(a!, 'le-3')).mine).toEqual({ status: 'going', position: null });
    await rsvp(b!, 'le-3');
    await rsvp(c!, 'le-3');
    expect((await rsvp(d!, 'le-3')).mine).toEqual({ status: 'waiting', position: 1 });
    expect(await rsvp(e!, 'le-3')).toMatchObject({ going: 3, waiting: 2, mine: { status: 'waiting', position: 2 } });
    // A second RSVP (a retry) changes nothing.
    expect(await rsvp(e!, 'le-3')).toMatchObject({ going: 3, waiting: 2, mine: { status: 'waiting', position: 2 } });

    expect(await rsvp(b!, 'le-3', 'DELETE')).toMatchObject({ going: 3, waiting: 1, mine: null });
    expect((await eventOf(d!, 'le-3')).mine).toEqual({ status: 'going', position: null });
    expect((await eventOf(e!, 'le-3')).mine).toEqual({ status: 'waiting', position: 1 });
    const [told] = (await listOf(d!)).items;
    expect(told).toMatchObject({ kind: 'event-place', subject: { type: 'local-event', reference: 'le-3' }, data: { title: 'Tax Filing Help Desk' } });
    expect((await listOf(e!)).items).toEqual([]);

    // Leaving the waitlist promotes nobody; cancelling twice is still 200.
    expect(await rsvp(e!, 'le-3', 'DELETE')).toMatchObject({ going: 3, waiting: 0 });
    expect(await rsvp(e!, 'le-3', 'DELETE')).toMatchObject({ going: 3, waiting: 0, mine: null });
  });

  it('gives the last place to one of two racing RSVPs and the waitlist to the other', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, member));
    await Promise.all(people.map((person) => rsvp(person, 'le-5')));
    const seen = await Promise.all(people.map((person) => eventOf(person, 'le-5')));
    expect(seen.filter((event) => event.mine?.status === 'going')).toHaveLength(6);
    const more = await Promise.all(Array.from({ length: 4 }, member));
    // le-5 has 60 places: fill to 59, then race two for the last.
    const fill = await Promise.all(Array.from({ length: 53 }, member));
    for (const person of fill) await rsvp(person, 'le-5');
    const [x, y] = await Promise.all([rsvp(more[0]!, 'le-5'), rsvp(more[1]!, 'le-5')]);
    expect([x.mine?.status, y.mine?.status].sort()).toEqual(['going', 'waiting']);
    expect(await eventOf(more[2]!, 'le-5')).toMatchObject({ going: 60, waiting: 1 });
  });

  it('lists a member’s own RSVPs still ahead, and none for a guest', async () => {
    const visitor = await member();
    await rsvp(visitor, 'le-2');
    await rsvp(visitor, 'le-1');
    const { events } = MyLocalEventsSchema.parse((await visitor.get(localEventPaths.mine)).json());
    expect(events.map((event) => [event.id, event.mine?.status])).toEqual([
      ['le-1', 'going'],
      ['le-2', 'going'],
    ]);
    expect(MyLocalEventsSchema.parse((await new Visitor(app).get(localEventPaths.mine)).json()).events).toEqual([]);
    expect(MyLocalEventsSchema.parse((await (await member()).get(localEventPaths.mine)).json()).events).toEqual([]);
  });

  it('puts a member’s RSVPs in their export, and gives an erased account’s place to the first person waiting', async () => {
    // An event of one place: the Cubbon Park walk, in this file's database only.
    await db.database.db.update(localEvents).set({ capacity: 1 }).where(eq(localEvents.id, 'le-10'));
    const [leaving, waiting] = await Promise.all([member(), member()]);
    expect((await rsvp(leaving!, 'le-10')).mine?.status).toBe('going');
    expect((await rsvp(waiting!, 'le-10')).mine?.status).toBe('waiting');

    const exported = (await leaving!.get(accountPaths.export)).json() as { localEvents: unknown[] };
    expect(exported.localEvents).toEqual([expect.objectContaining({ eventId: 'le-10', title: 'Cubbon Park Health Walk', status: 'going' })]);

    expect((await leaving!.send('DELETE', accountPaths.deleteAccount)).statusCode).toBe(200);
    const walk = LocalEventListSchema.parse((await waiting!.get(localEventPaths.list('bengaluru'))).json()).events.find((event) => event.id === 'le-10');
    expect(walk).toMatchObject({ going: 1, waiting: 0, mine: { status: 'going', position: null } });
    expect((await listOf(waiting!)).items[0]).toMatchObject({ kind: 'event-place', subject: { reference: 'le-10' } });
  });

  it('offers the next occurrence as an .ics file', async () => {
    const response = await new Visitor(app).get(localEventPaths.calendar('le-1'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="nyaya-le-1.ics"');
    expect(response.body).toContain('SUMMARY:Legal Tech Meetup');
    expect(response.body).toContain('DTSTART:20261128T043000Z');
    expect(response.body).toContain('LOCATION:Times Square\\, Andheri East\\, Mumbai');
    expectProblem(await new Visitor(app).get(localEventPaths.calendar('le-nope')), 404);
  });
});
