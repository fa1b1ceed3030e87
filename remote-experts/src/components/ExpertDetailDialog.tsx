import { useEffect, useRef } from 'react';
import { Link } from '@nyaya/shared/router';
import type { Expert } from '@nyaya/shared/types';
import { formatCount, formatINR } from '@nyaya/shared/format';
import { expertSlug } from '@nyaya/shared/rules/experts';
import { Avatar } from '@nyaya/shared/ui/Avatar';
import { Badge } from '@nyaya/shared/ui/Badge';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { Dialog } from '@nyaya/shared/ui/Dialog';
import { translateText, useT } from '../i18n';
import { ExpertContactButton } from './ExpertContactButton';
import { ExpertPlace } from './ExpertPlace';
import { ExpertStatusIndicator } from './ExpertStatusIndicator';
import { RatingSummary } from './RatingSummary';
import { SaveExpertButton } from './SaveExpertButton';

/**
 * Spec §2/§4: the expert's details, open while an expert is selected and closed on dismissal
 * (Escape, a click outside, the close button). View Full Profile goes to /lawyer-profile/{slug};
 * Call or Schedule to the booking screen; Save Expert keeps the expert as the profile's does.
 */
export interface ExpertSelection {
  expert: Expert;
  /** the card's button that opened the dialog; focus goes back to it on close */
  opener: HTMLElement;
}

export function ExpertDetailDialog({ selection, onClose }: { selection: ExpertSelection | null; onClose: () => void }) {
  const t = useT();
  const expert = selection?.expert ?? null;
  // Radix only hands focus back to a Dialog.Trigger, and the kit's Dialog has none (cards open it
  // from outside), so the opener is focused again here once the dialog has closed.
  const openerRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (selection) {
      openerRef.current = selection.opener;
      return;
    }
    openerRef.current?.focus();
    openerRef.current = null;
  }, [selection]);

  return (
    <Dialog open={expert !== null} onOpenChange={(open) => !open && onClose()} title={expert?.name ?? t('dialog.fallbackTitle')}>
      {expert && (
        <div className="flex flex-col gap-4">
          <div className="flex gap-3">
            <Avatar name={expert.name} initials={expert.avatar} size="lg" />
            <div className="min-w-0 flex-1">
              <ExpertPlace expert={expert} />
              <RatingSummary rating={expert.rating} reviewCount={expert.reviewCount} className="mt-1" />
              <ExpertStatusIndicator status={expert.status} className="mt-1 flex" />
            </div>
          </div>
          <SaveExpertButton expert={expert} className="self-start" />
          <dl className="grid grid-cols-3 gap-2 text-center">
            {[
              [t('dialog.experience'), translateText(expert.experience)],
              [t('dialog.clientsServed'), formatCount(expert.clientsServed)],
              [t('dialog.fee'), formatINR(expert.fee)],
            ].map(([term, value]) => (
              <div key={term} className="flex flex-col-reverse rounded-xl bg-gray-50 p-2">
                <dt className="text-xs text-muted">{term}</dt>
                <dd className="font-semibold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          <div>
            <h3 className="text-sm font-semibold text-ink">{t('dialog.specialties')}</h3>
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {expert.specialties.map((specialty) => (
                <li key={specialty}>
                  <Badge tone="brand">{translateText(specialty)}</Badge>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-sm font-semibold text-ink">{t('dialog.languages')}</h3>
            <p className="text-sm text-muted">{expert.languages.map(translateText).join(', ')}</p>
          </div>
          <div className="flex flex-col gap-2 min-[400px]:flex-row">
            <Link to={`/lawyer-profile/${encodeURIComponent(expertSlug(expert.name))}`} className={buttonClasses('primary', 'md', 'flex-1')}>
              {t('dialog.viewProfile')}
            </Link>
            <ExpertContactButton expert={expert} className="min-h-11 flex-1" />
          </div>
        </div>
      )}
    </Dialog>
  );
}
