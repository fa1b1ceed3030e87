import { useEffect, useState } from 'react';
import type { SessionView } from '@nyaya/shared/api';
import { formatIndiaDateTime } from '@nyaya/shared/format';
import { Button } from '@nyaya/shared/ui/Button';
import { endOtherSessions, listSessions } from '../../account/accountApi';
import { useT } from './i18n';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ok'; sessions: SessionView[] };

/** The account's sessions (device, when it began, last seen), with "Sign out of other devices". */
export function SessionList() {
  const t = useT();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [ending, setEnding] = useState(false);
  const [outcome, setOutcome] = useState<{ ended: number } | 'failed' | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void listSessions(controller.signal).then((result) => {
      if (!controller.signal.aborted) setLoad(result.kind === 'ok' ? { state: 'ok', sessions: result.data.sessions } : { state: 'failed' });
    });
    return () => controller.abort();
  }, [attempt]);

  async function endOthers() {
    setEnding(true);
    setOutcome(null);
    const result = await endOtherSessions();
    setEnding(false);
    setOutcome(result.kind === 'ok' ? { ended: result.data.ended } : 'failed');
    setAttempt((count) => count + 1);
  }

  const others = load.state === 'ok' ? load.sessions.filter((session) => !session.current).length : 0;
  return (
    <section aria-labelledby="privacy-sessions" aria-busy={load.state === 'loading'}>
      <h2 id="privacy-sessions" className="mb-2 text-lg font-semibold text-ink">
        {t('privacy.sessions')}
      </h2>
      {load.state === 'loading' && <p className="text-sm text-muted">{t('account.loading')}</p>}
      {load.state === 'failed' && (
        <div role="alert" className="rounded-2xl border border-line bg-white p-4 text-sm text-ink">
          <p>{t('account.unreachable')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => setAttempt((count) => count + 1)}>
            {t('account.retry')}
          </Button>
        </div>
      )}
      {load.state === 'ok' && (
        <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
          {load.sessions.map((session) => (
            <li key={session.id} className="flex min-h-14 flex-col justify-center px-4 py-2">
              <span className="flex flex-wrap items-baseline gap-x-2 text-sm font-medium break-words text-ink">
                {session.device}
                {session.current && <span className="rounded-full bg-brand-50 px-2 text-xs text-brand-700">{t('privacy.thisDevice')}</span>}
              </span>
              <span className="text-xs text-muted">
                {t('privacy.seen', { started: formatIndiaDateTime(session.createdAt), seen: formatIndiaDateTime(session.lastSeenAt) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {load.state === 'ok' && others === 0 && outcome === null && <p className="mt-2 text-sm text-muted">{t('privacy.onlyThis')}</p>}
      <Button variant="outline" className="mt-3" onClick={() => void endOthers()} disabled={ending || load.state !== 'ok' || others === 0}>
        {ending ? t('privacy.ending') : t('privacy.endOthers')}
      </Button>
      <p role="status" className="mt-2 text-sm empty:hidden">
        {outcome === 'failed' ? t('account.unreachable') : outcome ? t('privacy.ended', { count: outcome.ended }) : null}
      </p>
    </section>
  );
}
