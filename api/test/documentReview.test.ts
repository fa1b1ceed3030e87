/**
 * The assigned expert reviews the client's documents (issue 25): accepts one (it can no longer be
 * removed), refuses one with a reason and a note (kept, marked refused, the requirement free
 * again; the client hears of it), asks for one of the order's Documents Required (the client hears
 * of it, tracking shows it until a document comes). Nobody else reaches any of it (404); a retry
 * with the same key changes and records nothing more; a failed notification takes the change back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DocumentListSchema, REVIEW_NOTE_MAX, apiPaths, type DocumentList } from '@nyaya/shared/api';
import { experts } from '@nyaya/shared/data/experts';
import { documents, notificationOutbox, notifications } from '../src/db/schema';
import { ID_PROOF, RENTAL_REQUIREMENTS, samplePdf, upload, uploaded } from './documentsSupport';
import { parties, placeOrder, type Parties } from './notificationsSupport';
import { Visitor, dbLabel, expectProblem, newKey, signIn, signInExpert, testApp, testDatabase, type TestDatabase } from './support';

let db: TestDatabase;
let app: FastifyInstance;
/** Karnataka's rental agreements go to their own expert (Adv. Sneha Hegde). */
let the: Parties;
let anotherExpert: Visitor;
let anotherClient: Visitor;

beforeAll(async () => {
  db = await testDatabase();
  app = await testApp(db.database);
  the = await parties(app, 'Karnataka');
  anotherExpert = new Visitor(app);
  await signInExpert(app, anotherExpert, experts.find((expert) => expert.id === 'tanya-arora')!.id);
  anotherClient = new Visitor(app);
  await signIn(anotherClient);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const accept = (who: Visitor, number: string, id: string, key = newKey()) => who.send('POST', apiPaths.consoleDocumentAccept(number, id), { body: {}, key });
const refuse = (who: Visitor, number: string, id: string, body: unknown, key = newKey()) =>
  who.send('POST', apiPaths.consoleDocumentRefuse(number, id), { body, key });
const ask = (who: Visitor, number: string, body: unknown, key = newKey()) => who.send('POST', apiPaths.consoleDocumentRequests(number), { body, key });
const listed = (response: { statusCode: number; body: string; json: () => unknown }): DocumentList => {
  expect(response.statusCode, response.body).toBe(200);
  return DocumentListSchema.parse(response.json());
};
const clientList = async (number: string) => listed(await the.client.get(apiPaths.orderDocuments(number)));
const notesAbout = (number: string, kind: string) =>
  db.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.subject, number), eq(notifications.kind, kind)));
const outboxOf = async (id: number) => db.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.notificationId, id));

async function orderWithDocument() {
  const number = await placeOrder(the);
  const document = uploaded(await upload(app, the.client, number, samplePdf()));
  return { number, document };
}

