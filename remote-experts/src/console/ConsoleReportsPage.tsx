import { useState } from 'react';
import { HiddenListSchema, callApi, moderationPaths, type HiddenItem } from '@nyaya/shared/api';
import { useApiRead } from '@nyaya/shared/hooks/useApiRead';
import { EmptyState } from '@nyaya/shared/ui/EmptyState';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { ConsoleGate } from './ConsoleGate';
import { ConsoleReadState } from './ConsoleReadState';
import { ReportedItem, type Decision } from './ReportedItem';
import { useT } from './i18n';

/**
 * `/console/reports` (issue 26): the review queue for expert accounts (ConsoleGate for anyone else;
 * the API answers 404 to them anyway). Each decision answers the queue as it now stands, which
 * replaces what is shown; the outcome is said in a polite status.
 */
export function ConsoleReportsPage() {
  const t = useT();
  const crumbs = [{ label: t('console.title'), to: '/console' }, { label: t('reports.title') }];
  return (
    <ConsoleGate title={t('reports.title')} crumbs={crumbs}>
      {() => <ReviewQueue crumbs={crumbs} />}
    </ConsoleGate>
  );
}

const keyOf = (item: HiddenItem) => `${item.kind}:${item.id}`;

function ReviewQueue({ crumbs }: { crumbs: { label: string; to?: string }[] }) {
  const t = useT();
  const read = useApiRead(moderationPaths.hidden, HiddenListSchema);
  const [decided, setDecided] = useState<HiddenItem[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const items = decided ?? read.data?.items;

  const decide = async (item: HiddenItem, decision: Decision) => {
    setBusy(keyOf(item));
    setNote('');
    const result = await callApi({ path: moderationPaths.decide(item.kind, item.id, decision), method: 'POST', schema: HiddenListSchema });
    setBusy(null);
    if (result.kind === 'ok') {
      setDecided(result.data.items);
      return setNote(decision === 'restore' ? t('reports.restored') : t('reports.removed'));
    }
    setNote(result.kind === 'problem' ? t('reports.failed', { problem: (result.problem.detail ?? result.problem.title).trim() }) : t('reports.unreachable'));
  };

  return (
    <Screen>
      <PageHeader title={t('reports.title')} crumbs={crumbs} backTo="/console" subtitle={t('reports.subtitle')} />
      <p role="status" aria-live="polite" className="mb-3 text-sm text-ink empty:hidden">
        {note}
      </p>
      {items === undefined ? (
        <ConsoleReadState read={read} loading={t('reports.loading')} />
      ) : items.length === 0 ? (
        <EmptyState title={t('reports.empty.title')}>{t('reports.empty.text')}</EmptyState>
      ) : (
        <ul aria-label={t('reports.list')} className="flex flex-col gap-3">
          {items.map((item) => (
            <ReportedItem key={keyOf(item)} item={item} busy={busy === keyOf(item)} onDecide={(decision) => void decide(item, decision)} />
          ))}
        </ul>
      )}
    </Screen>
  );
}

export const Component = ConsoleReportsPage;
