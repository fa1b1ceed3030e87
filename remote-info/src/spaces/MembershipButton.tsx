import { Check, Clock, Plus } from 'lucide-react';
import { Button } from '@nyaya/shared/ui/Button';
import { useT } from './i18n';
import type { Joinable } from './useMembership';

/**
 * A space's Join / Joined toggle, or Ask to join / Request sent in a private space. The accessible
 * name carries the space's name, aria-pressed whether the account is in (or has asked).
 */
export function MembershipButton({ space, name, busy, onChange }: { space: Joinable; name: string; busy: boolean; onChange: (on: boolean) => void }) {
  const t = useT();
  const what = <span className="sr-only">{name}</span>;
  if (space.mine === 'pending')
    return (
      <Button variant="secondary" size="sm" aria-pressed="true" disabled={busy} onClick={() => onChange(false)} className="shrink-0">
        <Clock aria-hidden="true" className="size-4" />
        {t('join.requested')} {what}
      </Button>
    );
  const joined = space.mine === 'member';
  const Icon = joined ? Check : Plus;
  const label = joined ? t('join.joined') : space.type === 'Private' ? t('join.ask') : t('join.join');
  return (
    <Button variant={joined ? 'secondary' : 'primary'} size="sm" aria-pressed={joined} disabled={busy} onClick={() => onChange(!joined)} className="shrink-0">
      <Icon aria-hidden="true" className="size-4" />
      {label} {what}
    </Button>
  );
}
