import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from '@nyaya/shared/router';
import { bookingModeLabel, bookingModeLabels, ContactSchema, type BookingMode, type BookingView, type CreateBookingRequest } from '@nyaya/shared/api';
import type { getExpertProfile } from '@nyaya/shared/data/experts/profiles';
import { formatINR } from '@nyaya/shared/format';
import { consultationQuote } from '@nyaya/shared/rules/consultation';
import { expertSlug } from '@nyaya/shared/rules/experts';
import { bookingDraftFor, bookingDraftStore, usePersistentStore, type BookingDraft } from '@nyaya/shared/stores';
import type { ContactField } from '../components/BookingContactFields';
import { isBookable } from '../components/BookingSlotPicker';
import { useT } from './i18n';
import { bookingModeOf } from './bookingPath';
import { bookingDays, longDay, slotDate, slotTime } from './indiaTime';
import { useBookingCancel } from './useBookingCancel';
import { CONTACT_FIELDS, useBookingSubmit } from './useBookingSubmit';
import { useExpertSlots } from './useExpertSlots';

export type Expert = NonNullable<Awaited<ReturnType<typeof getExpertProfile>>>;

/** Days ahead a consultation can be booked on, today included. */
const BOOKING_DAYS = 14;
/** How many free slots after a just-taken one are pointed out. */
const NEXT_FREE = 3;

/** The contact as the API takes it, or each field's message. */
function checkContact(draft: BookingDraft) {
  const result = ContactSchema.safeParse({ name: draft.name, mobile: draft.mobile, email: draft.email });
  if (result.success) {
    const { name, mobile, email } = result.data;
    return { contact: email ? { name, mobile, email } : { name, mobile }, errors: {} as Partial<Record<ContactField, string>> };
  }
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { contact: null, errors };
}

/**
 * Everything the booking screen shows and does for one expert: the choices (kept in the booking
 * draft, so a reload keeps them), the day's slots, the messages, and sending, confirming and
 * cancelling the booking. The page only lays it out.
 */
