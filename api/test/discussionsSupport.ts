/** What the discussion tests share: starting a discussion and replying as a visitor, read back. */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DiscussionViewSchema, ReplyCreatedSchema, discussionPaths, type DiscussionView, type ReplyCreated } from '@nyaya/shared/api';
import type { Visitor } from './support';

export const newClientId = () => randomBytes(12).toString('base64url');

export const start = (visitor: Visitor, fields: Partial<{ title: string; category: string; body: string; clientId: string; spaceId: string }> = {}) =>
  visitor.write('POST', discussionPaths.list, {
    clientId: newClientId(),
    title: 'Rent agreement stamp duty in Pune',
    category: 'Finance',
    body: 'How much stamp duty did you pay on an 11-month agreement?',
    ...fields,
  });

export async function started(visitor: Visitor, fields: Parameters<typeof start>[1] = {}): Promise<DiscussionView> {
  const response = await start(visitor, fields);
  expect(response.statusCode, response.body).toBe(201);
  return DiscussionViewSchema.parse(response.json());
}

export const answer = (visitor: Visitor, id: string, body: string, clientId = newClientId()) =>
  visitor.write('POST', discussionPaths.replies(id), { clientId, body });

/** A reply made: its answer is the reply and the discussion's counts, not the thread (ReplyCreatedSchema). */
export async function answered(visitor: Visitor, id: string, body: string): Promise<ReplyCreated> {
  const response = await answer(visitor, id, body);
  expect(response.statusCode, response.body).toBe(201);
  return ReplyCreatedSchema.parse(response.json());
}

export async function read(visitor: Visitor, id: string, sort?: 'oldest' | 'top'): Promise<DiscussionView> {
  const response = await visitor.get(discussionPaths.one(id, sort));
  expect(response.statusCode, response.body).toBe(200);
  return DiscussionViewSchema.parse(response.json());
}

/**
 * Makes the account two days old: past a new account's first-day limit of 5 posts
 * (moderation/newAccount.ts), which tests that post more have no business with.
 */
export async function settled(app: FastifyInstance, account: { id: string }): Promise<void> {
  await app.db.execute(sql`UPDATE accounts SET created_at = created_at - interval '2 days' WHERE id = ${account.id}`);
}
