import { Check, Plus } from 'lucide-react';
import { Button } from '@nyaya/shared/ui/Button';

/** Join / Joined toggle; the accessible name carries what is joined, aria-pressed the state. */
export function JoinButton({ joined, what, onToggle }: { joined: boolean; what: string; onToggle: () => void }) {
  const Icon = joined ? Check : Plus;
  return (
    <Button variant={joined ? 'secondary' : 'primary'} size="sm" aria-pressed={joined} onClick={onToggle} className="shrink-0">
      <Icon aria-hidden="true" className="size-4" />
      {joined ? 'Joined' : 'Join'} <span className="sr-only">{what}</span>
    </Button>
  );
}
