/**
 * Delivering a draft (issue 25): the assigned expert sees the versions, downloads any of them,
 * uploads a corrected PDF (a PDF by its bytes, at most 10 MB) and delivers one at the Delivery
 * step, which completes it; the client downloads the delivered PDF. Everyone else gets 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleOrderSchema, OrderViewSchema, apiPaths } from '@nyaya/shared/api';
import { DOCUMENT_MAX_BYTES } from '@nyaya/shared/rules/marketplace/purchase/documentFile';
import { cast, completeStep, completeUntil, deliver, expectPdfAttachment, placeOrder, uploadDraft, type Cast } from './draftSupport';
import { samplePdf, sampleJpeg, textFile } from './documentsSupport';
import { Visitor, dbLabel, expectProblem, newKey, testDatabase, type TestDatabase } from './support';

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

const page = async (number: string) => ConsoleOrderSchema.parse((await c.expert.get(apiPaths.consoleOrder(number))).json());
const DELIVERY = 6;

describe(`delivering drafts (${dbLabel})`, () => {
  it('shows the assigned expert the generated version 1 and lets them download it; anyone else finds nothing', async () => {
    const { orderNumber } = await placeOrder(c);
    const view = await page(orderNumber);
    expect(view.drafts).toEqual([expect.objectContaining({ version: 1, source: 'generated', deliveredAt: null, revision: null })]);
    expect(view).toMatchObject({ language: 'en', revisionDays: 7, cancellation: null });
    expectPdfAttachment(await c.expert.get(apiPaths.consoleDraftFile(orderNumber, 1)), `${orderNumber}-draft-v1.pdf`);
    expectProblem(await c.expert.get(apiPaths.consoleDraftFile(orderNumber, 2)), 404);
    expectProblem(await c.expert.get(`/api/v1/console/orders/${orderNumber}/drafts/0x1/file`), 404);
    for (const visitor of [c.client, c.anotherExpert, c.anotherClient, new Visitor(c.app)]) {
      expectProblem(await visitor.get(apiPaths.consoleDraftFile(orderNumber, 1)), 404);
      expectProblem(await deliver(visitor, orderNumber, 1), 404);
      expectProblem(await uploadDraft(c.app, visitor, orderNumber, samplePdf()), 404);
    }
    // Nothing delivered yet: the client has nothing to download.
    expect(expectProblem(await c.client.get(apiPaths.orderDraftFile(orderNumber)), 404).detail).toContain('delivered');
  });

  it('delivers at the Delivery step only, and delivering completes it; the client downloads the PDF', async () => {
    const { orderNumber } = await placeOrder(c);
    expect(expectProblem(await deliver(c.expert, orderNumber, 1), 409)).toMatchObject({ title: 'Not at Delivery yet' });
    await completeUntil(c, orderNumber, DELIVERY);
    expect(expectProblem(await completeStep(c.expert, orderNumber, DELIVERY), 409)).toMatchObject({ title: 'Draft not delivered' });
    expectProblem(await deliver(c.anotherExpert, orderNumber, 1), 404);

    const response = await deliver(c.expert, orderNumber, 1);
    expect(response.statusCode).toBe(200);
    const view = ConsoleOrderSchema.parse(response.json());
    expect(view.currentStep).toBeNull();
    expect(view.steps[DELIVERY]).toMatchObject({ status: 'completed', completedBy: 'expert' });
    expect(view.drafts[0]).toMatchObject({ version: 1, deliveredAt: new Date(c.clock.now).toISOString() });
    // A retry after a lost answer: the same again, nothing moved.
    expect((await deliver(c.expert, orderNumber, 1)).json()).toEqual(view);

    const order = OrderViewSchema.parse((await c.client.get(apiPaths.order(orderNumber))).json());
    expect(order.draft).toEqual({
      version: 1,
      deliveredAt: new Date(c.clock.now).toISOString(),
      revisionDays: 7,
      revisableUntil: new Date(c.clock.now + 7 * 24 * 3_600_000).toISOString(),
      revision: null,
    });
    expect(order.tracking.every((step) => step.status === 'completed')).toBe(true);
    expect(order.cancel).toBeNull();
    const file = await c.client.get(apiPaths.orderDraftFile(orderNumber));
    expectPdfAttachment(file, `${orderNumber}-draft-v1.pdf`);
    expect(file.body).not.toContain('<html');
    // The two parties only: the assigned expert may fetch it there too; nobody else learns the order exists.
    expectPdfAttachment(await c.expert.get(apiPaths.orderDraftFile(orderNumber)), `${orderNumber}-draft-v1.pdf`);
    for (const visitor of [c.anotherExpert, c.anotherClient, new Visitor(c.app)]) expectProblem(await visitor.get(apiPaths.orderDraftFile(orderNumber)), 404);
    expectProblem(await c.client.get('/api/v1/orders/ORD%3Cscript%3E/draft'), 404);
  });

  it('takes a corrected PDF by its bytes only: a text file or a JPEG named .pdf, an empty or an 11 MB file are refused', async () => {
    const { orderNumber } = await placeOrder(c);
    const renamed = await uploadDraft(c.app, c.expert, orderNumber, textFile(), { filename: 'corrected.pdf' });
    expect(expectProblem(renamed, 415)).toMatchObject({ reason: 'not-a-document', title: 'Not a PDF' });
    expectProblem(await uploadDraft(c.app, c.expert, orderNumber, sampleJpeg(), { filename: 'scan.pdf', contentType: 'application/pdf' }), 415);
    expectProblem(await uploadDraft(c.app, c.expert, orderNumber, sampleJpeg(), { filename: 'scan.jpg', contentType: 'image/jpeg' }), 415);
    expect(expectProblem(await uploadDraft(c.app, c.expert, orderNumber, Buffer.alloc(0)), 400)).toMatchObject({ reason: 'empty' });
    expect(expectProblem(await uploadDraft(c.app, c.expert, orderNumber, samplePdf(DOCUMENT_MAX_BYTES + 1)), 413)).toMatchObject({ reason: 'too-large' });
    expectProblem(await uploadDraft(c.app, c.expert, orderNumber, samplePdf(), { key: null }), 400, ['Idempotency-Key']);
    expect((await page(orderNumber)).drafts.map((draft) => draft.version)).toEqual([1]);

    // A PDF, even one named otherwise: version 2, once per key.
    const key = newKey();
    const bytes = samplePdf(4096);
    const created = await uploadDraft(c.app, c.expert, orderNumber, bytes, { filename: 'corrected.PDF', key });
    expect(created.statusCode).toBe(201);
    expect(ConsoleOrderSchema.parse(created.json()).drafts[0]).toMatchObject({ version: 2, source: 'uploaded', size: 4096, deliveredAt: null });
    expect((await uploadDraft(c.app, c.expert, orderNumber, bytes, { key })).statusCode).toBe(200);
    expectProblem(await uploadDraft(c.app, c.expert, orderNumber, samplePdf(4096), { key }), 422);
    expect((await page(orderNumber)).drafts.map((draft) => draft.version)).toEqual([2, 1]);
    const file = await c.expert.get(apiPaths.consoleDraftFile(orderNumber, 2));
    expectPdfAttachment(file, `${orderNumber}-draft-v2.pdf`);
    expect(Buffer.compare(file.rawPayload, bytes)).toBe(0);

    // At Delivery only the newest version goes out.
    await completeUntil(c, orderNumber, DELIVERY);
    expect(expectProblem(await deliver(c.expert, orderNumber, 1), 409)).toMatchObject({ title: 'Newer version' });
    expect((await deliver(c.expert, orderNumber, 2)).statusCode).toBe(200);
    expect(Buffer.compare((await c.client.get(apiPaths.orderDraftFile(orderNumber))).rawPayload, bytes)).toBe(0);
    // Delivered and completed: the next version follows a revision the client asks for.
    expect(expectProblem(await uploadDraft(c.app, c.expert, orderNumber, samplePdf()), 409)).toMatchObject({ title: 'Order completed' });
  });

  it('refuses an upload that is not a form, or says it is larger than an upload can be, before reading it', async () => {
    const { orderNumber } = await placeOrder(c);
    const json = await c.expert.send('POST', apiPaths.consoleDrafts(orderNumber), { body: { file: 'x' }, key: newKey() });
    expectProblem(json, 415);
    const huge = await c.app.inject({
      method: 'POST',
      url: apiPaths.consoleDrafts(orderNumber),
      payload: 'x',
      headers: {
        cookie: c.expert.cookie!,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(50 * 1024 * 1024),
        'idempotency-key': newKey(),
      },
    });
    expect(huge.statusCode).toBe(413);
  });
});
