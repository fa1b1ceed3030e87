import { useState } from 'react';
import { apiPaths, BookingViewSchema, type BookingView, type CreateBookingRequest, type Problem } from '@nyaya/shared/api';
import { sessionIdempotencyKeys } from '@nyaya/shared/hooks/idempotencyKeys';
import { useIdempotentWrite, type WriteState } from '@nyaya/shared/hooks/useIdempotentWrite';
import type { ContactField } from '../components/BookingContactFields';

export type SubmitState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  /** 409: someone else booked `slotStart` first */
  | { kind: 'taken'; slotStart: string }
  | { kind: 'unreachable' }
  | { kind: 'refused'; problem: Problem };

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'mobile', 'email'];

/**
 * The booking being sent keeps its Idempotency-Key per tab (sessionStorage), so a Retry after no
 * answer, a reload and a second tap on Confirm send the same key and the API books it once;
 * another booking (another slot, after a 409) has another body and so another key.
 */
const bookingAttemptKeys = sessionIdempotencyKeys('experts:booking-attempt');

function submitStateOf(state: WriteState<CreateBookingRequest, BookingView>): SubmitState {
  switch (state.kind) {
    case 'sending':
    case 'unreachable':
      return { kind: state.kind };
    case 'problem':
      return state.status === 409 ? { kind: 'taken', slotStart: state.body.slotStart } : { kind: 'refused', problem: state.problem };
    default:
      return { kind: 'idle' };
  }
}

/** The contact fields the API refused (`contact.mobile`…), each with its first message. */
function contactErrorsOf(problem: Problem): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const error of problem.errors ?? []) {
    const field = error.field.replace(/^contact\./, '') as ContactField;
    if (CONTACT_FIELDS.includes(field)) errors[field] ??= error.message;
  }
  return errors;
}

/**
 * Sending a booking: one POST at a time with its kept key, and what came of it. `onBooked` gets
 * the API's booking; `onTaken` the slot someone else got first (the screen then offers the next
 * free ones); a refusal keeps the API's words per contact field until that field is edited.
 */
export function useBookingSubmit({
  onBooked,
  onTaken,
  callApi,
}: {
  onBooked: (booking: BookingView, request: CreateBookingRequest) => void;
  onTaken: (slotStart: string) => void;
  /** tests answer for the API here */
  callApi?: Parameters<typeof useIdempotentWrite>[0]['callApi'];
}) {
  const write = useIdempotentWrite<CreateBookingRequest, BookingView>({
    path: apiPaths.bookings,
    schema: BookingViewSchema,
    keys: bookingAttemptKeys,
    callApi,
  });
  const [serverErrors, setServerErrors] = useState<Partial<Record<ContactField, string>>>({});
  const state = submitStateOf(write.state);

  async function send(request: CreateBookingRequest) {
    const result = await write.send(request);
    if (!result) return;
    if (result.kind === 'ok') onBooked(result.data, request);
    else if (result.kind === 'problem' && result.status === 409) onTaken(request.slotStart);
    else if (result.kind === 'problem') setServerErrors(contactErrorsOf(result.problem));
  }

  return {
    state,
    send,
    /** the API's word on each contact field, until the field is edited */
    serverErrors,
    clearServerError: (field: ContactField) => setServerErrors((previous) => ({ ...previous, [field]: undefined })),
    /** another day or slot was chosen: "just taken" no longer applies */
    clearTaken: () => {
      if (state.kind === 'taken') write.reset();
    },
    /** a new booking after a confirmed one */
    reset: write.reset,
  };
}
