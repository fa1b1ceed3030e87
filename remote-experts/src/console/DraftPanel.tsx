import { useId, useState } from 'react';
import { Send } from 'lucide-react';
import type { ConsoleOrder } from '@nyaya/shared/api';
import { Button } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { CorrectedUpload } from './CorrectedUpload';
import { DraftVersionItem } from './DraftVersionItem';
import { deliverVersion } from './draftRequests';
import { translateText, useT } from './i18n';

type Said = { kind: 'done'; version: number } | { kind: 'refused'; text: string } | null;

/**
 * The order's draft (issue 25): every version, newest first (version 1 generated from the client's
 * details), each to download; a corrected PDF to upload while the order is open; and at the
 * Delivery step "Deliver version N to the client", which completes Delivery. The server decides
 * what may be delivered; a refusal is said in words and the page shows the order as it stands.
 */
export function DraftPanel({ order, onChanged, onStale }: { order: ConsoleOrder; onChanged: (order: ConsoleOrder) => void; onStale: () => void }) {
  const t = useT();
  const headingId = useId();
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);
  const newest = order.drafts[0];
  const lastStep = order.steps.length - 1;
  const open = order.cancellation === null && order.currentStep !== null;
  const deliverable = open && order.currentStep === lastStep && newest !== undefined && !newest.revision && !newest.deliveredAt;

  async function deliver(version: number) {
    if (busy) return;
    setBusy(true);
    setSaid(null);
    const result = await deliverVersion(order.orderNumber, version);
    setBusy(false);
    if (result.kind === 'ok') {
      setSaid({ kind: 'done', version });
      onChanged(result.data);
    } else if (result.kind === 'unreachable') setSaid({ kind: 'refused', text: t('draft.deliver.unreachable') });
    else {
      setSaid({ kind: 'refused', text: t('draft.deliver.refused', { detail: result.problem.detail ?? result.problem.title }) });
      if (result.status === 409) onStale();
    }
  }

  const atDelivery = order.currentStep === lastStep;
  const hint =
    !open || deliverable
      ? null
      : atDelivery
        ? t('draft.deliver.needsCorrection')
        : t('draft.deliver.later', { step: translateText(order.steps[lastStep]!.title) });
  return (
    <section aria-labelledby={headingId}>
      <Card className="flex flex-col gap-3">
        <h2 id={headingId} className="font-semibold text-ink">
          {t('draft.heading')}
        </h2>
        {order.drafts.length === 0 ? (
          <p className="text-sm text-muted">{t('draft.none')}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {order.drafts.map((draft) => (
              <DraftVersionItem key={draft.version} orderNumber={order.orderNumber} draft={draft} />
            ))}
          </ol>
        )}
        {deliverable ? (
          <Button size="lg" disabled={busy} onClick={() => void deliver(newest.version)}>
            <Send aria-hidden="true" className="size-5" /> {busy ? t('draft.deliver.busy') : t('draft.deliver', { version: newest.version })}
          </Button>
        ) : (
          hint && <p className="text-sm text-muted">{hint}</p>
        )}
        {open && <CorrectedUpload order={order} onChanged={onChanged} />}
        <p role="status" className={said?.kind === 'done' ? 'text-sm font-medium text-green-800' : 'sr-only'}>
          {said?.kind === 'done' ? t('draft.deliver.done', { version: said.version }) : ''}
        </p>
        {said?.kind === 'refused' && (
          <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            {said.text}
          </p>
        )}
      </Card>
    </section>
  );
}
