/**
 * What the documents tests share: multipart bodies built by hand (so a test can send what no
 * browser would: a lying Content-Type, two files, a broken form), sample files of each type, and
 * an order to upload for.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DocumentViewSchema, OrderViewSchema, apiPaths, type DocumentView } from '@nyaya/shared/api';
import { newKey, order, type Visitor } from './support';

export type FormPart = { name: string; value: string } | { name: string; filename: string; contentType?: string; bytes: Uint8Array };

/** A multipart/form-data body, parts in the order given. */
export function multipartBody(parts: FormPart[]): { body: Buffer; contentType: string } {
  const boundary = `----nyaya${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = 'filename' in part ? `form-data; name="${part.name}"; filename="${part.filename}"` : `form-data; name="${part.name}"`;
    const type = 'filename' in part ? `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push('filename' in part ? Buffer.from(part.bytes) : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const RENTAL_REQUIREMENTS = [
  'Landlord and tenant ID proof (Aadhaar or PAN)',
  'Property address proof',
  'Rent, deposit, tenure, lock-in and notice terms',
] as const;
export const ID_PROOF = RENTAL_REQUIREMENTS[0];

/** Files of each type: the real signature, then bytes of any kind. */
export const samplePdf = (size = 2048) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), randomBytes(Math.max(0, size - 15))]).subarray(0, size);
export const sampleJpeg = (size = 2048) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size - 4)]);
export const samplePng = (size = 2048) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size - 8)]);
export const textFile = () => Buffer.from('This is a note, not a PDF. Rent is 25000 a month.\n');

export interface UploadOptions {
  requirement?: string;
  filename?: string;
  contentType?: string;
  key?: string | null;
  /** Replaces the whole form. */
  parts?: FormPart[];
  headers?: Record<string, string>;
}

/** Uploads as the visitor's browser would (its cookie, a fresh Idempotency-Key unless given). */
export async function upload(
  app: FastifyInstance,
  visitor: Visitor,
  orderNumber: string,
  bytes: Uint8Array,
  options: UploadOptions = {},
): Promise<LightMyRequestResponse> {
  const { body, contentType } = multipartBody(
    options.parts ?? [
      { name: 'requirement', value: options.requirement ?? ID_PROOF },
      { name: 'file', filename: options.filename ?? 'id-proof.pdf', contentType: options.contentType, bytes },
    ],
  );
  const key = options.key === undefined ? newKey() : options.key;
  return app.inject({
    method: 'POST',
    url: apiPaths.orderDocuments(orderNumber),
    payload: body,
    headers: {
      'content-type': contentType,
      ...(visitor.cookie ? { cookie: visitor.cookie } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
      ...options.headers,
    },
  });
}

export const uploaded = (response: LightMyRequestResponse): DocumentView => {
  expect(response.statusCode, response.body).toBe(201);
  return DocumentViewSchema.parse(response.json());
};

/** A rental agreement bought by this visitor: its number. */
export async function placeOrder(visitor: Visitor): Promise<string> {
  const response = await visitor.post(apiPaths.orders, order());
  expect(response.statusCode).toBe(201);
  return OrderViewSchema.parse(response.json()).orderNumber;
}
