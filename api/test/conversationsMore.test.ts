/**
 * Conversations beyond text (issue 25): attachments by the documents' rules, a consultation's
 * conversation (closed once cancelled), the "new message" hook in the sending transaction, and an
 * account's conversations in its export and erasure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { BookingViewSchema, ConversationViewSchema, MessageViewSchema, accountPaths, apiPaths } from '@nyaya/shared/api';
import { findExpertById } from '@nyaya/shared/data/experts';
import { consultationQuote } from '@nyaya/shared/rules/consultation';
import { expertSlug } from '@nyaya/shared/rules/experts';
import { DOCUMENT_MAX_BYTES } from '@nyaya/shared/rules/marketplace/purchase/documentFile';
import type { NewMessageEvent } from '../src/conversations/events';
import { conversations, messages } from '../src/db/schema';
import { multipartBody, samplePdf, samplePng, textFile, type FormPart } from './documentsSupport';
import { Visitor, dbLabel, expectProblem, signIn, testApp, testDatabase } from './support';
import { assignedExpert, newClientId, parties, placeOrder, said, say, type Parties } from './conversationsSupport';

/** The API's clock: 10 February 2030, 12:30 in India (a consultation is booked for the next day). */
const NOW = Date.parse('2030-02-10T12:30:00+05:30');
let app: FastifyInstance;
let who: Parties;

beforeAll(async () => {
  app = await testApp((await testDatabase()).database, { now: () => NOW });
  who = await parties(app, () => NOW);
});
afterAll(async () => {
  await app?.close();
});

function sendForm(visitor: Visitor, reference: string, parts: FormPart[]) {
  const { body, contentType } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: apiPaths.conversationMessages(reference),
    headers: { cookie: visitor.cookie ?? '', 'content-type': contentType, 'content-length': String(body.byteLength) },
    payload: body,
  });
}
const attach = (bytes: Uint8Array, filename: string, body = '', clientId = newClientId()): FormPart[] => [
  { name: 'clientId', value: clientId },
  { name: 'body', value: body },
  { name: 'file', filename, contentType: 'application/octet-stream', bytes },
];

