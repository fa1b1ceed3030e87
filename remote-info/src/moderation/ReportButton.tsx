import { useId, useState, type FormEvent } from 'react';
import {
  callApi,
  moderationPaths,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  ReportViewSchema,
  type ReportReason,
  type ReportRequest,
  type ReportTargetKind,
} from '@nyaya/shared/api';
import { formatCount } from '@nyaya/shared/format';
import { Button } from '@nyaya/shared/ui/Button';
import { Dialog } from '@nyaya/shared/ui/Dialog';
import { Field } from '@nyaya/shared/ui/form/Field';
import { TextArea } from '@nyaya/shared/ui/form/TextInput';
import { toast } from '@nyaya/shared/ui/toast';
import { useWriteGate } from '../discussions/useWriteGate';
import { useT } from './i18n';

const sendReport = (body: ReportRequest) => callApi({ path: moderationPaths.reports, method: 'POST', body, schema: ReportViewSchema });

/**
 * Report a discussion, a reply, a private message or a member (issue 26): a reason from the short
 * list and an optional note (plain text). A guest is sent to sign in first (and back here).
 * Reporting twice is the same report, so the button stays; nobody is offered it on their own post,
 * message or self (the API refuses those too). `label` names what is reported, for the button's
 * accessible name and the dialog's title; it starts with the visible "Report", so speech input finds it.
 */
export function ReportButton({ kind, targetId, label }: { kind: ReportTargetKind; targetId: string; label: string }) {
  const t = useT();
  const gate = useWriteGate();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason) return setMessage(t('report.chooseReason'));
    setBusy(true);
    const result = await sendReport({ targetKind: kind, targetId, reason, ...(note.trim() ? { note: note.trim() } : {}) });
    setBusy(false);
    if (result.kind === 'ok') {
      setOpen(false);
      setReason(null);
      setNote('');
      setMessage(null);
      return toast(t('report.done'));
    }
    if (result.kind === 'problem' && result.status === 401) return gate.toSignIn();
    setMessage(result.kind === 'problem' ? t('report.failed', { problem: (result.problem.detail ?? result.problem.title).trim() }) : t('report.unreachable'));
  };

  return (
    <>
      <Button variant="ghost" size="sm" aria-label={label} onClick={() => (gate.needsSignIn() ? gate.toSignIn() : setOpen(true))}>
        {t('report.open')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={label} description={t('report.text')}>
        <form onSubmit={send} className="flex flex-col gap-3" noValidate>
          <fieldset className="flex flex-col gap-1" aria-describedby={message ? `${id}-message` : undefined}>
            <legend className="mb-1 text-sm font-medium text-ink">{t('report.reason')}</legend>
            {REPORT_REASONS.map((option) => (
              <label key={option} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 text-sm text-ink hover:bg-gray-50">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={option}
                  checked={reason === option}
                  onChange={() => {
                    setReason(option);
                    setMessage(null);
                  }}
                  className="size-5 accent-brand-600"
                />
                {t(`report.reason.${option}`)}
              </label>
            ))}
          </fieldset>
          <Field id={`${id}-note`} label={t('report.note')} hint={t('report.noteHint', { max: formatCount(REPORT_NOTE_MAX) })}>
            <TextArea rows={3} maxLength={REPORT_NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} />
          </Field>
          {message && (
            <p id={`${id}-message`} role="alert" className="text-sm break-words text-red-700">
              {message}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('report.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t('report.sending') : t('report.send')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
