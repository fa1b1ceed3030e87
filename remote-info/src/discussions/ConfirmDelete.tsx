import { useState } from 'react';
import { Button } from '@nyaya/shared/ui/Button';
import { Dialog } from '@nyaya/shared/ui/Dialog';
import { useT } from './i18n';

/** Delete, asked first: a dialog saying what goes, with Cancel and Delete. */
export function ConfirmDelete({ title, text, onDelete }: { title: string; text: string; onDelete: () => Promise<void> }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {t('own.delete')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={title} description={text}>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('own.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              await onDelete();
              setBusy(false);
              setOpen(false);
            }}
          >
            {t('delete.confirm')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
