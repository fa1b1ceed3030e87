import { useRef, useState } from 'react';
import { apiPaths, BookingViewSchema, callApi as defaultCallApi, type BookingView } from '@nyaya/shared/api';
import type { CancelState } from '../components/BookingConfirmation';

/**
 * Cancelling the booking just made: one request at a time (a second tap sends nothing), the
 * cancelled booking on success, else why not. Cancelling is idempotent on the server (a
 * cancelled booking stays cancelled), so it needs no key of its own.
 */
export function useBookingCancel({ onCancelled, callApi = defaultCallApi }: { onCancelled: (booking: BookingView) => void; callApi?: typeof defaultCallApi }) {
  const [cancel, setCancel] = useState<CancelState>({ kind: 'idle' });
  const cancelling = useRef(false);

  async function cancelBooking(booking: BookingView) {
    if (cancelling.current) return;
    cancelling.current = true;
    setCancel({ kind: 'sending' });
    const result = await callApi({ path: apiPaths.cancelBooking(booking.id), method: 'POST', schema: BookingViewSchema });
    cancelling.current = false;
    if (result.kind === 'ok') {
      onCancelled(result.data);
      setCancel({ kind: 'idle' });
    } else if (result.kind === 'unreachable') setCancel({ kind: 'unreachable' });
    else setCancel({ kind: 'failed', message: result.problem.detail ?? result.problem.title });
  }

  return { cancel, cancelBooking, resetCancel: () => setCancel({ kind: 'idle' }) };
}