describe(`the expert reviews documents (${dbLabel})`, () => {
  it('accepts a document: reviewed, no longer removable, and a retry is the same', async () => {
    const { number, document } = await orderWithDocument();
    const key = newKey();
    const first = listed(await accept(the.expert, number, document.id, key));
    const reviewed = first.documents.find((item) => item.id === document.id)!;
    expect(reviewed.reviewedAt).not.toBeNull();
    expect(reviewed.refusedAt).toBeNull();
    expect(listed(await accept(the.expert, number, document.id, key)).documents).toEqual(first.documents);
    const seen = (await clientList(number)).documents[0]!;
    expect(seen).toMatchObject({ removable: false, refusedAt: null });
    // The existing rule: what the expert reviewed stays with the order.
    expectProblem(await the.client.send('DELETE', apiPaths.orderDocument(number, document.id)), 409);
    // Too late to refuse it.
    expectProblem(await refuse(the.expert, number, document.id, { reason: 'expired' }), 409);
  });

  it('refuses a document with a reason and a note: kept, marked, the requirement free, the client notified once', async () => {
    const { number, document } = await orderWithDocument();
    const key = newKey();
    const body = { reason: 'unreadable', note: '  The scan is blurred; <b>photograph</b> it in daylight.\u202E ' };
    const after = listed(await refuse(the.expert, number, document.id, body, key));
    expect(after.documents[0]).toMatchObject({
      id: document.id,
      refusalReason: 'unreadable',
      // Plain text kept as text, invisible controls gone, trimmed.
      refusalNote: 'The scan is blurred; <b>photograph</b> it in daylight.',
    });
    // A retry: the same answer, nothing recorded twice.
    expect(listed(await refuse(the.expert, number, document.id, body, key)).documents).toEqual(after.documents);
    // The same key for another refusal is refused.
    expectProblem(await refuse(the.expert, number, document.id, { reason: 'expired' }, key), 422);
    // Refused already: a new key does not refuse it again, nor accept it.
    expectProblem(await refuse(the.expert, number, document.id, body), 409);
    expectProblem(await accept(the.expert, number, document.id), 409);

    const rows = await notesAbout(number, 'document-refused');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      accountId: the.clientAccount.id,
      data: { requirement: ID_PROOF, reason: 'Unreadable', code: 'unreadable', note: 'The scan is blurred; <b>photograph</b> it in daylight.' },
    });
    expect(await outboxOf(rows[0]!.id)).toHaveLength(1);

    // The client sees it refused, cannot remove it (kept for the record), and uploads a replacement.
    const seen = await clientList(number);
    expect(seen.documents[0]).toMatchObject({ refusalReason: 'unreadable', removable: false });
    expectProblem(await the.client.send('DELETE', apiPaths.orderDocument(number, document.id)), 409);
    const replacement = uploaded(await upload(app, the.client, number, samplePdf()));
    expect(replacement).toMatchObject({ requirement: ID_PROOF, refusedAt: null, removable: true });
    expect((await clientList(number)).documents.map((item) => item.id)).toEqual([document.id, replacement.id]);
  });

  it('asks for a requirement with a note: the client is notified once and tracking shows it until a document comes', async () => {
    const number = await placeOrder(the);
    const requirement = RENTAL_REQUIREMENTS[1];
    const key = newKey();
    const body = { requirement, note: 'A recent electricity bill is fine.' };
    const first = listed(await ask(the.expert, number, body, key));
    expect(first.asked).toEqual([{ requirement, note: 'A recent electricity bill is fine.', askedAt: expect.any(String) }]);
    expect(listed(await ask(the.expert, number, body, key)).asked).toEqual(first.asked);
    expectProblem(await ask(the.expert, number, { requirement: RENTAL_REQUIREMENTS[2] }, key), 422);
    const rows = await notesAbout(number, 'document-requested');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accountId: the.clientAccount.id, data: { requirement, note: 'A recent electricity bill is fine.' } });
    expect(await outboxOf(rows[0]!.id)).toHaveLength(1);

    expect((await clientList(number)).asked).toEqual(first.asked);
    // A document for another requirement answers nothing; one for it does.
    uploaded(await upload(app, the.client, number, samplePdf(), { requirement: ID_PROOF }));
    expect((await clientList(number)).asked).toHaveLength(1);
    const answered = uploaded(await upload(app, the.client, number, samplePdf(), { requirement }));
    expect((await clientList(number)).asked).toEqual([]);
    // Refusing the answer leaves the requirement asked for again.
    listed(await refuse(the.expert, number, answered.id, { reason: 'wrong-document' }));
    expect((await clientList(number)).asked.map((item) => item.requirement)).toEqual([requirement]);
  });

  it('refuses bad reasons, long notes, unknown requirements and a missing key (400), recording nothing', async () => {
    const { number, document } = await orderWithDocument();
    for (const body of [
      { reason: 'ugly' },
      { reason: 'expired', note: 'x'.repeat(REVIEW_NOTE_MAX + 1) },
      { reason: 'expired', note: 42 },
      { reason: 'expired', extra: true },
      {},
      [],
    ]) {
      expectProblem(await refuse(the.expert, number, document.id, body), 400);
    }
    expectProblem(await ask(the.expert, number, { requirement: 'A horoscope' }), 400);
    expectProblem(await ask(the.expert, number, { requirement: ID_PROOF, note: 'y'.repeat(REVIEW_NOTE_MAX + 1) }), 400);
    expectProblem(await the.expert.send('POST', apiPaths.consoleDocumentAccept(number, document.id), { body: {} }), 400);
    expect(await notesAbout(number, 'document-refused')).toEqual([]);
    expect(await notesAbout(number, 'document-requested')).toEqual([]);
    expect((await clientList(number)).documents[0]).toMatchObject({ reviewedAt: null, removable: true });
  });

  it('is 404 to the client, another expert, another client and a guest, and for another order’s document', async () => {
    const { number, document } = await orderWithDocument();
    for (const who of [the.client, anotherExpert, anotherClient, new Visitor(app)]) {
      expectProblem(await accept(who, number, document.id), 404);
      expectProblem(await refuse(who, number, document.id, { reason: 'expired' }), 404);
      expectProblem(await ask(who, number, { requirement: ID_PROOF }), 404);
    }
    const other = await placeOrder(the);
    expectProblem(await accept(the.expert, other, document.id), 404);
    expectProblem(await refuse(the.expert, number, 'AAAAAAAAAAAAAAAA', { reason: 'expired' }), 404);
    expectProblem(await accept(the.expert, 'not-an-order', document.id), 404);
    expect((await clientList(number)).documents[0]).toMatchObject({ reviewedAt: null, refusedAt: null });
    expect(await notesAbout(number, 'document-refused')).toEqual([]);
  });

  it('refuses once when two refusals race, and keeps a note of only invisible characters as none', async () => {
    const { number, document } = await orderWithDocument();
    const answers = await Promise.all([
      refuse(the.expert, number, document.id, { reason: 'expired', note: '\u200B\u202E\uFEFF' }),
      refuse(the.expert, number, document.id, { reason: 'incomplete' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await notesAbout(number, 'document-refused')).toHaveLength(1);
    const [row] = await db.database.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row!.refusalNote).toBeNull();
  });

  it('takes the refusal back when its notification cannot be written', async () => {
    const { number, document } = await orderWithDocument();
    const name = `t_refuse_doc_${number.toLowerCase()}`;
    await db.database.db.execute(
      sql.raw(`ALTER TABLE notifications ADD CONSTRAINT ${name} CHECK (subject <> '${number}' OR kind <> 'document-refused') NOT VALID`),
    );
    try {
      expectProblem(await refuse(the.expert, number, document.id, { reason: 'incomplete' }), 500);
    } finally {
      await db.database.db.execute(sql.raw(`ALTER TABLE notifications DROP CONSTRAINT ${name}`));
    }
    const [row] = await db.database.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row).toMatchObject({ refusedAt: null, reviewedAt: null, refusalReason: null });
    listed(await refuse(the.expert, number, document.id, { reason: 'incomplete' }));
    expect(await notesAbout(number, 'document-refused')).toHaveLength(1);
  });
});
