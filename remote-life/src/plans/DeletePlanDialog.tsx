import { Button } from '@nyaya/shared/ui/Button';
import { Dialog } from '@nyaya/shared/ui/Dialog';
import { useT } from './i18n';

/** "Delete" asks first, naming the plan: a delete reaches the account and every device. Its action items stay on /act. */
export function DeletePlanDialog({ title, onOpenChange, onConfirm }: { title: string; onOpenChange: (open: boolean) => void; onConfirm: () => void }) {
  const t = useT();
  return (
    <Dialog open onOpenChange={onOpenChange} title={t('plans.deleteDialog.title')} description={t('plans.deleteDialog.text', { title })}>
      <div className="flex flex-col gap-2">
        <Button variant="danger" onClick={onConfirm}>
          {t('plans.deleteDialog.confirm')}
        </Button>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('plans.deleteDialog.keep')}
        </Button>
      </div>
    </Dialog>
  );
}
