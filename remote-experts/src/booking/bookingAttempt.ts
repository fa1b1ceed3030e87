import { newIdempotencyKey, type CreateBookingRequest } from '@nyaya/shared/api';

/**
 * The Idempotency-Key of the booking being sent, kept in sessionStorage with the request it was
 * made for. Sending the same request again (a Retry after no answer, a reload and a second tap on
 * Confirm) reuses the key, so the API books it once; a changed request (another slot, after a 409)
 * gets a new key. Per tab, like the attempt itself; if storage is unavailable the key lives in
 * memory for the page's life.
 */
const STORAGE_KEY = 'nyaya:v1:experts:booking-attempt';

interface Attempt {
  request: string;
  key: string;
}

let memory: Attempt | null = null;

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(): Attempt | null {
  try {
    const raw = session()?.getItem(STORAGE_KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<Attempt> | null;
      if (typeof parsed?.request === 'string' && typeof parsed.key === 'string') return { request: parsed.request, key: parsed.key };
    }
  } catch {
    // unreadable: fall back to memory
  }
  return memory;
}

/** The request as a string with its fields in one order, to tell "the same booking" apart. */
function fingerprint(request: CreateBookingRequest): string {
  const { expertSlug, mode, slotStart, contact } = request;
  return JSON.stringify([expertSlug, mode, slotStart, contact.name, contact.mobile, contact.email ?? '']);
}

/** The key to send `request` with: the kept one when it is the same request, else a new one. */
export function idempotencyKeyFor(request: CreateBookingRequest, makeKey: () => string = newIdempotencyKey): string {
  const print = fingerprint(request);
  const kept = read();
  if (kept?.request === print) return kept.key;
  const attempt = { request: print, key: makeKey() };
  memory = attempt;
  try {
    session()?.setItem(STORAGE_KEY, JSON.stringify(attempt));
  } catch {
    // quota or disabled storage: memory holds it
  }
  return attempt.key;
}

/** The attempt is over (booked, or the slot was taken): the next booking gets a new key. */
export function forgetBookingAttempt() {
  memory = null;
  try {
    session()?.removeItem(STORAGE_KEY);
  } catch {
    // nothing to remove
  }
}
