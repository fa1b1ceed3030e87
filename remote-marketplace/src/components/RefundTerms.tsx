import type { LegalService } from '@nyaya/shared/types';
import { SectionHeading } from './SectionHeading';

/**
 * What a cancellation gets back, shown before paying. A consultation is a booked slot; everything
 * else is work an expert does in stages, and money paid to the government on the user's behalf
 * (stamp duty, filing fees) cannot be taken back once spent.
 */
export function refundTerms(service: Pick<LegalService, 'intakeForm' | 'stampPaper' | 'governmentFee' | 'deliveryFee'>, revisionDays: number): string[] {
  if (service.intakeForm === 'consultation') {
    return [
      'Cancel up to 2 hours before your consultation’s slot: full refund.',
      'Cancel within 2 hours of the slot, or after the consultation has started: no refund.',
      'If your expert misses the slot: a full refund or a new slot, as you choose.',
      'Refunds go back to the way you paid within 5–7 working days.',
    ];
  }
  const spent = service.stampPaper || service.governmentFee > 0;
  return [
    'Cancel before your expert starts work: full refund.',
    'Cancel after drafting has started: 50% of the professional fee and its GST back.',
    `No refund once the document is delivered; you can ask for changes for ${revisionDays} days instead.`,
    ...(spent ? ['Stamp duty and government fees already paid to the government cannot be refunded; anything not yet spent comes back in full.'] : []),
    ...(service.deliveryFee > 0 ? ['Courier charges come back if the document has not been dispatched.'] : []),
    'Refunds go back to the way you paid within 5–7 working days.',
  ];
}

export function RefundTerms({ terms }: { terms: string[] }) {
  return (
    <section aria-labelledby="refund-heading" className="mt-6">
      <SectionHeading id="refund-heading">Refunds and cancellation</SectionHeading>
      <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-ink">
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-muted">To cancel, message your expert through Chat with Expert on your order’s page.</p>
    </section>
  );
}
