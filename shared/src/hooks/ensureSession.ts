/**
 * A guest's first write needs a session to belong to (issue 23). Sessions are random and made by the
 * server; `GET /api/v1/me` gives a browser without one its guest session. If the first write made
 * the session instead, a write whose answer (and cookie) was lost could not be found again: its
 * retry, with the same Idempotency-Key, would come without the cookie and start another session.
 * So before a write, unless this page already has proof of a session, ask `GET me` once (the
 * promise is kept for the page). No zod here: this module must stay small wherever it is loaded.
 */
import { accountState, subscribeAccount, type AccountState } from '@nyaya/shared/account';

const ME_PATH = '/api/v1/me';
/** The API's own timeout for a call (API_TIMEOUT_MS): past it the write goes ahead and says what happened. */
const ME_TIMEOUT_MS = 8000;

let proven = false;
let asked: Promise<void> | null = null;
let lastStatus: AccountState['status'] = 'unknown';

/**
 * What the account singleton says is proof too: `GET me` answered (a guest, or signed in), or a
 * sign-in set the account's cookie. Leaving an account (sign-out, deletion) clears the cookie, so
 * the next write asks again.
 */
function followAccount() {
  const status = accountState().status;
  if (lastStatus === 'signed-in' && status !== 'signed-in') {
    proven = false;
    asked = null;
  } else if (status !== 'unknown') proven = true;
  lastStatus = status;
}
followAccount();
subscribeAccount(followAccount);

/**
 * Resolves once the browser holds a session, or once asking has failed (offline, API down): the
 * write then goes ahead and reports its own failure, and the next write asks again.
 */
export function ensureSession(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): Promise<void> {
  if (proven) return Promise.resolve();
  asked ??= (async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), ME_TIMEOUT_MS);
    try {
      const response = await fetchImpl(ME_PATH, { headers: { accept: 'application/json' }, credentials: 'same-origin', signal: controller.signal });
      if (response.ok) proven = true;
      else asked = null;
    } catch {
      asked = null;
    } finally {
      clearTimeout(timer);
    }
  })();
  return asked;
}

/** For tests: forget the proof and the request, as a new page would. */
export function resetSessionForTests() {
  proven = false;
  asked = null;
  lastStatus = 'unknown';
  followAccount();
}
