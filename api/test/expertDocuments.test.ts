/**
 * The assigned expert as the order's other party for its documents (documents/access.ts): they
 * list, download and upload the order's documents (an upload marked as theirs), but remove none
 * of the client's. Another expert, another client and a guest are told the order does not exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentListSchema, apiPaths } from '@nyaya/shared/api';
import { cast, placeOrder, type Cast } from './draftSupport';
import { samplePdf, samplePng, textFile, upload, uploaded } from './documentsSupport';
import { Visitor, dbLabel, expectProblem, testDatabase, type TestDatabase } from './support';

let db: TestDatabase;
let c: Cast;
beforeAll(async () => {
  db = await testDatabase();
  c = await cast(db);
});
afterAll(async () => {
  await c?.app.close();
  await db?.drop();
});

const list = async (visitor: Visitor, number: string) => DocumentListSchema.parse((await visitor.get(apiPaths.orderDocuments(number))).json()).documents;

describe(`the assigned expert and the order's documents (${dbLabel})`, () => {
  it('lets the assigned expert list and download the client’s documents, but not remove them', async () => {
    const { orderNumber } = await placeOrder(c);
    const file = samplePdf(3000);
    const document = uploaded(await upload(c.app, c.client, orderNumber, file));
    const [seen] = await list(c.expert, orderNumber);
    expect(seen).toMatchObject({ id: document.id, uploadedBy: 'client', removable: false });
    const download = await c.expert.get(apiPaths.orderDocumentFile(orderNumber, document.id));
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(file)).toBe(true);
    expectProblem(await c.expert.send('DELETE', apiPaths.orderDocument(orderNumber, document.id)), 403);
    expect(await list(c.client, orderNumber)).toHaveLength(1);
  });

  it('keeps the expert’s upload as theirs: the client sees it and cannot remove it', async () => {
    const { orderNumber } = await placeOrder(c);
    const document = uploaded(await upload(c.app, c.expert, orderNumber, samplePng(), { filename: 'stamp-paper.png' }));
    expect(document).toMatchObject({ uploadedBy: 'expert', type: 'png', removable: false });
    const [seen] = await list(c.client, orderNumber);
    expect(seen).toMatchObject({ id: document.id, uploadedBy: 'expert', removable: false });
    expectProblem(await c.client.send('DELETE', apiPaths.orderDocument(orderNumber, document.id)), 403);
    expect((await c.client.get(apiPaths.orderDocumentFile(orderNumber, document.id))).statusCode).toBe(200);
  });

  it('checks the expert’s files by their bytes as the client’s: a text file named .pdf is refused', async () => {
    const { orderNumber } = await placeOrder(c);
    expect(expectProblem(await upload(c.app, c.expert, orderNumber, textFile()), 415)).toMatchObject({ reason: 'not-a-document' });
    expect(await list(c.expert, orderNumber)).toEqual([]);
  });

  it('shows another expert, another client and a guest nothing: 404 for the list, upload, download and removal', async () => {
    const { orderNumber } = await placeOrder(c);
    const document = uploaded(await upload(c.app, c.client, orderNumber, samplePdf()));
    for (const visitor of [c.anotherExpert, c.anotherClient, new Visitor(c.app)]) {
      expectProblem(await visitor.get(apiPaths.orderDocuments(orderNumber)), 404);
      expectProblem(await visitor.get(apiPaths.orderDocumentFile(orderNumber, document.id)), 404);
      expectProblem(await visitor.send('DELETE', apiPaths.orderDocument(orderNumber, document.id)), 404);
      expectProblem(await upload(c.app, visitor, orderNumber, samplePdf()), 404);
    }
    expect(await list(c.client, orderNumber)).toHaveLength(1);
  });
});
