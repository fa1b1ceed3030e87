import { FlaskConical } from 'lucide-react';
import { testPaymentProvider } from '@nyaya/shared/api';
import { formatINR } from '@nyaya/shared/format';
import { consultationQuote } from '@nyaya/shared/rules/consultation';
import { quoteLineLabel } from '@nyaya/shared/rules/marketplace/purchase';
import { useT } from '../booking/i18n';
import { ConsultationRefundTerms } from './ConsultationRefundTerms';

/**
 * The booking's payment step, before Pay: what is charged now (the expert's fee and GST, the
 * server's own `consultationQuote`), the refund rule, and that the payment provider is in test mode.
 */
export function BookingPayment({ fee }: { fee: number }) {
  const t = useT();
  const quote = consultationQuote(fee);
  return (
    <section aria-labelledby="booking-payment-heading" className="flex flex-col gap-3">
      <h2 id="booking-payment-heading" className="text-base font-semibold text-ink">
        {t('payment.heading')}
      </h2>
      <dl className="divide-y divide-line rounded-2xl border border-line bg-white text-sm">
        {quote.lines.map((line) => (
          <div key={line.id} className="flex items-center justify-between gap-3 px-4 py-2.5">
            <dt className="min-w-0 text-muted">{quoteLineLabel(line)}</dt>
            <dd className="shrink-0 font-medium text-ink">{formatINR(line.amount)}</dd>
          </div>
        ))}
        <div className="flex items-center justify-between gap-3 rounded-b-2xl bg-brand-50 px-4 py-3">
          <dt className="min-w-0 font-semibold text-ink">{t('payment.total')}</dt>
          <dd className="shrink-0 font-bold text-brand-800">{formatINR(quote.total)}</dd>
        </div>
      </dl>
      <p className="text-sm text-muted">{t('payment.when', { amount: formatINR(quote.total) })}</p>
      <ConsultationRefundTerms />
      <p id="booking-payment-notice" className="flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
        <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
        {testPaymentProvider.notice}
      </p>
    </section>
  );
}
