import { useId, useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { ConsoleOrderSchema, apiPaths, type CompleteStepRequest, type ConsoleOrder } from '@nyaya/shared/api';
import { formatINR, formatIndiaDateTime } from '@nyaya/shared/format';
import { useIdempotentWrite } from '@nyaya/shared/hooks/useIdempotentWrite';
import { Button } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { translateText, useT } from './i18n';

type Said = { kind: 'done'; step: string } | { kind: 'refused'; text: string } | null;

/**
 * The one action of an order's page: complete its current step ("Complete Document Collection").
 * A POST with an Idempotency-Key kept until it succeeds, so a retry after no answer completes the
 * step once; the server decides which step that is and answers with the order as it now stands
 * (`onChanged`). A refusal is said in words: Delivery waits for a delivered draft; a step someone
 * completed meanwhile shows the order as it is now (`onStale`). Delivery is completed by delivering
 * the draft (DraftPanel), and a cancelled order has no next step: both are said instead of a button.
 */
export function StepAction({ order, onChanged, onStale }: { order: ConsoleOrder; onChanged: (order: ConsoleOrder) => void; onStale: () => void }) {
  const t = useT();
  const headingId = useId();
  const write = useIdempotentWrite<CompleteStepRequest, ConsoleOrder>({ path: apiPaths.consoleOrderSteps(order.orderNumber), schema: ConsoleOrderSchema });
  const [said, setSaid] = useState<Said>(null);
  const current = order.currentStep === null ? null : order.steps[order.currentStep];
  const busy = write.state.kind === 'sending';
  const cancelled = order.cancellation;
  const atDelivery = order.currentStep === order.steps.length - 1;

  async function complete(index: number, title: string) {
    setSaid(null);
    const result = await write.send({ step: index });
    if (!result) return;
    if (result.kind === 'ok') {
      setSaid({ kind: 'done', step: title });
      onChanged(result.data);
    } else if (result.kind === 'unreachable') setSaid({ kind: 'refused', text: t('order.refused.unreachable') });
    else if (result.problem.title === 'Draft not delivered') setSaid({ kind: 'refused', text: t('order.refused.noDraft') });
    else if (result.status === 409) {
      setSaid({ kind: 'refused', text: t('order.refused.movedOn') });
      onStale();
    } else setSaid({ kind: 'refused', text: t('order.refused.failed', { detail: result.problem.detail ?? result.problem.title }) });
  }

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2 id={headingId} className="font-semibold text-ink">
          {t('order.action.heading')}
        </h2>
        {cancelled ? (
          <p role="note" className="mt-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            {t('order.action.cancelled', {
              time: t('order.step.time', { time: formatIndiaDateTime(cancelled.cancelledAt) }),
              amount: formatINR(cancelled.refundPaise / 100),
            })}
          </p>
        ) : current && atDelivery ? (
          <p className="mt-2 text-sm text-ink">{t('order.action.deliverBelow')}</p>
        ) : current ? (
          <Button size="lg" className="mt-3 w-full" disabled={busy} onClick={() => void complete(current.index, translateText(current.title))}>
            <CheckCircle2 aria-hidden="true" className="size-5" />
            {busy ? t('order.action.busy', { step: translateText(current.title) }) : t('order.action.complete', { step: translateText(current.title) })}
          </Button>
        ) : (
          <p className="mt-2 text-sm text-green-800">{t('order.action.allDone')}</p>
        )}
        {/* Said as it happens, so a screen reader hears what the tap did. */}
        <p role="status" className={said?.kind === 'done' ? 'mt-3 text-sm font-medium text-green-800' : 'sr-only'}>
          {said?.kind === 'done' ? t('order.action.done', { step: said.step }) : ''}
        </p>
        {said?.kind === 'refused' && (
          <p role="alert" className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            {said.text}
          </p>
        )}
      </Card>
    </section>
  );
}
