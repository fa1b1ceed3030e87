import { expertProfileTexts } from '@nyaya/shared/data/experts/texts';
import { defineTexts } from '@nyaya/shared/i18n';
import { useLoaderData, type LoaderFunctionArgs } from '@nyaya/shared/router';
import { RotateCw } from 'lucide-react';
import { bookingModeLabel } from '@nyaya/shared/api';
import { getExpertProfile } from '@nyaya/shared/data/experts/profiles';
import { formatINR } from '@nyaya/shared/format';
import { expertSlug } from '@nyaya/shared/rules/experts';
import { Avatar } from '@nyaya/shared/ui/Avatar';
import { Button } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { useBookingFlow, type Expert } from '../booking/useBookingFlow';
import { BookingConfirmation } from '../components/BookingConfirmation';
import { BookingContactFields } from '../components/BookingContactFields';
import { BookingPayment } from '../components/BookingPayment';
import { BookingDayPicker } from '../components/BookingDayPicker';
import { BookingModePicker } from '../components/BookingModePicker';
import { BookingSlotPicker } from '../components/BookingSlotPicker';
import { ExpertNotFound } from '../components/ExpertNotFound';
import { ExpertStatusIndicator } from '../components/ExpertStatusIndicator';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { documentTitle } from '../components/labels';
import { useT as useBookingT } from '../booking/i18n';
import { useT } from '../i18n';

// Profiles' texts (bios, reviews, modes…) are this page's own: the area's first screen does not
// download them; the host waits for them before showing this page (federation/areaRoutes).
defineTexts(expertProfileTexts);

// The URL's id is the expert's slug, as on the profile: compared only, an unknown one gives null.
export const loader = ({ params }: LoaderFunctionArgs) => getExpertProfile(params.lawyerId);

export function BookingPage() {
  const expert = useLoaderData<typeof loader>();
  const t = useT();
  const tBooking = useBookingT();
  useDocumentTitle(documentTitle(expert ? tBooking('booking.bookName', { name: expert.name }) : t('notFound.title')));
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
  const tBooking = useBookingT();
  const flow = useBookingFlow(expert);
  const { submit, booking } = flow;
  const profilePath = `/lawyer-profile/${encodeURIComponent(expertSlug(expert.name))}`;

  return (
    <Screen>
      <PageHeader
        title={tBooking('booking.title')}
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
            cancel={flow.cancel}
            onCancel={flow.cancelBooking}
            onBookAgain={flow.bookAgain}
          />
        ) : (
          <form onSubmit={flow.confirm} noValidate aria-label={tBooking('booking.bookName', { name: expert.name })} className="flex flex-col gap-6">
            {flow.unofferedRequest && (
              <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
                {tBooking('booking.unoffered', { name: expert.name, mode: bookingModeLabel(flow.unofferedRequest) })} {tBooking('booking.unofferedHint')}
              </p>
            )}
            <BookingModePicker
              value={flow.mode}
              offered={flow.offered}
              onChange={flow.chooseMode}
              message={flow.attempted && !flow.mode ? tBooking('booking.error.mode') : null}
            />
            <BookingDayPicker days={flow.days} value={flow.date} onChange={flow.chooseDay} />
            {submit.kind === 'taken' && (
              <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900">
                {tBooking('booking.taken')}
              </p>
            )}
            <BookingSlotPicker
              slots={flow.slots}
              dayLabel={flow.dayLabel}
              value={flow.chosenSlot}
              highlighted={flow.highlighted}
              now={flow.now}
              onChange={flow.chooseSlot}
              message={flow.attempted && !flow.chosenSlot && submit.kind !== 'taken' ? tBooking('booking.error.slot') : null}
            />
            <BookingContactFields
              values={{ name: flow.draft.name, mobile: flow.draft.mobile, email: flow.draft.email }}
              messages={{ name: flow.contactMessage('name'), mobile: flow.contactMessage('mobile'), email: flow.contactMessage('email') }}
              onChange={flow.editContact}
              onBlur={flow.touch}
            />

            <BookingPayment fee={expert.fee} />

            <div className="flex flex-col gap-3">
              {submit.kind === 'unreachable' && (
                <div role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
                  <p>{tBooking('booking.unreachable')}</p>
                  <Button size="sm" variant="outline" className="mt-2" onClick={() => flow.confirm()}>
                    <RotateCw aria-hidden="true" className="size-4" />
                    {tBooking('booking.retry')}
                  </Button>
                </div>
              )}
              {submit.kind === 'refused' && (
                <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
                  {tBooking('booking.refused', { reason: submit.problem.detail ?? submit.problem.title })}
                </p>
              )}
              <p className="text-sm text-muted" aria-live="polite">
                {flow.summary}
              </p>
              <Button type="submit" size="lg" className="w-full" aria-disabled={submit.kind === 'sending'} aria-describedby="booking-payment-notice">
                {submit.kind === 'sending' ? tBooking('booking.paying') : tBooking('booking.pay', { amount: formatINR(flow.quote.total) })}
              </Button>
            </div>
          </form>
        )}
      </div>
    </Screen>
  );
}

export const Component = BookingPage;
