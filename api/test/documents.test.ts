/**
 * Uploading an order's documents: the type comes from the bytes, never the name or the browser's
 * word; at most 10 MB, refused while the body streams; every refusal says what to do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DocumentListSchema, DocumentViewSchema, apiPaths } from '@nyaya/shared/api';
import { DOCUMENT_MAX_BYTES } from '@nyaya/shared/rules/marketplace/purchase/documentFile';
import { MAX_UPLOAD_BODY } from '../src/documents/upload';
import { ID_PROOF, RENTAL_REQUIREMENTS, placeOrder, samplePdf, samplePng, sampleJpeg, textFile, upload, uploaded } from './documentsSupport';
import { Visitor, dbLabel, expectProblem, testApp, testDatabase } from './support';

let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp((await testDatabase()).database);
});
afterAll(async () => {
  await app?.close();
});

const listOf = async (visitor: Visitor, orderNumber: string) => DocumentListSchema.parse((await visitor.get(apiPaths.orderDocuments(orderNumber))).json());

describe(`uploading documents (${dbLabel})`, () => {
  it('lists the offer’s Documents Required, and nothing uploaded yet', async () => {
    const visitor = new Visitor(app);
    const orderNumber = await placeOrder(visitor);
    expect(await listOf(visitor, orderNumber)).toEqual({ requirements: [...RENTAL_REQUIREMENTS], documents: [], asked: [] });
  });

  it('keeps a PDF, a JPEG and a PNG by their bytes, whatever the name and the browser’s Content-Type say', async () => {
    const visitor = new Visitor(app);
    const orderNumber = await placeOrder(visitor);
    const pdf = uploaded(await upload(app, visitor, orderNumber, samplePdf(), { filename: 'lease.pdf', contentType: 'text/plain' }));
    expect(pdf).toMatchObject({
      requirement: ID_PROOF,
      fileName: 'lease.pdf',
      type: 'pdf',
      size: 2048,
      uploadedBy: 'client',
      reviewedAt: null,
      removable: true,
    });
    const jpeg = uploaded(await upload(app, visitor, orderNumber, sampleJpeg(), { filename: 'aadhaar front', contentType: 'application/pdf' }));
    expect(jpeg).toMatchObject({ fileName: 'aadhaar front', type: 'jpeg' });
    const png = uploaded(await upload(app, visitor, orderNumber, samplePng(3000), { requirement: 'Property address proof', filename: 'bill.PNG' }));
    expect(png).toMatchObject({ requirement: 'Property address proof', type: 'png', size: 3000 });
    const list = await listOf(visitor, orderNumber);
    expect(list.documents.map((document) => document.id)).toEqual([pdf.id, jpeg.id, png.id]);
  });

  it('refuses a text file renamed .pdf, saying it is not a PDF, JPEG or PNG, and keeps nothing', async () => {
    const visitor = new Visitor(app);
    const orderNumber = await placeOrder(visitor);
    const response = await upload(app, visitor, orderNumber, textFile(), { filename: 'lease.pdf', contentType: 'application/pdf' });
    const problem = expectProblem(response, 415);
    expect(problem).toMatchObject({ reason: 'not-a-document', title: 'Not a PDF, JPEG or PNG' });
    expect(problem.detail).toBe('“lease.pdf” is not a PDF, JPEG or PNG file, whatever its name says. Upload a PDF, JPEG or PNG.');
    expect((await listOf(visitor, orderNumber)).documents).toEqual([]);
  });

  it('refuses a PNG renamed .pdf, naming what it really is', async () => {
    const visitor = new Visitor(app);
    const orderNumber = await placeOrder(visitor);
    const problem = expectProblem(await upload(app, visitor, orderNumber, samplePng(), { filename: 'lease.pdf', contentType: 'application/pdf' }), 415);
    expect(problem).toMatchObject({ reason: 'type-mismatch' });
    expect(problem.detail).toBe('“lease.pdf” is named as a PDF but is a PNG file. Rename it to .png, or choose the right file.');
  });

  it('keeps a file of exactly 10 MB', async () => {
    const visitor = new Visitor(app);
    const orderNumber = await placeOrder(visitor);
    expect(uploaded(await upload(app, visitor, orderNumber, samplePdf(DOCUMENT_MAX_BYTES))).size).toBe(DOCUMENT_MAX_BYTES);
  });

  it('refuses a file one byte over 10 MB while it streams (413), and keeps nothing', async () => {
    const visitor = new Visitor(app);
    const orderNumber = await placeOrder(visitor);
    const problem = expectProblem(await upload(app, visitor, orderNumber, samplePdf(DOCUMENT_MAX_BYTES + 1)), 413);
    expect(problem).toMatchObject({ reason: 'too-large', title: 'File too large' });
    expect(problem.detail).toMatch(/over 10 MB/);
    expect((await listOf(visitor, orderNumber)).documents).toEqual([]);
  });

  it('refuses a body announced over the limit before reading any of it', async () => {
    const visitor = new Visitor(app);
    const orderNumber = await placeOrder(visitor);
    // The announced length is checked first; the short body that follows is never parsed.
    const response = await upload(app, visitor, orderNumber, samplePdf(), { headers: { 'content-length': String(MAX_UPLOAD_BODY + 1) } });
    expect(expectProblem(response, 413).reason).toBe('too-large');
  });

  it('refuses an empty file, an unknown requirement and a form without a file, naming the field', async () => {
    const visitor = new Visitor(app);
    const orderNumber = await placeOrder(visitor);
    expect(expectProblem(await upload(app, visitor, orderNumber, Buffer.alloc(0)), 400).reason).toBe('empty');
    expectProblem(await upload(app, visitor, orderNumber, samplePdf(), { requirement: 'A photo of my cat' }), 400, ['requirement']);
    expectProblem(await upload(app, visitor, orderNumber, samplePdf(), { parts: [{ name: 'file', filename: 'a.pdf', bytes: samplePdf() }] }), 400, [
      'requirement',
    ]);
    expectProblem(await upload(app, visitor, orderNumber, samplePdf(), { parts: [{ name: 'requirement', value: ID_PROOF }] }), 400, ['file']);
    expectProblem(
      await upload(app, visitor, orderNumber, samplePdf(), {
        parts: [
          { name: 'requirement', value: ID_PROOF },
          { name: 'file', value: '%PDF-1.4' },
        ],
      }),
      400,
      ['file'],
    );
  });

  it('takes one file per upload, a well-formed form, and multipart only', async () => {
    const visitor = new Visitor(app);
    const orderNumber = await placeOrder(visitor);
    const two = [
      { name: 'requirement', value: ID_PROOF },
      { name: 'file', filename: 'a.pdf', bytes: samplePdf() },
      { name: 'file', filename: 'b.pdf', bytes: samplePdf() },
    ];
    expect(expectProblem(await upload(app, visitor, orderNumber, samplePdf(), { parts: two }), 413).detail).toBe('Upload one file at a time.');
    const broken = await app.inject({
      method: 'POST',
      url: apiPaths.orderDocuments(orderNumber),
      payload: '--x\r\nContent-Disposition: form-data; name="requirement"\r\n\r\nLandlord',
      headers: { 'content-type': 'multipart/form-data; boundary=x', cookie: visitor.cookie!, 'idempotency-key': 'broken-form-key-0001' },
    });
    expectProblem(broken, 400);
    const json = await visitor.post(apiPaths.orderDocuments(orderNumber), { requirement: ID_PROOF, file: 'JVBERi0=' });
    expect(expectProblem(json, 415).detail).toMatch(/multipart\/form-data/);
    expect((await listOf(visitor, orderNumber)).documents).toEqual([]);
  });

  it('keeps the file’s name as one safe segment of plain text', async () => {
    const visitor = new Visitor(app);
    const orderNumber = await placeOrder(visitor);
    const hostile = uploaded(await upload(app, visitor, orderNumber, samplePdf(), { filename: 'C:\\fakepath\\<b>rent<b>\u202Efdp.exe.pdf' }));
    expect(hostile.fileName).toBe('_b_rent_b_fdp.exe.pdf');
    const hindi = uploaded(await upload(app, visitor, orderNumber, samplePdf(), { filename: 'किरायानामा.pdf' }));
    expect(hindi.fileName).toBe('किरायानामा.pdf');
  });

  it('needs an Idempotency-Key, and the same key and file give the same document once', async () => {
    const visitor = new Visitor(app);
    const orderNumber = await placeOrder(visitor);
    expectProblem(await upload(app, visitor, orderNumber, samplePdf(), { key: null }), 400, ['Idempotency-Key']);
    const file = samplePdf();
    const first = uploaded(await upload(app, visitor, orderNumber, file, { key: 'retry-of-the-same-upload-1' }));
    const again = await upload(app, visitor, orderNumber, file, { key: 'retry-of-the-same-upload-1' });
    expect(again.statusCode).toBe(200);
    expect(DocumentViewSchema.parse(again.json()).id).toBe(first.id);
    expectProblem(await upload(app, visitor, orderNumber, samplePdf(), { key: 'retry-of-the-same-upload-1' }), 422);
    expect((await listOf(visitor, orderNumber)).documents).toHaveLength(1);
  });

  it('holds at most 10 files for one requirement, saying so', async () => {
    const visitor = new Visitor(app);
    const orderNumber = await placeOrder(visitor);
    for (let index = 0; index < 10; index += 1) uploaded(await upload(app, visitor, orderNumber, samplePdf(64)));
    const problem = expectProblem(await upload(app, visitor, orderNumber, samplePdf(64)), 409);
    expect(problem).toMatchObject({ reason: 'too-many' });
    expect(problem.detail).toMatch(/already has 10 files/);
    // Another requirement still takes files.
    uploaded(await upload(app, visitor, orderNumber, samplePdf(64), { requirement: 'Property address proof' }));
  });
});
