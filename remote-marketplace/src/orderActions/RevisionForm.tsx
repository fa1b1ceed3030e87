import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MessageSquareText } from 'lucide-react';
import { OrderViewSchema, REVISION_COMMENT_MAX, apiPaths, type OrderView, type RevisionRequest } from '@nyaya/shared/api';
import { useIdempotentWrite } from '@nyaya/shared/hooks/useIdempotentWrite';
import { hasVisibleText } from '@nyaya/shared/rules/sanitizeText';
import { Button } from '@nyaya/shared/ui/Button';
import { Field } from '@nyaya/shared/ui/form/Field';
import { TextArea } from '@nyaya/shared/ui/form/TextInput';
import { useT } from './i18n';

/**
 * "Ask for a revision": a button that opens a form with one required comment (what should
 * change), sent for the version the client was shown. The answer is the order with Document
 * Drafting reopened, shown at once (`onChanged`); a refusal (the window closed meanwhile, a newer
 * version) is said in the server's words.
 */
export function RevisionForm({
  order,
  version,
  until,
  onChanged,
}: {
  order: OrderView;
  version: number;
  until: string;
  onChanged: (order: OrderView) => void;
}) {
  const t = useT();
  const fieldId = useId();
  const [opened, setOpened] = useState(false);
  const [comment, setComment] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const write = useIdempotentWrite<RevisionRequest, OrderView>({ path: apiPaths.orderRevision(order.orderNumber), schema: OrderViewSchema });
  const sending = write.state.kind === 'sending';
  const box = useRef<HTMLTextAreaElement>(null);
  // Focus goes to what the button opened, so a keyboard or screen reader user is there at once.
  useEffect(() => {
    if (opened) box.current?.focus();
  }, [opened]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!hasVisibleText(comment)) {
      setMessage(t('revision.required'));
      return;
    }
    setMessage(null);
    const result = await write.send({ version, comment });
    if (!result) return;
    if (result.kind === 'ok') onChanged(result.data);
    else if (result.kind === 'unreachable') setFailure(t('revision.unreachable'));
    else setFailure(result.problem.detail ?? result.problem.title);
  }

  if (!opened) {
    return (
      <div>
        <Button variant="outline" size="lg" className="w-full" onClick={() => setOpened(true)}>
          <MessageSquareText aria-hidden="true" className="size-5" /> {t('revision.ask')}
        </Button>
        <p className="mt-2 text-sm text-muted">{t('revision.until', { time: until })}</p>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <Field id={fieldId} label={t('revision.label')} hint={t('revision.hint', { max: REVISION_COMMENT_MAX })} message={message}>
        <TextArea rows={4} required maxLength={REVISION_COMMENT_MAX} value={comment} ref={box} onChange={(event) => setComment(event.target.value)} />
      </Field>
      {failure && (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {failure}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" size="lg" disabled={sending} className="sm:flex-1">
          {sending ? t('revision.sending') : t('revision.send')}
        </Button>
        <Button variant="outline" size="lg" disabled={sending} onClick={() => setOpened(false)}>
          {t('revision.keep')}
        </Button>
      </div>
    </form>
  );
}
