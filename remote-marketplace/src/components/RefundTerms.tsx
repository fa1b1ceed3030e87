import type { DeliveryMode } from '@nyaya/shared/rules/marketplace/purchase';
import { FULL_REFUND_HOURS, HALF_REFUND_HOURS } from '@nyaya/shared/rules/consultation';
import type { LegalService } from '@nyaya/shared/types';
import { SectionHeading } from './SectionHeading';
import { t, useT } from '../i18n';

/**
 * What a cancellation gets back, shown before paying. A consultation is a booked slot; everything
 * else is work an expert does in stages, and money paid to the government on the user's behalf
 * (stamp duty, filing fees) cannot be taken back once spent. In the current language: call it while
 * rendering.
 */
export function refundTerms(
  service: Pick<LegalService, 'intakeForm' | 'stampPaper' | 'governmentFee'>,
  revisionDays: number,
  delivery: DeliveryMode,
): string[] {
  if (service.intakeForm === 'consultation') {
    // The consultation refund rule, the one bookings are refunded by (`consultationRefund`).
    return [
      t('refund.consultation.before', { hours: FULL_REFUND_HOURS }),
      t('refund.consultation.half', { from: FULL_REFUND_HOURS, to: HALF_REFUND_HOURS }),
      t('refund.consultation.late', { hours: HALF_REFUND_HOURS }),
      t('refund.consultation.missed'),
      t('refund.timing'),
    ];
  }
  const spent = service.stampPaper || service.governmentFee > 0;
  return [
    t('refund.beforeWork'),
    t('refund.afterDrafting'),
    t('refund.delivered', { days: revisionDays }),
    ...(spent ? [t('refund.governmentFees')] : []),
    // A courier is paid only for a paper copy.
    ...(delivery === 'paper' ? [t('refund.courier')] : []),
    t('refund.timing'),
  ];
}

export function RefundTerms({ terms }: { terms: string[] }) {
  const tt = useT();
  return (
    <section aria-labelledby="refund-heading" className="mt-6">
      <SectionHeading id="refund-heading">{tt('refund.heading')}</SectionHeading>
      <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-ink">
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-muted">{tt('refund.howToCancel')}</p>
    </section>
  );
}
