import { FULL_REFUND_HOURS, HALF_REFUND_HOURS } from '@nyaya/shared/rules/consultation';
import { useT } from '../booking/i18n';

/** The consultation refund rule (`consultationRefund`, the one the server refunds by), in words. */
export function ConsultationRefundTerms() {
  const t = useT();
  const terms = [
    t('refund.full', { hours: FULL_REFUND_HOURS }),
    t('refund.half', { from: FULL_REFUND_HOURS, to: HALF_REFUND_HOURS }),
    t('refund.none', { hours: HALF_REFUND_HOURS }),
    t('refund.timing'),
  ];
  return (
    <section aria-labelledby="booking-refund-heading">
      <h3 id="booking-refund-heading" className="text-sm font-semibold text-ink">
        {t('refund.heading')}
      </h3>
      <ul className="mt-1 flex list-disc flex-col gap-1 pl-5 text-sm text-ink">
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </section>
  );
}
