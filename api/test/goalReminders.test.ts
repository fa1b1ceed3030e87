/**
 * "Goal deadline in 7 days" (issue 27): a signed-in user's own goal, not yet reached, whose
 * deadline is 7 days away in India makes one notification during the day, once per goal and
 * deadline however often the job runs, and never for a goal reached, deleted, forged or due
 * another day; it reaches the list and its link is /track.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { accountPaths } from '@nyaya/shared/api';
import { notificationHref } from '@nyaya/shared/rules/notifications';
import { notifications } from '../src/db/schema';
import { listOf } from './notificationsSupport';
import { Visitor, dbLabel, signIn, testApp, testDatabase, type TestDatabase } from './support';

/** 15 January 2030 in India; goals with a deadline on the 22nd are 7 days away. */
let clock = Date.parse('2030-01-15T10:00:00+05:30');
let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  db = await testDatabase();
  app = await testApp(db.database, { now: () => clock });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const goals = accountPaths.stateEntry('life:goals');
const stored = (title: string, deadline: string, more: Record<string, unknown> = {}) => ({
  title,
  category: 'Finance',
  unit: 'INR',
  target: 50_000_00,
  deadline,
  checkIns: [{ day: '2030-01-10', amount: 10_000_00 }],
  v: 2,
  updatedAt: '2030-01-14T10:00:00.000Z',
  ...more,
});

async function member(value: Record<string, unknown>) {
  const visitor = new Visitor(app);
  const account = await signIn(visitor);
  expect((await visitor.write('PUT', goals, { value })).statusCode).toBe(200);
  return { visitor, account };
}

const remindersOf = (accountId: string) => db.database.db.select().from(notifications).where(eq(notifications.accountId, accountId));

describe(`goal deadlines in 7 days (${dbLabel})`, () => {
  it('reminds once per goal not yet reached, during the day, and the list shows it linking to /track', async () => {
    const { visitor, account } = await member({
      fund: stored('Emergency <b>fund</b>', '2030-01-22'),
      reached: stored('Reached', '2030-01-22', { checkIns: [{ day: '2030-01-10', amount: 50_000_00 }] }),
      tomorrow: stored('Tomorrow', '2030-01-16'),
      later: stored('Later', '2030-01-23'),
      gone: { deleted: true, deletedAt: '2030-01-14T10:00:00.000Z', v: 2, updatedAt: '2030-01-14T10:00:00.000Z' },
      forged: stored('Forged', '2030-01-22', { unit: 'gold' }),
    });
    clock = Date.parse('2030-01-15T08:59:00+05:30');
    await app.notifications.remind();
    expect(await remindersOf(account.id)).toEqual([]);
    clock = Date.parse('2030-01-15T09:00:00+05:30');
    await Promise.all([app.notifications.remind(), app.notifications.remind()]);
    clock += 60_000;
    await app.notifications.remind();

    const rows = await remindersOf(account.id);
    expect(rows.map((row) => [row.kind, row.subjectType, row.subject, row.data])).toEqual([
      ['goal-deadline', 'goal', 'fund', { title: 'Emergency <b>fund</b>', deadline: '2030-01-22' }],
    ]);
    const [shown] = (await listOf(visitor)).items;
    expect(shown).toMatchObject({ kind: 'goal-deadline', subject: { type: 'goal', reference: 'fund' }, read: false });
    expect(notificationHref(shown!.subject, 'client', shown!.kind)).toBe('/track');
  });

  it('reminds again when the deadline moves, never after 21:00, and only the goal’s owner', async () => {
    clock = Date.parse('2030-01-15T12:00:00+05:30');
    const { visitor, account } = await member({ home: stored('Home down payment', '2030-01-22') });
    const other = await member({});
    await app.notifications.remind();
    expect(await remindersOf(account.id)).toHaveLength(1);

    const current = (await visitor.get(accountPaths.state)).json().entries['life:goals'];
    const moved = { home: stored('Home down payment', '2030-01-23', { updatedAt: '2030-01-15T12:00:00.000Z' }) };
    expect((await visitor.write('PUT', goals, { value: moved, base: current.revision })).statusCode).toBe(200);
    clock = Date.parse('2030-01-16T21:30:00+05:30');
    await app.notifications.remind();
    expect(await remindersOf(account.id)).toHaveLength(1);
    clock = Date.parse('2030-01-16T09:30:00+05:30');
    await app.notifications.remind();
    expect((await remindersOf(account.id)).map((row) => (row.data as { deadline: string }).deadline)).toEqual(['2030-01-22', '2030-01-23']);
    expect(await remindersOf(other.account.id)).toEqual([]);
  });
});
