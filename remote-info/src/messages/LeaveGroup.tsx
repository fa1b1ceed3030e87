import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { useNavigate } from '@nyaya/shared/router';
import { Button } from '@nyaya/shared/ui/Button';
import { Dialog } from '@nyaya/shared/ui/Dialog';
import { toast } from '@nyaya/shared/ui/toast';
import { useT } from './i18n';
import { privateApi, problemOf } from './privateApi';

/**
 * Leave a group, asked first: the group goes on for the others with what was said in it; this
 * member no longer sees it. Back to the list once the server has taken it.
 */
export function LeaveGroup({ reference, title }: { reference: string; title: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const leave = async () => {
    setBusy(true);
    const result = await privateApi.leave(reference);
    setBusy(false);
    if (result.kind !== 'ok') return setProblem(problemOf(result) ?? t('unreachable'));
    setOpen(false);
    toast(t('leave.done', { title }));
    navigate('/private');
  };
  return (
    <>
      <Button variant="ghost" size="sm" className="mt-2" onClick={() => setOpen(true)}>
        <LogOut aria-hidden="true" className="size-4" /> {t('leave.button')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('leave.title', { title })} description={t('leave.text')}>
        {problem && (
          <p role="alert" className="mb-3 text-sm break-words text-red-700">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('leave.cancel')}
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => void leave()}>
            {t('leave.confirm')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
