import { Link } from '@nyaya/shared/router';
import { Phone, Star } from 'lucide-react';
import { expertSlug } from '@nyaya/shared/rules/experts';
import { assignedSpecializationLabel } from '@nyaya/shared/rules/marketplace/purchase';
import type { AssignedExpert } from '@nyaya/shared/types';
import { Avatar } from '@nyaya/shared/ui/Avatar';
import { Button, buttonClasses } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { comingSoon } from '@nyaya/shared/ui/toast';
import { translateText, useT } from '../i18n';

/** The expert an order is assigned to, with their firm, View Profile and a call button (calls have no backend yet). */
export function AssignedExpertCard({ expert, headingId }: { expert: AssignedExpert; headingId: string }) {
  const t = useT();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2 id={headingId} className="text-sm font-semibold tracking-wide text-muted uppercase">
          {t('expert.heading')}
        </h2>
        <div className="mt-3 flex items-center gap-3">
          <Avatar name={expert.name} initials={expert.avatar} />
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words text-ink">{expert.name}</p>
            {/* The provider the order was bought from; orders placed before firms have none. */}
            {expert.firm && <p className="text-sm break-words text-ink">{t('expert.firm', { firm: expert.firm })}</p>}
            <p className="text-sm text-muted">
              {assignedSpecializationLabel(expert.specialization)} · {translateText(expert.experience)}
            </p>
            <p className="inline-flex items-center gap-1 text-sm text-ink">
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
              <span className="sr-only">{t('providerCard.rating')}</span> {expert.rating}
            </p>
          </div>
          <Button variant="secondary" size="icon" aria-label={t('expert.call', { name: expert.name })} onClick={() => comingSoon(t('expert.callingFeature'))}>
            <Phone aria-hidden="true" className="size-5" />
          </Button>
        </div>
        <Link to={`/lawyer-profile/${expertSlug(expert.name)}`} className={buttonClasses('outline', 'md', 'mt-3 w-full')}>
          {t('expert.viewProfile')}
        </Link>
      </Card>
    </section>
  );
}
