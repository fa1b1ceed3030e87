/**
 * The first draft (issue 25): rendered after the order is answered, from a job written with the
 * order, once per order whatever retries, racing instances or crashed renderers do, in the
 * language of the page it was placed from; a failed render is tried again and made on read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, notInArray, sql } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { ConsoleOrderSchema, OrderViewSchema, apiPaths } from '@nyaya/shared/api';
import { blobs, draftJobs, drafts } from '../src/db/schema';
import { cast, orderIdOf, placeOrder, type Cast } from './draftSupport';
import { dbLabel, newKey, order, testApp, testDatabase, type TestDatabase } from './support';

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

const draftsOf = (orderId: number) => c.app.db.select().from(drafts).where(eq(drafts.orderId, orderId));
const jobOf = async (orderId: number) => (await c.app.db.select().from(draftJobs).where(eq(draftJobs.orderId, orderId)))[0];
/** Draft files in storage that no draft row points at: what a lost race must not leave behind. */
const orphans = async () =>
  c.app.db
    .select({ key: blobs.key })
    .from(blobs)
    .where(and(like(blobs.key, 'drafts/%'), notInArray(blobs.key, c.app.db.select({ key: drafts.blobKey }).from(drafts))));

describe(`first drafts (${dbLabel})`, () => {
  it('renders version 1 after the order is answered, once, however often the order is retried', async () => {
    const key = newKey();
    const first = await c.client.send('POST', apiPaths.orders, { body: order(), key });
    expect(first.statusCode).toBe(201);
    const retries = await Promise.all([1, 2, 3].map(() => c.client.send('POST', apiPaths.orders, { body: order(), key })));
    for (const retry of retries) expect(retry.statusCode).toBe(200);
    await c.app.firstDrafts.idle();
    const id = await orderIdOf(c, OrderViewSchema.parse(first.json()).orderNumber);
    const rows = await draftsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ version: 1, source: 'generated', createdBy: null, deliveredAt: null });
    const blob = await c.app.blobs.get(rows[0]!.blobKey);
    expect(Buffer.from(blob!.bytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(blob!.bytes.byteLength).toBe(rows[0]!.size);
    expect(await jobOf(id)).toBeUndefined();
  });

  it('writes the draft in the language of the page the order was placed from: its cookie, else the browser’s', async () => {
    const hindi = await placeOrder(c, { cookie: `${c.client.cookie}; nyaya-lang=hi` });
    expect(hindi.language).toBe('hi');
    const byBrowser = await placeOrder(c, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(byBrowser.language).toBe('hi');
    const english = await placeOrder(c, { 'accept-language': 'ta-IN, en;q=0.5' });
    expect(english.language).toBe('en');
    for (const [view, lang] of [
      [hindi, 'hi-IN'],
      [english, 'en-IN'],
    ] as const) {
      const [row] = await draftsOf(await orderIdOf(c, view.orderNumber));
      const pdf = await PDFDocument.load((await c.app.blobs.get(row!.blobKey))!.bytes);
      expect(pdf.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe(lang);
    }
  });

  it('makes one version 1 when several instances render the same order at once, and leaves no spare file', async () => {
    const view = await placeOrder(c);
    const id = await orderIdOf(c, view.orderNumber);
    const [made] = await draftsOf(id);
    await c.app.db.delete(drafts).where(eq(drafts.orderId, id));
    await c.app.blobs.delete(made!.blobKey);
    // A second API instance on the same database, as behind a load balancer.
    const other = await testApp(db.database, { draftSweepMs: 0 });
    try {
      const outcomes = await Promise.all([c.app.firstDrafts.generate(id), other.firstDrafts.generate(id), c.app.firstDrafts.generate(id)]);
      expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
      expect(await draftsOf(id)).toHaveLength(1);
      expect(await orphans()).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('takes up a job a crashed renderer left once its lease is over, and not before', async () => {
    const view = await placeOrder(c);
    const id = await orderIdOf(c, view.orderNumber);
    await c.app.db.delete(drafts).where(eq(drafts.orderId, id));
    // Claimed by an instance that died: leased for two more minutes.
    await c.app.db.insert(draftJobs).values({ orderId: id, attempts: 1, runAfter: sql`now() + interval '2 minutes'` });
    c.app.firstDrafts.kick();
    await c.app.firstDrafts.idle();
    expect(await draftsOf(id)).toHaveLength(0);
    await c.app.db
      .update(draftJobs)
      .set({ runAfter: sql`now() - interval '1 second'` })
      .where(eq(draftJobs.orderId, id));
    c.app.firstDrafts.kick();
    await c.app.firstDrafts.idle();
    expect(await draftsOf(id)).toHaveLength(1);
    expect(await jobOf(id)).toBeUndefined();
  });

  it('keeps a failed render’s job with its reason, and the expert’s page makes the draft on read', async () => {
    const failing = await testApp(db.database, {
      draftSweepMs: 0,
      renderDraft: async () => {
        throw new Error('fonts missing');
      },
    });
    try {
      const response = await failing.inject({ method: 'POST', url: apiPaths.orders, payload: order(), headers: { 'idempotency-key': newKey() } });
      expect(response.statusCode).toBe(201);
      await failing.firstDrafts.idle();
      const number = OrderViewSchema.parse(response.json()).orderNumber;
      const id = await orderIdOf(c, number);
      expect(await draftsOf(id)).toHaveLength(0);
      expect(await jobOf(id)).toMatchObject({ attempts: 1, lastError: 'fonts missing' });
      // The expert opens the order on an instance whose renderer works: version 1 is there.
      await c.app.db
        .update(draftJobs)
        .set({ runAfter: sql`now() + interval '1 hour'` })
        .where(eq(draftJobs.orderId, id));
      const page = ConsoleOrderSchema.parse((await c.expert.get(apiPaths.consoleOrder(number))).json());
      expect(page.drafts).toEqual([expect.objectContaining({ version: 1, source: 'generated', deliveredAt: null, revision: null })]);
      expect(await jobOf(id)).toBeUndefined();
    } finally {
      await failing.close();
    }
  });
});
