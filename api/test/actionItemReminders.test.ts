/**
 * "Due tomorrow" (issue 27): a signed-in user's own action item due tomorrow in India makes one
 * notification during the day, once per item and due date however often the job runs, and never
 * for an item done, deleted, forged or another day's; it reaches the list and its link is /act.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { accountPaths } from '@nyaya/shared/api';
import { notificationHref } from '@nyaya/shared/rules/notifications';
import { notifications } from '../src/db/schema';
import { listOf } from './notificationsSupport';
import { Visitor, dbLabel, signIn, testApp, testDatabase, type TestDatabase } from './support';

/** 15 January 2030 in India; items due on the 16th are due tomorrow. */
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

const items = accountPaths.stateEntry('life:action-items');
const stored = (title: string, dueDate: string, more: Record<string, unknown> = {}) => ({
  title,
  category: 'Finance',
  priority: 'High',
  dueDate,
  description: '',
  completed: false,
  v: 2,
  updatedAt: '2030-01-14T10:00:00.000Z',
  ...more,
});

async function member(value: Record<string, unknown>) {
  const visitor = new Visitor(app);
  const account = await signIn(visitor);
  expect((await visitor.write('PUT', items, { value })).statusCode).toBe(200);
  return { visitor, account };
}

const remindersOf = (accountId: string) => db.database.db.select().from(notifications).where(eq(notifications.accountId, accountId));

describe(`action items due tomorrow (${dbLabel})`, () => {
  it('reminds once per pending item due tomorrow, during the day, and the list shows it linking to /act', async () => {
    const { visitor, account } = await member({
      rent: stored('Pay the <b>rent</b>', '2030-01-16'),
      done: stored('Already done', '2030-01-16', { completed: true }),
      today: stored('Due today', '2030-01-15'),
      later: stored('Next week', '2030-01-22'),
      gone: { deleted: true, deletedAt: '2030-01-14T10:00:00.000Z', v: 2, updatedAt: '2030-01-14T10:00:00.000Z' },
      forged: stored('Forged', '2030-01-16', { priority: 'Urgent!!' }),
    });
    // Before 09:00 in India nothing is sent; from then on, once, however often and from however many instances.
    clock = Date.parse('2030-01-15T08:59:00+05:30');
    await app.notifications.remind();
    expect(await remindersOf(account.id)).toEqual([]);
    clock = Date.parse('2030-01-15T09:00:00+05:30');
    await Promise.all([app.notifications.remind(), app.notifications.remind()]);
    clock += 60_000;
    await app.notifications.remind();

    const rows = await remindersOf(account.id);
    expect(rows.map((row) => [row.kind, row.subjectType, row.subject, row.data])).toEqual([
      ['action-item-due', 'action-item', 'rent', { title: 'Pay the <b>rent</b>', dueDate: '2030-01-16' }],
    ]);
    const [shown] = (await listOf(visitor)).items;
    expect(shown).toMatchObject({ kind: 'action-item-due', subject: { type: 'action-item', reference: 'rent' }, read: false });
    expect(notificationHref(shown!.subject, 'client', shown!.kind)).toBe('/act');
  });

  it('reminds again when the due date moves, never after 21:00, and only the item’s owner', async () => {
    clock = Date.parse('2030-01-15T12:00:00+05:30');
    const { visitor, account } = await member({ deed: stored('Sign the sale deed', '2030-01-16') });
    const other = await member({});
    await app.notifications.remind();
    expect(await remindersOf(account.id)).toHaveLength(1);

    // Moved to the 17th: reminded on the 16th, not at 21:30 on the 15th, and in the morning of the 16th.
    const current = (await visitor.get(accountPaths.state)).json().entries['life:action-items'];
    const moved = { deed: stored('Sign the sale deed', '2030-01-17', { updatedAt: '2030-01-15T12:00:00.000Z' }) };
    expect((await visitor.write('PUT', items, { value: moved, base: current.revision })).statusCode).toBe(200);
    clock = Date.parse('2030-01-16T21:30:00+05:30');
    await app.notifications.remind();
    expect(await remindersOf(account.id)).toHaveLength(1);
    clock = Date.parse('2030-01-16T09:30:00+05:30');
    await app.notifications.remind();
    expect((await remindersOf(account.id)).map((row) => (row.data as { dueDate: string }).dueDate)).toEqual(['2030-01-16', '2030-01-17']);
    expect(await remindersOf(other.account.id)).toEqual([]);
  });
});
