import { Button } from '@nyaya/shared/ui/Button';
import { Dialog } from '@nyaya/shared/ui/Dialog';
import { useT } from '../i18n';

/** "Delete" asks first, naming the goal: a delete (its check-ins with it) reaches the account and every device. */
export function DeleteGoalDialog({
  title,
  open,
  onOpenChange,
  onConfirm,
}: {
  /** the goal's title as the user wrote it */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('track.deleteDialog.title')} description={t('track.deleteDialog.text', { title })}>
      <div className="flex flex-col gap-2">
        <Button variant="danger" onClick={onConfirm}>
          {t('track.deleteDialog.confirm')}
        </Button>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('track.deleteDialog.keep')}
        </Button>
      </div>
    </Dialog>
  );
}
