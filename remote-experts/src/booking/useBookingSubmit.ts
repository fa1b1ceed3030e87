import { useState } from 'react';
import { apiPaths, BookingViewSchema, testPaymentProvider, type BookingView, type CreateBookingRequest, type Problem } from '@nyaya/shared/api';
import { fingerprintOf, sessionIdempotencyKeys } from '@nyaya/shared/hooks/idempotencyKeys';
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
const PRICE_CHANGED = 'Price changed';

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
      // 409 is a slot someone else took, or (Price changed) a fee that changed since the screen opened.
      return state.status === 409 && state.problem.title !== PRICE_CHANGED
        ? { kind: 'taken', slotStart: state.body.slotStart }
        : { kind: 'refused', problem: state.problem };
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
 * Paying for and sending a booking: the orders' payment provider (test mode) is run for the total
 * the screen showed, then one POST at a time with its kept key, and what came of it. `onBooked` gets
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
  const [paymentFailed, setPaymentFailed] = useState<Problem | null>(null);
  const state: SubmitState = paymentFailed && write.state.kind !== 'sending' ? { kind: 'refused', problem: paymentFailed } : submitStateOf(write.state);

  /** `request.payment.amountPaise` is the total the screen shows; the provider is paid that, then the booking sent. */
  async function send(request: CreateBookingRequest) {
    setPaymentFailed(null);
    // The key of this very booking (its body), kept across a Retry and a reload, also names its payment.
    const idempotencyKey = bookingAttemptKeys.keyFor(fingerprintOf(request));
    const result = await write.send(
      async (key) => {
        const payment = await testPaymentProvider.pay({
          amount: request.payment.amountPaise / 100,
          idempotencyKey: key,
          description: `Consultation with ${request.expertSlug}`,
        });
        if (payment.status === 'redirect') {
          window.location.assign(payment.url);
          return null;
        }
        if (payment.status === 'failed') {
          setPaymentFailed({ type: 'about:blank', title: payment.message, status: 402 });
          return null;
        }
        return { ...request, payment: { provider: payment.provider, amountPaise: payment.amountPaise } };
      },
      { idempotencyKey },
    );
    if (!result) return;
    if (result.kind === 'ok') {
      bookingAttemptKeys.forget();
      onBooked(result.data, request);
    } else if (result.kind === 'problem' && result.status === 409 && result.problem.title !== PRICE_CHANGED) onTaken(request.slotStart);
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
