import { ProblemSchema } from './problem';
import { requestApi, type ApiRequest, type ApiResult } from './request';

export { API_TIMEOUT_MS, type ApiRequest, type ApiResult } from './request';

/**
 * One call to the API (request.ts), its answer checked against the contract's zod `schema` and
 * an error's body against the full ProblemSchema (a stale copy's `current`, a refund's paise…).
 */
export function callApi<T>(request: ApiRequest<T>): Promise<ApiResult<T>> {
  return requestApi({ problemReader: ProblemSchema, ...request });
}

/** A fresh idempotency key for a write (URL-safe, 32 characters from the platform's random source). */
export function newIdempotencyKey(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  // One character (6 random bits) per byte: 32 bytes make the 32 characters this promises.
  const bytes = random(new Uint8Array(32));
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from(bytes, (byte) => alphabet[byte & 63]).join('');
}
