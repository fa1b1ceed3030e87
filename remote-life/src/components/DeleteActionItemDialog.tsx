import { Button } from '@nyaya/shared/ui/Button';
import { Dialog } from '@nyaya/shared/ui/Dialog';
import { useT } from '../i18n';

/** "Delete" asks first, naming the item: a delete reaches the account and every device. */
export function DeleteActionItemDialog({
  title,
  open,
  onOpenChange,
  onConfirm,
}: {
  /** the item's title as the user wrote it */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('act.deleteDialog.title')} description={t('act.deleteDialog.text', { title })}>
      <div className="flex flex-col gap-2">
        <Button variant="danger" onClick={onConfirm}>
          {t('act.deleteDialog.confirm')}
        </Button>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('act.deleteDialog.keep')}
        </Button>
      </div>
    </Dialog>
  );
}
