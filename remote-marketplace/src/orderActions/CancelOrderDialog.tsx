import { useState } from 'react';
import { OrderViewSchema, apiPaths, callApi, type CancelOrderRequest, type CancelQuote, type OrderView } from '@nyaya/shared/api';
import { formatINR } from '@nyaya/shared/format';
import { quoteLineLabel } from '@nyaya/shared/rules/marketplace/purchase';
import { Button } from '@nyaya/shared/ui/Button';
import { Dialog } from '@nyaya/shared/ui/Dialog';
import { useT } from './i18n';

const rupees = (paise: number) => formatINR(paise / 100);

/**
 * "Cancel this order?": what comes back, line by line (the server's figure when the page last
 * asked), and a confirm that sends that figure. If the expert moved the order on meanwhile the
 * server refuses it (409 `Refund changed`): the dialog says the new amount and the page asks
 * for the order again (`onStale`), so the client confirms what they now see.
 */
export default function CancelOrderDialog({
  order,
  quote,
  open,
  onOpenChange,
  onChanged,
  onStale,
}: {
  order: OrderView;
  quote: CancelQuote;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChanged: (order: OrderView) => void;
  onStale: () => void;
}) {
  const t = useT();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const label = (id: CancelQuote['lines'][number]['id']) => quoteLineLabel({ id, label: order.quote.lines.find((line) => line.id === id)?.label ?? id });

  async function confirm() {
    setSending(true);
    setFailure(null);
    const body: CancelOrderRequest = { refundPaise: quote.refundPaise };
    const result = await callApi({ method: 'POST', path: apiPaths.cancelOrder(order.orderNumber), schema: OrderViewSchema, body });
    setSending(false);
    if (result.kind === 'ok') {
      onChanged(result.data);
      onOpenChange(false);
    } else if (result.kind === 'unreachable') setFailure(t('cancel.unreachable'));
    else if (result.problem.refundPaise !== undefined) {
      setFailure(t('cancel.changed', { amount: rupees(result.problem.refundPaise) }));
      onStale();
    } else setFailure(result.problem.detail ?? result.problem.title);
  }

  const description =
    quote.share === 'full'
      ? t('cancel.dialog.full', { amount: rupees(quote.refundPaise) })
      : t('cancel.dialog.partial', { amount: rupees(quote.refundPaise), paid: rupees(quote.paidPaise) });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('cancel.dialog.title')} description={description}>
      <ul className="flex flex-col gap-1.5 text-sm text-ink">
        {quote.lines
          // A ₹0 line (digital delivery, stamp paper in the fee) says nothing about the refund.
          .filter((line) => line.paidPaise > 0)
          .map((line) => (
            <li key={line.id} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">{label(line.id)}</span>
              <span className="shrink-0 text-right font-medium">{t('cancel.line', { refund: rupees(line.refundPaise), paid: rupees(line.paidPaise) })}</span>
            </li>
          ))}
      </ul>
      <p className="mt-3 text-sm text-muted">{t('cancel.dialog.timing')}</p>
      {failure && (
        <p role="alert" className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {failure}
        </p>
      )}
      <div className="mt-4 flex flex-col gap-2">
        <Button variant="danger" size="lg" disabled={sending} onClick={() => void confirm()}>
          {sending ? t('cancel.sending') : t('cancel.confirm', { amount: rupees(quote.refundPaise) })}
        </Button>
        <Button variant="outline" size="lg" disabled={sending} onClick={() => onOpenChange(false)}>
          {t('cancel.keep')}
        </Button>
      </div>
    </Dialog>
  );
}
