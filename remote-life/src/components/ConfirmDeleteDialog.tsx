import { Button } from '@nyaya/shared/ui/Button';
import { Dialog } from '@nyaya/shared/ui/Dialog';

/**
 * "Delete" asks first, naming what goes (an action item, a goal, a plan): a delete reaches the
 * account and every device. The words are the caller's, in its own catalogue.
 */
export function ConfirmDeleteDialog({
  words,
  onOpenChange,
  onConfirm,
  returnFocus,
}: {
  words: { title: string; description: string; confirm: string; keep: string };
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  returnFocus?: () => HTMLElement | null;
}) {
  return (
    <Dialog open onOpenChange={onOpenChange} title={words.title} description={words.description} returnFocus={returnFocus}>
      <div className="flex flex-col gap-2">
        <Button variant="danger" onClick={onConfirm}>
          {words.confirm}
        </Button>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {words.keep}
        </Button>
      </div>
    </Dialog>
  );
}
