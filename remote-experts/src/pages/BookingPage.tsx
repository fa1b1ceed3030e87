import { expertProfileTexts } from '@nyaya/shared/data/experts/texts';
import { defineTexts } from '@nyaya/shared/i18n';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from '@nyaya/shared/router';
import { RotateCw } from 'lucide-react';
import {
  apiPaths,
  bookingModeLabel,
  bookingModeLabels,
  BookingViewSchema,
  callApi,
  ContactSchema,
  type BookingMode,
  type BookingView,
  type CreateBookingRequest,
  type Problem,
} from '@nyaya/shared/api';
import { getExpertProfile } from '@nyaya/shared/data/experts/profiles';
import { formatINR } from '@nyaya/shared/format';
import { expertSlug } from '@nyaya/shared/rules/experts';
import { bookingDraftFor, bookingDraftStore, usePersistentStore, type BookingDraft } from '@nyaya/shared/stores';
import { Avatar } from '@nyaya/shared/ui/Avatar';
import { Button } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { forgetBookingAttempt, idempotencyKeyFor } from '../booking/bookingAttempt';
import { bookingModeOf } from '../booking/bookingPath';
import { bookingDays, longDay, slotTime } from '../booking/indiaTime';
import { useExpertSlots } from '../booking/useExpertSlots';
import { BookingConfirmation, type CancelState } from '../components/BookingConfirmation';
import { BookingContactFields, type ContactField } from '../components/BookingContactFields';
import { BookingDayPicker } from '../components/BookingDayPicker';
import { BookingModePicker } from '../components/BookingModePicker';
import { BookingSlotPicker, isBookable } from '../components/BookingSlotPicker';
import { ExpertNotFound } from '../components/ExpertNotFound';
import { ExpertStatusIndicator } from '../components/ExpertStatusIndicator';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { documentTitle } from '../components/labels';
import { useT } from '../i18n';

// Profiles' texts (bios, reviews, modes…) are this page's own: the area's first screen does not
// download them; the host waits for them before showing this page (federation/areaRoutes).
defineTexts(expertProfileTexts);

/** Days ahead a consultation can be booked on, today included. */
const BOOKING_DAYS = 14;
/** How many free slots after a just-taken one are pointed out. */
const NEXT_FREE = 3;

// The URL's id is the expert's slug, as on the profile: compared only, an unknown one gives null.
export const loader = ({ params }: LoaderFunctionArgs) => getExpertProfile(params.lawyerId);

type Expert = NonNullable<Awaited<ReturnType<typeof loader>>>;

type SubmitState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'taken'; slotStart: string } | { kind: 'unreachable' } | { kind: 'refused'; problem: Problem };

const CONTACT_FIELDS: ContactField[] = ['name', 'mobile', 'email'];

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

export function BookingPage() {
  const expert = useLoaderData<typeof loader>();
  const t = useT();
  useDocumentTitle(documentTitle(expert ? t('booking.bookName', { name: expert.name }) : t('notFound.title')));
  if (!expert) {
    return (
      <Screen>
        <PageHeader
          title={t('notFound.title')}
          crumbs={[{ label: t('crumb.experts'), to: '/expert-categories' }, { label: t('crumb.notFound') }]}
          backTo="/experts"
        />
        <ExpertNotFound />
      </Screen>
    );
  }
  // Another expert's screen starts afresh (the draft keeps each expert's choices apart).
  return <BookingFlow key={expert.id} expert={expert} />;
}

