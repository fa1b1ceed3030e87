import { Button } from '@nyaya/shared/ui/Button';
import { Dialog } from '@nyaya/shared/ui/Dialog';
import { useT } from './i18n';

/** "Leave {space}?": a private space takes its leavers back only with its admin's approval. */
export default function LeavePrivateDialog({ name, onLeave, onStay }: { name: string; onLeave: () => void; onStay: () => void }) {
  const t = useT();
  return (
    <Dialog open onOpenChange={(open) => !open && onStay()} title={t('leave.title', { name })} description={t('leave.text', { name })}>
      <div className="flex flex-col gap-2">
        <Button variant="danger" onClick={onLeave}>
          {t('leave.confirm')}
        </Button>
        <Button variant="outline" onClick={onStay}>
          {t('leave.stay')}
        </Button>
      </div>
    </Dialog>
  );
}