export function useBookingFlow(expert: Expert) {
  const t = useT();
  const slug = expertSlug(expert.name);
  const [searchParams, setSearchParams] = useSearchParams();
  const [stored, setStored] = usePersistentStore(bookingDraftStore);
  const draft = bookingDraftFor(stored, slug);
  const update = (patch: Partial<BookingDraft>) => setStored((previous) => ({ ...bookingDraftFor(previous, slug), ...patch }));

  // Modes the expert offers; In-Person is not booked here.
  const offered = (mode: BookingMode) => (expert.consultationModes as readonly string[]).includes(bookingModeLabels[mode]);
  const requestedMode = bookingModeOf(searchParams.get('mode'));
  const draftMode = bookingModeOf(draft.mode);
  // The button used (the URL) preselects; a mode chosen here is written back to the URL, so a
  // reload keeps it. A mode the expert does not offer is not preselected, and that is said.
  const mode: BookingMode | '' = requestedMode && offered(requestedMode) ? requestedMode : draftMode && offered(draftMode) ? draftMode : '';
  const unofferedRequest = requestedMode && !offered(requestedMode) ? requestedMode : null;

  // The days are those from when the screen opened; their names follow the language in use.
  const [opened] = useState(() => new Date());
  const days = bookingDays(opened, BOOKING_DAYS);
  // A slot named by the button used ("Next call: today 4:00 PM", `?slot=`) is chosen until the
  // user picks another day or time; the draft's choice otherwise.
  const requestedSlot = searchParams.get('slot') ?? '';
  const requestedDate = slotDate(requestedSlot);
  const fromUrl = requestedDate !== '' && days.some((day) => day.date === requestedDate);
  const wantedSlot = fromUrl ? requestedSlot : draft.slotStart;
  const date = fromUrl ? requestedDate : days.some((day) => day.date === draft.date) ? draft.date : days[0]!.date;
  const dayLabel = longDay(date);
  const slots = useExpertSlots(slug, date);
  const now = new Date();
  const sameInstant = (a: string, b: string) => a !== '' && b !== '' && new Date(a).getTime() === new Date(b).getTime();
  const chosenSlot = slots.slots?.find((slot) => sameInstant(slot.start, wantedSlot) && isBookable(slot, now))?.start ?? '';

  // What Pay charges: the expert's fee and GST, as the server prices it.
  const quote = consultationQuote(expert.fee);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [booking, setBooking] = useState<{ view: BookingView; mobile: string } | null>(null);

  const { cancel, cancelBooking, resetCancel } = useBookingCancel({ onCancelled: (view) => setBooking((previous) => previous && { ...previous, view }) });
  const submit = useBookingSubmit({
    onBooked: (view, request) => {
      setBooking({ view, mobile: request.contact.mobile });
      resetCancel();
      update({ slotStart: '' });
      forgetRequestedSlot();
    },
    onTaken: () => {
      update({ slotStart: '' });
      forgetRequestedSlot();
      slots.reload();
    },
  });

  const { contact, errors: contactErrors } = checkContact(draft);
  const contactMessage = (field: ContactField): string | null => {
    // The API's words are English: where the screen's own check agrees, its words (in the
    // page's language) are shown instead.
    if (submit.serverErrors[field]) return contactErrors[field] ?? submit.serverErrors[field]!;
    // An empty field speaks up once visited; a wrong value once the field is left.
    if (!touched[field] && !attempted) return null;
    return contactErrors[field] ?? null;
  };

  // After a 409: the free slots after the one that was taken (or the day's first free ones).
  const taken = submit.state.kind === 'taken' ? submit.state.slotStart : null;
  const highlighted = useMemo(() => {
    if (taken === null || !slots.slots || slots.status !== 'ready') return new Set<string>();
    const takenAt = new Date(taken).getTime();
    const free = slots.slots.filter((slot) => isBookable(slot, new Date()));
    const after = free.filter((slot) => new Date(slot.start).getTime() > takenAt);
    return new Set((after.length ? after : free).slice(0, NEXT_FREE).map((slot) => slot.start));
  }, [taken, slots.slots, slots.status]);

  function chooseMode(next: BookingMode) {
    update({ mode: next });
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('mode', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  /** The user's own choice of day or time replaces the slot the link named. */
  function forgetRequestedSlot() {
    if (!searchParams.has('slot')) return;
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.delete('slot');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function chooseDay(next: string) {
    update({ date: next, slotStart: '' });
    forgetRequestedSlot();
    submit.clearTaken();
  }

  function chooseSlot(next: string) {
    update({ slotStart: next, date });
    forgetRequestedSlot();
    submit.clearTaken();
  }

  function editContact(field: ContactField, value: string) {
    update({ [field]: value });
    submit.clearServerError(field);
  }

  function touch(field: ContactField) {
    setTouched((previous) => ({ ...previous, [field]: true }));
  }

  /** Confirm and Retry: check the choices, take the user to the first thing to fix, else send. */
  function confirm(event?: FormEvent) {
    event?.preventDefault();
    if (submit.state.kind === 'sending') return;
    setAttempted(true);
    if (!mode || !chosenSlot || !contact) {
      const first = !mode
        ? document.querySelector<HTMLInputElement>('input[name="mode"]:not(:disabled)')
        : !chosenSlot
          ? document.querySelector<HTMLInputElement>('input[name="slot"]:not(:disabled), input[name="day"]:checked')
          : document.getElementById(`booking-${CONTACT_FIELDS.find((field) => contactErrors[field])}`);
      first?.focus();
      return;
    }
    const request: CreateBookingRequest = {
      expertSlug: slug,
      mode,
      slotStart: chosenSlot,
      contact,
      payment: { provider: 'test', amountPaise: quote.totalPaise },
    };
    void submit.send(request);
  }

  function bookAgain() {
    setBooking(null);
    resetCancel();
    setAttempted(false);
    submit.reset();
    slots.reload();
  }

  const summary = [
    mode ? bookingModeLabel(mode) : null,
    chosenSlot ? t('booking.summaryWhen', { day: dayLabel, time: slotTime(chosenSlot) }) : null,
    formatINR(quote.total),
  ]
    .filter(Boolean)
    .join(' · ');

  return {
    draft,
    quote,
    mode,
    offered,
    unofferedRequest,
    days,
    date,
    dayLabel,
    slots,
    now,
    chosenSlot,
    highlighted,
    attempted,
    submit: submit.state,
    contactMessage,
    booking,
    cancel,
    summary,
    chooseMode,
    chooseDay,
    chooseSlot,
    editContact,
    touch,
    confirm,
    cancelBooking: () => booking && void cancelBooking(booking.view),
    bookAgain,
  };
}
