/** Remove asks first: once removed, the expert no longer sees the file (another can be uploaded). */
import { Button } from '@nyaya/shared/ui/Button';
import { Dialog } from '@nyaya/shared/ui/Dialog';
import { useT } from './i18n';

export function RemoveDocumentDialog({
  fileName,
  open,
  onOpenChange,
  onConfirm,
}: {
  fileName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('removeDialog.title', { fileName })} description={t('removeDialog.text')}>
      <div className="flex flex-col gap-2">
        <Button variant="danger" onClick={onConfirm}>
          {t('removeDialog.confirm')}
        </Button>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('removeDialog.keep')}
        </Button>
      </div>
    </Dialog>
  );
}
