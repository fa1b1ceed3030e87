import { useState } from 'react';
import { CalendarPlus, Check, Clock, Plus } from 'lucide-react';
import { localEventPaths, type LocalEventView } from '@nyaya/shared/api';
import { signInHref } from '@nyaya/shared/account';
import { Link } from '@nyaya/shared/router';
import { Button, buttonClasses } from '@nyaya/shared/ui/Button';
import { useT } from '../i18n';

/**
 * An event's RSVP: a guest is sent to sign in and back; a member takes a place or joins the
 * waitlist, and giving a place back asks first (it may go to the next person at once).
 */
export function RsvpControl({
  event,
  title,
  signedIn,
  busy,
  onChange,
}: {
  event: LocalEventView;
  title: string;
  signedIn: boolean;
  busy: boolean;
  onChange: (going: boolean) => void;
}) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const full = event.going >= event.capacity;
  const name = <span className="sr-only">{title}</span>;
  if (!signedIn)
    return (
      <Link to={signInHref('/local')} className={buttonClasses('primary', 'sm', 'shrink-0')}>
        <Plus aria-hidden="true" className="size-4" /> {full ? t('local.rsvp.waitlist') : t('local.rsvp.go')} {name}
      </Link>
    );
  if (!event.mine)
    return (
      <Button size="sm" className="shrink-0" disabled={busy} onClick={() => onChange(true)}>
        <Plus aria-hidden="true" className="size-4" /> {full ? t('local.rsvp.waitlist') : t('local.rsvp.go')} {name}
      </Button>
    );
  if (confirming)
    return (
      <div role="group" aria-label={t('local.rsvp.confirmLabel', { title })} className="flex flex-wrap items-center gap-2">
        <p className="text-sm text-ink">{event.mine.status === 'going' ? t('local.rsvp.confirmGoing') : t('local.rsvp.confirmWaiting')}</p>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => {
            setConfirming(false);
            onChange(false);
          }}
        >
          {event.mine.status === 'going' ? t('local.rsvp.giveBack') : t('local.rsvp.leave')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
          {t('local.rsvp.keep')}
        </Button>
      </div>
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="secondary" aria-pressed="true" disabled={busy} onClick={() => setConfirming(true)} className="shrink-0">
        {event.mine.status === 'going' ? <Check aria-hidden="true" className="size-4" /> : <Clock aria-hidden="true" className="size-4" />}
        {event.mine.status === 'going' ? t('local.rsvp.going') : t('local.rsvp.waiting', { position: event.mine.position ?? 1 })} {name}
      </Button>
      {event.mine.status === 'going' && (
        <a href={localEventPaths.calendar(event.id)} download className={buttonClasses('outline', 'sm', 'shrink-0')}>
          <CalendarPlus aria-hidden="true" className="size-4" /> {t('local.rsvp.calendar')} {name}
        </a>
      )}
    </div>
  );
}