function BookingFlow({ expert }: { expert: Expert }) {
  const t = useT();
  const slug = expertSlug(expert.name);
  const profilePath = `/lawyer-profile/${encodeURIComponent(slug)}`;
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
  const date = days.some((day) => day.date === draft.date) ? draft.date : days[0]!.date;
  const dayLabel = longDay(date);
  const slots = useExpertSlots(slug, date);
  const now = new Date();
  const chosenSlot = slots.slots?.find((slot) => slot.start === draft.slotStart && isBookable(slot, now)) ? draft.slotStart : '';

  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [submit, setSubmit] = useState<SubmitState>({ kind: 'idle' });
  const [serverErrors, setServerErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [booking, setBooking] = useState<{ view: BookingView; mobile: string } | null>(null);
  const [cancel, setCancel] = useState<CancelState>({ kind: 'idle' });
  // A second tap (or Enter) while the first request is on its way sends nothing.
  const sending = useRef(false);
  const cancelling = useRef(false);

  const { contact, errors: contactErrors } = checkContact(draft);
  const contactMessage = (field: ContactField): string | null => {
    // The API's words are English: where the screen's own check agrees, its words (in the
    // page's language) are shown instead.
    if (serverErrors[field]) return contactErrors[field] ?? serverErrors[field]!;
    // An empty field speaks up once visited; a wrong value once the field is left.
    if (!touched[field] && !attempted) return null;
    return contactErrors[field] ?? null;
  };

  // After a 409: the free slots after the one that was taken (or the day's first free ones).
  const highlighted = useMemo(() => {
    if (submit.kind !== 'taken' || !slots.slots || slots.status !== 'ready') return new Set<string>();
    const taken = new Date(submit.slotStart).getTime();
    const free = slots.slots.filter((slot) => isBookable(slot, new Date()));
    const after = free.filter((slot) => new Date(slot.start).getTime() > taken);
    return new Set((after.length ? after : free).slice(0, NEXT_FREE).map((slot) => slot.start));
  }, [submit, slots.slots, slots.status]);

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

  function chooseDay(next: string) {
    update({ date: next, slotStart: '' });
    if (submit.kind === 'taken') setSubmit({ kind: 'idle' });
  }

  function chooseSlot(next: string) {
    update({ slotStart: next, date });
    if (submit.kind === 'taken') setSubmit({ kind: 'idle' });
  }

  function editContact(field: ContactField, value: string) {
    update({ [field]: value });
    setServerErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  async function confirm(event?: FormEvent) {
    event?.preventDefault();
    if (sending.current) return;
    setAttempted(true);
    if (!mode || !chosenSlot || !contact) {
      // Take the user to the first thing to fix.
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
      payment: { provider: 'test', amountPaise: expert.fee * 100 },
    };
    const idempotencyKey = idempotencyKeyFor(request);
    sending.current = true;
    setSubmit({ kind: 'sending' });
    const result = await callApi({ path: apiPaths.bookings, method: 'POST', body: request, idempotencyKey, schema: BookingViewSchema });
    sending.current = false;
    if (result.kind === 'ok') {
      forgetBookingAttempt();
      setBooking({ view: result.data, mobile: contact.mobile });
      setCancel({ kind: 'idle' });
      setSubmit({ kind: 'idle' });
      update({ slotStart: '' });
      return;
    }
    if (result.kind === 'unreachable') {
      setSubmit({ kind: 'unreachable' });
      return;
    }
    if (result.status === 409) {
      forgetBookingAttempt();
      setSubmit({ kind: 'taken', slotStart: chosenSlot });
      update({ slotStart: '' });
      slots.reload();
      return;
    }
    // Refused (400 with the fields at fault, an unknown expert…): say what the API said.
    forgetBookingAttempt();
    const fieldErrors: Partial<Record<ContactField, string>> = {};
    for (const error of result.problem.errors ?? []) {
      const field = error.field.replace(/^contact\./, '') as ContactField;
      if (CONTACT_FIELDS.includes(field)) fieldErrors[field] ??= error.message;
    }
    setServerErrors(fieldErrors);
    setSubmit({ kind: 'refused', problem: result.problem });
  }

  async function cancelBooking() {
    if (!booking || cancelling.current) return;
    cancelling.current = true;
    setCancel({ kind: 'sending' });
    const result = await callApi({ path: apiPaths.cancelBooking(booking.view.id), method: 'POST', schema: BookingViewSchema });
    cancelling.current = false;
    if (result.kind === 'ok') {
      setBooking({ ...booking, view: result.data });
      setCancel({ kind: 'idle' });
    } else if (result.kind === 'unreachable') setCancel({ kind: 'unreachable' });
    else setCancel({ kind: 'failed', message: result.problem.detail ?? result.problem.title });
  }

  function bookAgain() {
    setBooking(null);
    setCancel({ kind: 'idle' });
    setAttempted(false);
    slots.reload();
  }

  const summary = [
    mode ? bookingModeLabel(mode) : null,
    chosenSlot ? t('booking.summaryWhen', { day: dayLabel, time: slotTime(chosenSlot) }) : null,
    formatINR(expert.fee),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Screen>
      <PageHeader
        title={t('booking.title')}
        crumbs={[{ label: t('crumb.experts'), to: '/expert-categories' }, { label: expert.name, to: profilePath }, { label: t('crumb.book') }]}
        backTo={profilePath}
      />

      <Card className="flex gap-3">
        <Avatar name={expert.name} initials={expert.avatar} />
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold break-words text-ink">{expert.name}</h2>
          <ExpertStatusIndicator status={expert.status} className="flex" />
          <p className="mt-1 text-sm">
            <span className="font-semibold text-ink">{formatINR(expert.fee)}</span>
            <span className="text-muted"> {t('fee.perConsultation')}</span>
          </p>
        </div>
      </Card>

      <div className="mt-5">
        {booking ? (
          <BookingConfirmation
            booking={booking.view}
            mobile={booking.mobile}
            profilePath={profilePath}
            cancel={cancel}
            onCancel={cancelBooking}
            onBookAgain={bookAgain}
          />
        ) : (
          <form onSubmit={confirm} noValidate aria-label={t('booking.bookName', { name: expert.name })} className="flex flex-col gap-6">
            {unofferedRequest && (
              <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
                {t('booking.unoffered', { name: expert.name, mode: bookingModeLabel(unofferedRequest) })} {t('booking.unofferedHint')}
              </p>
            )}
            <BookingModePicker value={mode} offered={offered} onChange={chooseMode} message={attempted && !mode ? t('booking.error.mode') : null} />
            <BookingDayPicker days={days} value={date} onChange={chooseDay} />
            {submit.kind === 'taken' && (
              <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900">
                {t('booking.taken')}
              </p>
            )}
            <BookingSlotPicker
              slots={slots}
              dayLabel={dayLabel}
              value={chosenSlot}
              highlighted={highlighted}
              now={now}
              onChange={chooseSlot}
              message={attempted && !chosenSlot && submit.kind !== 'taken' ? t('booking.error.slot') : null}
            />
            <BookingContactFields
              values={{ name: draft.name, mobile: draft.mobile, email: draft.email }}
              messages={{ name: contactMessage('name'), mobile: contactMessage('mobile'), email: contactMessage('email') }}
              onChange={editContact}
              onBlur={(field) => setTouched((previous) => ({ ...previous, [field]: true }))}
            />

            <div className="flex flex-col gap-3">
              {submit.kind === 'unreachable' && (
                <div role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
                  <p>{t('booking.unreachable')}</p>
                  <Button size="sm" variant="outline" className="mt-2" onClick={() => void confirm()}>
                    <RotateCw aria-hidden="true" className="size-4" />
                    {t('booking.retry')}
                  </Button>
                </div>
              )}
              {submit.kind === 'refused' && (
                <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
                  {t('booking.refused', { reason: submit.problem.detail ?? submit.problem.title })}
                </p>
              )}
              <p className="text-sm text-muted" aria-live="polite">
                {summary}
              </p>
              <Button type="submit" size="lg" className="w-full" aria-disabled={submit.kind === 'sending'}>
                {submit.kind === 'sending' ? t('booking.sending') : t('booking.confirm')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </Screen>
  );
}

export const Component = BookingPage;