describe(`conversations: attachments, consultations, hooks, erasure (${dbLabel})`, () => {
  it('takes a PDF, JPEG or PNG by its bytes, up to 10 MB, and serves it to the two sides only, as a download', async () => {
    const number = await placeOrder(who.client);
    const pdf = samplePdf(4096);
    const sent = await sendForm(who.client, number, attach(pdf, 'lease.pdf', 'Here is the lease'));
    expect(sent.statusCode, sent.body).toBe(201);
    const message = MessageViewSchema.parse(sent.json());
    expect(message).toMatchObject({ body: 'Here is the lease', attachment: { fileName: 'lease.pdf', type: 'pdf', size: 4096 } });
    const photo = MessageViewSchema.parse((await sendForm(who.expert, number, attach(samplePng(), 'stamp.png'))).json());
    expect(photo).toMatchObject({ body: '', attachment: { type: 'png' } });

    const download = await who.expert.get(apiPaths.messageAttachment(number, message.id));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="lease\.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(download.rawPayload, pdf)).toBe(0);
    for (const visitor of [who.anotherExpert, who.anotherClient, new Visitor(app)])
      expectProblem(await visitor.get(apiPaths.messageAttachment(number, message.id)), 404);
    expectProblem(await who.client.get(apiPaths.messageAttachment(number, 999_999_999)), 404);

    const renamed = expectProblem(await sendForm(who.client, number, attach(textFile(), 'lease.pdf')), 415);
    expect(renamed).toMatchObject({ reason: 'not-a-document' });
    const big = Buffer.concat([samplePdf(), Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    expect((await sendForm(who.client, number, attach(big, 'big.pdf'))).statusCode).toBe(413);
    expect(ConversationViewSchema.parse((await who.client.get(apiPaths.conversation(number))).json()).messages).toHaveLength(2);
  });

  it('opens a consultation’s conversation to its client and expert, and closes it for new messages once cancelled', async () => {
    const expert = findExpertById(assignedExpert.id)!;
    const booked = await who.client.post(apiPaths.bookings, {
      expertSlug: expertSlug(expert.name),
      mode: 'chat',
      slotStart: '2030-02-11T11:00:00+05:30',
      contact: { name: 'Asha Verma', mobile: '9876543210' },
      payment: { provider: 'test', amountPaise: consultationQuote(expert.fee).totalPaise },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { id, reference } = BookingViewSchema.parse(booked.json());
    await said(who.client, reference, 'Shall we start?');
    const theirs = ConversationViewSchema.parse((await who.expert.get(apiPaths.conversation(reference))).json());
    expect(theirs).toMatchObject({ subject: 'consultation', you: 'expert', counterpart: 'Asha Verma', open: true, unread: 1 });
    expectProblem(await who.anotherExpert.get(apiPaths.conversation(reference)), 404);

    expect((await who.client.post(apiPaths.cancelBooking(id), {})).statusCode).toBe(200);
    const closed = expectProblem(await say(who.expert, reference, 'Too late?'), 409);
    expect(closed.title).toBe('Conversation closed');
    expect(ConversationViewSchema.parse((await who.client.get(apiPaths.conversation(reference))).json())).toMatchObject({ open: false });
  });

  it('runs the new-message hooks in the sending transaction: a failing hook stores nothing, and the retry sends once', async () => {
    const heard: NewMessageEvent[] = [];
    let fail = true;
    app.conversations.onNewMessage(async (event, tx) => {
      // The message is visible inside the transaction the hook shares.
      const [row] = await tx.select().from(messages).where(eq(messages.id, event.messageId));
      expect(row?.body).toBe(event.preview);
      if (fail) throw new Error('outbox unavailable');
      heard.push(event);
    });
    const number = await placeOrder(who.client);
    const clientId = newClientId();
    expect((await say(who.client, number, 'Hook me', clientId)).statusCode).toBe(500);
    expect(ConversationViewSchema.parse((await who.client.get(apiPaths.conversation(number))).json()).messages).toEqual([]);
    fail = false;
    const sent = await said(who.client, number, 'Hook me', clientId);
    expect((await say(who.client, number, 'Hook me', clientId)).statusCode).toBe(200);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({
      messageId: sent.id,
      from: 'client',
      subject: { kind: 'order', reference: number },
      recipient: { party: 'expert', sessionId: null },
      preview: 'Hook me',
      hasAttachment: false,
    });
    expect(heard[0]!.recipient.accountId).toBeTruthy();
  });

  it('exports an account’s conversations and erases them, attachments included, when the account is deleted', async () => {
    const leaving = new Visitor(app);
    await signIn(leaving);
    const number = await placeOrder(leaving);
    await said(leaving, number, 'My Aadhaar is attached');
    const withFile = MessageViewSchema.parse((await sendForm(leaving, number, attach(samplePdf(), 'aadhaar.pdf'))).json());
    await said(who.expert, number, 'Received.');
    const exported = (await leaving.get(accountPaths.export)).json() as { conversations: { reference: string; messages: { body: string }[] }[] };
    expect(exported.conversations).toEqual([{ reference: number, messages: expect.arrayContaining([expect.objectContaining({ body: 'Received.' })]) }]);

    expect((await leaving.send('DELETE', accountPaths.deleteAccount)).statusCode).toBe(200);
    const left = await app.db.select().from(messages).innerJoin(conversations, eq(conversations.id, messages.conversationId));
    expect(left.some((row) => row.messages.body === 'My Aadhaar is attached')).toBe(false);
    const after = ConversationViewSchema.parse((await who.expert.get(apiPaths.conversation(number))).json());
    expect(after).toMatchObject({ messages: [], open: false });
    expectProblem(await who.expert.get(apiPaths.messageAttachment(number, withFile.id)), 404);
  });
});
