import { useState } from 'react';
import type { JoinDecision, JoinRequest, SpaceDetail } from '@nyaya/shared/api';
import { activityLabel } from '@nyaya/shared/rules/info';
import { Button } from '@nyaya/shared/ui/Button';
import { toast } from '@nyaya/shared/ui/toast';
import { useT } from './i18n';
import { spaceApi } from './spaceApi';

/**
 * The requests waiting to join a private space, shown to its admin only (the API sends them to
 * nobody else): Approve makes the asker a member (and tells them), Decline removes the request.
 */
export function JoinRequests({ space, onAnswer }: { space: SpaceDetail; onAnswer: (space: SpaceDetail) => void }) {
  const t = useT();
  const [busy, setBusy] = useState<number | null>(null);
  const who = (request: JoinRequest) => request.name ?? t('requests.member', { ending: request.mobileEnding });

  const decide = async (request: JoinRequest, decision: JoinDecision) => {
    setBusy(request.id);
    const result = await spaceApi.decide(space.id, request.id, decision);
    setBusy(null);
    if (result.kind === 'ok') {
      toast(t(decision === 'approve' ? 'requests.approved' : 'requests.declined', { name: who(request) }));
      onAnswer(result.data);
    } else toast(result.kind === 'problem' ? (result.problem.detail ?? result.problem.title) : t('join.unreachable'));
  };

  return (
    <section aria-labelledby="space-requests" className="mt-6">
      <h2 id="space-requests" className="mb-2 text-lg font-semibold text-ink">
        {t('requests.title')}
      </h2>
      {space.requests.length === 0 ? (
        <p className="text-sm text-muted">{t('requests.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-labelledby="space-requests">
          {space.requests.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center gap-2 rounded-2xl border border-line bg-white p-3">
              <div className="min-w-0 flex-1">
                {/* The asker's own name, as they wrote it: plain text. */}
                <p className="font-medium break-words text-ink">{who(request)}</p>
                <p className="text-xs text-muted">
                  <time dateTime={request.askedAt}>{t('requests.asked', { time: activityLabel(request.askedAt) })}</time>
                </p>
              </div>
              <Button size="sm" disabled={busy === request.id} onClick={() => decide(request, 'approve')}>
                {t('requests.approve')} <span className="sr-only">{who(request)}</span>
              </Button>
              <Button size="sm" variant="outline" disabled={busy === request.id} onClick={() => decide(request, 'decline')}>
                {t('requests.decline')} <span className="sr-only">{who(request)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
