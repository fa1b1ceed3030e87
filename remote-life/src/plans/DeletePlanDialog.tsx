import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { useT } from './i18n';

/** A plan's delete asks first; its action items stay on /act, as the dialog says. Loaded on first use. */
export function DeletePlanDialog({ title, onOpenChange, onConfirm }: { title: string; onOpenChange: (open: boolean) => void; onConfirm: () => void }) {
  const t = useT();
  return (
    <ConfirmDeleteDialog
      words={{
        title: t('plans.deleteDialog.title'),
        description: t('plans.deleteDialog.text', { title }),
        confirm: t('plans.deleteDialog.confirm'),
        keep: t('plans.deleteDialog.keep'),
      }}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
    />
  );
}
