import { Check, Plus } from 'lucide-react';
import { Button } from '@nyaya/shared/ui/Button';
import { useT } from '../i18n';

/** Join / Joined toggle; the accessible name carries what is joined, aria-pressed the state. */
export function JoinButton({ joined, what, onToggle }: { joined: boolean; what: string; onToggle: () => void }) {
  const t = useT();
  const Icon = joined ? Check : Plus;
  return (
    <Button variant={joined ? 'secondary' : 'primary'} size="sm" aria-pressed={joined} onClick={onToggle} className="shrink-0">
      <Icon aria-hidden="true" className="size-4" />
      {joined ? t('join.joined') : t('join.join')} <span className="sr-only">{what}</span>
    </Button>
  );
}
