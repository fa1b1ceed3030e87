/**
 * Reported private messages (issue 26): a message of a group reported by 3 different members is
 * hidden for every other reader, in the page's list, the catch-up list, the live stream (its catch-up
 * too), the private list's last line and its file, while its writer still reads it; open streams are
 * told (`changed`). The review queue lists it with its own text only; an expert restores it (the
 * reports so far stop counting) or removes it; anyone else gets 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ConversationViewSchema,
  HiddenListSchema,
  OpenedConversationSchema,
  PrivateConversationListSchema,
  accountPaths,
  apiPaths,
  moderationPaths,
  type ReportRequest,
} from '@nyaya/shared/api';
import { said } from './conversationsSupport';
import { agedMember, moderationWorld, type Member } from './moderationSupport';
import { openRaw } from './rawStream';
import { Visitor, dbLabel, expectProblem } from './support';

let app: FastifyInstance;
let port: number;
let expert: Visitor;
const world = moderationWorld();
beforeAll(() => ({ app, port, expert } = world));

const member = (name: string) => agedMember(app, name);

async function group(owner: Member, others: Member[]): Promise<string> {
  const made = await owner.visitor.write('POST', apiPaths.privateGroups, { title: 'Tenants of 7B', memberIds: others.map((other) => other.id) });
  expect(made.statusCode, made.body).toBe(201);
  return OpenedConversationSchema.parse(made.json()).reference;
}

const report = (who: Member | Visitor, targetId: string, reason: ReportRequest['reason'] = 'spam', kind: ReportRequest['targetKind'] = 'message') =>
  ('visitor' in who ? who.visitor : who).write('POST', moderationPaths.reports, { targetKind: kind, targetId, reason });
const reported = async (who: Member, targetId: string, reason?: ReportRequest['reason']) => {
  const response = await report(who, targetId, reason);
  expect(response.statusCode, response.body).toBe(200);
};
const read = async (who: Member, reference: string, query = '') =>
  ConversationViewSchema.parse((await who.visitor.get(`${apiPaths.conversation(reference)}${query}`)).json()).messages;
const lastLine = async (who: Member, reference: string) =>
  PrivateConversationListSchema.parse((await who.visitor.get(apiPaths.privateConversations)).json()).conversations.find((c) => c.reference === reference)
    ?.lastMessage;
const queue = async () => HiddenListSchema.parse((await expert.get(moderationPaths.hidden)).json()).items;

describe(`reported private messages (${dbLabel})`, () => {
  it('hides a message reported by 3 members for every reader but its writer, live and on catch-up', async () => {
    const [asha, ravi, meera, dev, outsider] = [await member('Asha'), await member('Ravi'), await member('Meera'), await member('Dev'), await member('Om')];
    const reference = await group(asha, [ravi, meera, dev]);
    const before = await said(ravi.visitor, reference, 'Meeting at 6?');
    const text = 'Cheap loans <script>alert(1)</script> call 99999';
    const bad = await said(asha.visitor, reference, text);
    const id = String(bad.id);

    expectProblem(await report(new Visitor(app), id), 401);
    expectProblem(await report(outsider, id), 404);
    expectProblem(await report(asha, id), 422);
    expectProblem(await report(ravi, '0'), 404);
    expectProblem(await report(ravi, id, '<script>' as never), 400, ['reason']);
    expectProblem(await report(ravi, String(before.id + 10_000)), 404);
    await reported(ravi, id, 'spam');
    await reported(ravi, id, 'abuse');
    await reported(meera, id, 'abuse');
    expect((await read(dev, reference)).find((m) => m.id === bad.id)).toMatchObject({ body: text });

    const live = await openRaw(port, `${apiPaths.conversationEvents(reference)}?after=${bad.id}`, dev.visitor);
    await live.until(': open');
    await reported(dev, id, 'spam');
    await live.until(`event: changed\ndata: {"messageId":${bad.id}}`);
    live.close();

    for (const reader of [ravi, meera, dev]) {
      expect((await read(reader, reference)).find((m) => m.id === bad.id)).toEqual(expect.objectContaining({ body: '', attachment: null, hidden: true }));
      expect((await read(reader, reference, `?after=${before.id}`))[0]).toMatchObject({ id: bad.id, body: '', hidden: true });
      expect(await lastLine(reader, reference)).toMatchObject({ body: '', hidden: true, hasAttachment: false });
    }
    expect((await read(asha, reference)).find((m) => m.id === bad.id)).toMatchObject({ body: text, hidden: true });
    expect(await lastLine(asha, reference)).toMatchObject({ body: text, mine: true, hidden: true });
    expect((await read(ravi, reference)).find((m) => m.id === before.id)?.hidden).toBeUndefined();
    // The data export: as each account reads it.
    const exported = async (who: Member) =>
      (
        (await who.visitor.get(accountPaths.export)).json() as { conversations: { reference: string; messages: { id: number; body: string }[] }[] }
      ).conversations
        .find((c) => c.reference === reference)
        ?.messages.find((m) => m.id === bad.id)?.body;
    expect(await exported(meera)).toBe('');
    expect(await exported(asha)).toBe(text);

    // The stream's catch-up (Last-Event-ID) withholds it too; its writer's stream does not.
    const resumed = await openRaw(port, apiPaths.conversationEvents(reference), meera.visitor, { 'last-event-id': String(before.id) });
    await resumed.until(`id: ${bad.id}\n`);
    expect(resumed.raw()).not.toContain('Cheap loans');
    expect(resumed.raw()).toContain('"hidden":true');
    resumed.close();
    const own = await openRaw(port, apiPaths.conversationEvents(reference), asha.visitor, { 'last-event-id': String(before.id) });
    await own.until(`id: ${bad.id}\n`);
    expect(own.raw()).toContain('Cheap loans');
    own.close();
    expectProblem(await outsider.visitor.get(apiPaths.conversation(reference)), 404);
  });

  it('lists a hidden message for experts only, by its own text; restore clears the count, remove deletes it', async () => {
    const [asha, ravi, meera, dev, kiran] = [await member('Asha'), await member('Ravi'), await member('Meera'), await member('Dev'), await member('Kiran')];
    const reference = await group(asha, [ravi, meera, dev, kiran]);
    const first = await said(asha.visitor, reference, 'Send me your OTP <b>now</b>');
    const second = await said(ravi.visitor, reference, 'Everyone in Block C is a cheat');
    for (const who of [ravi, meera, dev]) await reported(who, String(first.id), 'harassment');
    for (const who of [asha, meera, dev]) await reported(who, String(second.id), 'abuse');

    // Not a reviewer: nothing here, whatever they ask.
    for (const who of [asha, kiran]) {
      expectProblem(await who.visitor.get(moderationPaths.hidden), 404);
      expectProblem(await who.visitor.write('POST', moderationPaths.decide('message', String(first.id), 'restore')), 404);
      expectProblem(await who.visitor.write('POST', moderationPaths.decide('message', String(first.id), 'remove')), 404);
    }
    expectProblem(await new Visitor(app).get(moderationPaths.hidden), 404);

    const items = await queue();
    expect(items.find((item) => item.kind === 'message' && item.id === String(first.id))).toEqual({
      kind: 'message',
      id: String(first.id),
      discussionId: null,
      title: '',
      body: 'Send me your OTP <b>now</b>',
      author: { name: 'Asha' },
      reports: 3,
      reasons: ['harassment'],
    });
    // The reviewer reads the reported message, not the conversation around it.
    expect(JSON.stringify(items)).not.toContain('Tenants of 7B');

    const live = await openRaw(port, `${apiPaths.conversationEvents(reference)}?after=${second.id}`, kiran.visitor);
    await live.until(': open');
    const restored = await expert.write('POST', moderationPaths.decide('message', String(first.id), 'restore'));
    expect(restored.statusCode, restored.body).toBe(200);
    expect(HiddenListSchema.parse(restored.json()).items.some((item) => item.id === String(first.id))).toBe(false);
    await live.until(`data: {"messageId":${first.id}}`);
    expect((await read(kiran, reference)).find((m) => m.id === first.id)).toMatchObject({ body: 'Send me your OTP <b>now</b>' });
    expect((await read(kiran, reference)).find((m) => m.id === first.id)?.hidden).toBeUndefined();
    // The count starts again: one more report does not hide it.
    await reported(kiran, String(first.id));
    expect((await read(meera, reference)).find((m) => m.id === first.id)?.hidden).toBeUndefined();

    const removed = await expert.write('POST', moderationPaths.decide('message', String(second.id), 'remove'));
    expect(removed.statusCode, removed.body).toBe(200);
    await live.until(`data: {"messageId":${second.id}}`);
    live.close();
    expect((await read(kiran, reference)).some((m) => m.id === second.id)).toBe(false);
    expect((await read(ravi, reference)).some((m) => m.id === second.id)).toBe(false);
    expectProblem(await expert.write('POST', moderationPaths.decide('message', String(second.id), 'restore')), 404);
    expectProblem(await expert.write('POST', moderationPaths.decide('message', 'abc', 'remove')), 404);
    expectProblem(await expert.write('POST', moderationPaths.decide('member', asha.id, 'remove')), 400);
  });
});
