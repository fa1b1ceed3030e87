import { memo } from 'react';
import { Briefcase, Languages } from 'lucide-react';
import type { Expert } from '@nyaya/shared/types';
import { formatINR } from '@nyaya/shared/format';
import { Avatar } from '@nyaya/shared/ui/Avatar';
import { translateText, useT } from '../i18n';
import { ExpertContactButton } from './ExpertContactButton';
import { ExpertPlace } from './ExpertPlace';
import { ExpertStatusIndicator } from './ExpertStatusIndicator';
import { RatingSummary } from './RatingSummary';
import { SpecialtyBadges } from './SpecialtyBadges';

/**
 * One expert in the list. The name is a real button whose ::after covers the whole card, so a tap
 * anywhere opens the detail dialog while the Call/Schedule button (raised above it) stays its own
 * control; focus returns to this button when the dialog closes.
 *
 * `belowFirstScreen`: the card is laid out and painted only once it nears the viewport
 * (content-visibility), so the long list's first paint, and the app's takeover of a prerendered
 * list, stay short tasks. Cards of the first screen never are: a placeholder height that differs
 * from the real one would shift what the user sees. 219px is a card's usual content height.
 *
 * Memoised: opening or closing the detail dialog changes the list's state, and re-rendering every
 * card shown (up to 50) for it was most of the tap's work (issue 22, INP).
 */
export const ExpertCard = memo(function ExpertCard({
  expert,
  onSelect,
  belowFirstScreen = false,
}: {
  expert: Expert;
  onSelect: (expert: Expert, opener: HTMLElement) => void;
  belowFirstScreen?: boolean;
}) {
  const t = useT();
  return (
    <article
      className={`relative flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm hover:border-brand-500 ${belowFirstScreen ? '[contain-intrinsic-size:auto_219px] [content-visibility:auto]' : ''}`}
    >
      <div className="flex gap-3">
        <Avatar name={expert.name} initials={expert.avatar} />
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold break-words text-ink">
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={(event) => onSelect(expert, event.currentTarget)}
              className="text-left outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-brand-600"
            >
              {expert.name}
            </button>
          </h2>
          <ExpertPlace expert={expert} />
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <RatingSummary rating={expert.rating} reviewCount={expert.reviewCount} />
            <span className="inline-flex items-center gap-1 text-sm text-muted">
              <Briefcase aria-hidden="true" className="size-4" />
              {translateText(expert.experience)}
            </span>
          </p>
        </div>
      </div>
      <SpecialtyBadges specialties={expert.specialties} />
      <p className="flex items-start gap-1 text-sm text-muted">
        <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="sr-only">{t('card.languages')} </span>
          {expert.languages.map(translateText).join(', ')}
        </span>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
        <div className="flex flex-col gap-0.5">
          <ExpertStatusIndicator status={expert.status} />
          <p className="text-sm">
            <span className="font-semibold text-ink">{formatINR(expert.fee)}</span>
            <span className="text-muted"> {t('fee.perConsultation')}</span>
          </p>
        </div>
        <ExpertContactButton expert={expert} className="relative z-10" />
      </div>
    </article>
  );
});
