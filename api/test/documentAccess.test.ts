/**
 * Who reaches an order's documents, and how they leave: only the order's parties list, download
 * or remove them (anyone else is told there is no such order); a download is an attachment the
 * browser cannot sniff; a document goes only before the expert's review. On the database's store
 * and on S3 (s3rver).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DocumentListSchema, accountPaths, apiPaths } from '@nyaya/shared/api';
import { documents } from '../src/db/schema';
import { attachmentDisposition } from '../src/documents/contentDisposition';
import type { BlobStore } from '../src/storage/blobStore';
import { startTestS3, type TestS3 } from './s3';
import { ID_PROOF, placeOrder, samplePdf, samplePng, upload, uploaded } from './documentsSupport';
import { Visitor, dbLabel, expectProblem, signIn, testApp, testDatabase, type TestDatabase } from './support';

let db: TestDatabase;
let s3: TestS3;
const apps: Record<string, FastifyInstance> = {};

beforeAll(async () => {
  db = await testDatabase();
  s3 = await startTestS3();
  apps.database = await testApp(db.database);
  apps.s3 = await testApp(db.database, { blobStore: s3.store });
});
afterAll(async () => {
  await Promise.all(Object.values(apps).map((app) => app.close()));
  await s3?.stop();
});

const blobKeyOf = async (id: string) => (await db.database.db.select({ key: documents.blobKey }).from(documents).where(eq(documents.id, id)))[0]?.key;

describe.each(['database', 's3'])(`documents’ access and removal (%s store, ${dbLabel})`, (storeName) => {
  const app = () => apps[storeName]!;
  const blobs = (): BlobStore => app().blobs;

  it('downloads the very bytes as an attachment named safely, with nosniff and no caching', async () => {
    const visitor = new Visitor(app());
    const orderNumber = await placeOrder(visitor);
    const file = samplePdf(5000);
    const document = uploaded(await upload(app(), visitor, orderNumber, file, { filename: 'किरायानामा final.pdf' }));
    const response = await visitor.get(apiPaths.orderDocumentFile(orderNumber, document.id));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(file)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': '5000',
      'content-disposition': `attachment; filename="_ final.pdf"; filename*=UTF-8''${encodeURIComponent('किरायानामा final.pdf')}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'none'");
  });

  it('names a download by the type its bytes are, whatever its name said', async () => {
    const visitor = new Visitor(app());
    const orderNumber = await placeOrder(visitor);
    const document = uploaded(await upload(app(), visitor, orderNumber, samplePng(), { filename: 'scan', contentType: 'text/html' }));
    const response = await visitor.get(apiPaths.orderDocumentFile(orderNumber, document.id));
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="scan.png"; filename*=UTF-8''scan.png`);
  });

  it('shows another browser or another account nothing: 404 for the list, upload, download and removal', async () => {
    const owner = new Visitor(app());
    const orderNumber = await placeOrder(owner);
    const document = uploaded(await upload(app(), owner, orderNumber, samplePdf()));
    const stranger = new Visitor(app());
    await signIn(stranger);
    for (const visitor of [stranger, new Visitor(app())]) {
      expectProblem(await visitor.get(apiPaths.orderDocuments(orderNumber)), 404);
      expectProblem(await visitor.get(apiPaths.orderDocumentFile(orderNumber, document.id)), 404);
      expectProblem(await visitor.send('DELETE', apiPaths.orderDocument(orderNumber, document.id)), 404);
      expectProblem(await upload(app(), visitor, orderNumber, samplePdf()), 404);
    }
    // An id of another order is no document of this one.
    const otherOrder = await placeOrder(owner);
    expectProblem(await owner.get(apiPaths.orderDocumentFile(otherOrder, document.id)), 404);
    expectProblem(await owner.get(apiPaths.orderDocumentFile(orderNumber, 'AAAAAAAAAAAAAAAA')), 404);
    expectProblem(await owner.get(apiPaths.orderDocumentFile(orderNumber, '../../etc/passwd')), 404);
    expect(DocumentListSchema.parse((await owner.get(apiPaths.orderDocuments(orderNumber))).json()).documents).toHaveLength(1);
  });

  it('follows the order to its account: a guest who uploads, then signs in, still lists and downloads', async () => {
    const visitor = new Visitor(app());
    const orderNumber = await placeOrder(visitor);
    const document = uploaded(await upload(app(), visitor, orderNumber, samplePdf()));
    await signIn(visitor);
    expect(DocumentListSchema.parse((await visitor.get(apiPaths.orderDocuments(orderNumber))).json()).documents).toHaveLength(1);
    expect((await visitor.get(apiPaths.orderDocumentFile(orderNumber, document.id))).statusCode).toBe(200);
  });

  it('removes a document before the review, with its file; a second removal finds nothing', async () => {
    const visitor = new Visitor(app());
    const orderNumber = await placeOrder(visitor);
    const document = uploaded(await upload(app(), visitor, orderNumber, samplePdf()));
    const key = (await blobKeyOf(document.id))!;
    expect(await blobs().get(key)).toBeDefined();
    const removed = await visitor.send('DELETE', apiPaths.orderDocument(orderNumber, document.id));
    expect(removed.statusCode).toBe(204);
    expect(await blobs().get(key)).toBeUndefined();
    expect(DocumentListSchema.parse((await visitor.get(apiPaths.orderDocuments(orderNumber))).json()).documents).toEqual([]);
    expectProblem(await visitor.send('DELETE', apiPaths.orderDocument(orderNumber, document.id)), 404);
    expectProblem(await visitor.get(apiPaths.orderDocumentFile(orderNumber, document.id)), 404);
  });

  it('keeps a reviewed document: not removable, and 409 with the reason', async () => {
    const visitor = new Visitor(app());
    const orderNumber = await placeOrder(visitor);
    const document = uploaded(await upload(app(), visitor, orderNumber, samplePdf(), { requirement: ID_PROOF }));
    await db.database.db.update(documents).set({ reviewedAt: new Date() }).where(eq(documents.id, document.id));
    const [listed] = DocumentListSchema.parse((await visitor.get(apiPaths.orderDocuments(orderNumber))).json()).documents;
    expect(listed).toMatchObject({ id: document.id, removable: false });
    expect(listed!.reviewedAt).not.toBeNull();
    const problem = expectProblem(await visitor.send('DELETE', apiPaths.orderDocument(orderNumber, document.id)), 409);
    expect(problem).toMatchObject({ reason: 'reviewed', title: 'Already reviewed' });
    expect(problem.detail).toMatch(/already reviewed/);
    expect((await visitor.get(apiPaths.orderDocumentFile(orderNumber, document.id))).statusCode).toBe(200);
  });

  it('erases an account’s documents and their files with the account', async () => {
    const visitor = new Visitor(app());
    await signIn(visitor);
    const orderNumber = await placeOrder(visitor);
    const document = uploaded(await upload(app(), visitor, orderNumber, samplePdf()));
    const key = (await blobKeyOf(document.id))!;
    expect((await visitor.write('DELETE', accountPaths.me, { confirm: 'DELETE' })).statusCode).toBe(200);
    expect(await blobKeyOf(document.id)).toBeUndefined();
    expect(await blobs().get(key)).toBeUndefined();
  });
});

describe('Content-Disposition for a download', () => {
  it.each([
    ['lease.pdf', `attachment; filename="lease.pdf"; filename*=UTF-8''lease.pdf`],
    ['rent agreement (final).pdf', `attachment; filename="rent agreement (final).pdf"; filename*=UTF-8''rent%20agreement%20%28final%29.pdf`],
    ['Café.pdf', `attachment; filename="Cafe.pdf"; filename*=UTF-8''Caf%C3%A9.pdf`],
    ['नाम.pdf', `attachment; filename="_.pdf"; filename*=UTF-8''%E0%A4%A8%E0%A4%BE%E0%A4%AE.pdf`],
    ['a"b\\c;d%e.pdf', `attachment; filename="a_b_c_d_e.pdf"; filename*=UTF-8''a%22b%5Cc%3Bd%25e.pdf`],
    ["it's.pdf", `attachment; filename="it's.pdf"; filename*=UTF-8''it%27s.pdf`],
  ])('%j', (name, header) => {
    expect(attachmentDisposition(name)).toBe(header);
  });
});
