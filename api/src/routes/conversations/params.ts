/** What the conversation routes read from a request's path and query. */
import type { FastifyRequest } from 'fastify';
import { invalid } from '../../problems';

export type ConversationRequest = FastifyRequest<{ Params: { reference: string } }>;

/** A message id in a query or header: digits only, as a safe integer; anything else is 400. */
export function messageIdOf(value: unknown, field: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) throw invalid([{ field, message: 'A message id (digits).' }]);
  return Number(value);
}
