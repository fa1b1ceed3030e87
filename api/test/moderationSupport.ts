/**
 * The set-up the private-message moderation tests share: one app per file on its own database,
 * its clock pinned (NOW), a short stream heartbeat, listening on a real port for the streams, an
 * expert signed in (the review queue's), and members old enough for the new-account rule.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { accountPaths } from '@nyaya/shared/api';
import { expertForService } from '@nyaya/shared/data/marketplace/purchase';
import { accounts } from '../src/db/schema';
import { listen } from './conversationsSupport';
import { Visitor, signIn, signInExpert, testApp, testDatabase, type TestDatabase } from './support';

export const NOW = Date.parse('2026-11-27T12:00:00+05:30');

export interface ModerationWorld {
  db: TestDatabase;
  app: FastifyInstance;
  port: number;
  expert: Visitor;
}

/** Registers the file's set-up and tear-down; the world is filled in before the first test. */
export function moderationWorld(): ModerationWorld {
  const world = {} as ModerationWorld;
  beforeAll(async () => {
    world.db = await testDatabase();
    world.app = await testApp(world.db.database, { now: () => NOW, eventStream: { heartbeatMs: 50 } });
    world.port = await listen(world.app);
    world.expert = new Visitor(world.app);
    await signInExpert(world.app, world.expert, expertForService('rental-agreement', { state: 'Delhi' }).id);
  });
  afterAll(async () => {
    await world.app?.close();
    await world.db?.drop();
  });
  return world;
}

export interface Member {
  visitor: Visitor;
  id: string;
}

/** A signed-in member named `name`, two days old: past the new-account rule. */
export async function agedMember(app: FastifyInstance, name: string): Promise<Member> {
  const visitor = new Visitor(app);
  const account = await signIn(visitor);
  expect((await visitor.write('PATCH', accountPaths.me, { name })).statusCode).toBe(200);
  await app.db
    .update(accounts)
    .set({ createdAt: new Date(NOW - 2 * 24 * 60 * 60 * 1000) })
    .where(eq(accounts.id, account.id));
  return { visitor, id: account.id };
}
