import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Paperclip, Send, X } from 'lucide-react';
import { MESSAGE_MAX_LENGTH } from '@nyaya/shared/rules/conversation';
import { SNIFF_BYTES, checkDocumentFile } from '@nyaya/shared/rules/marketplace/purchase/documentFile';
import { Button } from '@nyaya/shared/ui/Button';
import { Field } from '@nyaya/shared/ui/form/Field';
import { TextArea } from '@nyaya/shared/ui/form/TextInput';
import { t, useT } from './i18n';

/** The file rule of the documents (the server's), run first here only to say so sooner. */
async function fileProblem(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const verdict = checkDocumentFile({ name: file.name, size: file.size, head });
  if (verdict.ok) return null;
  const name = file.name;
  switch (verdict.reason) {
    case 'empty':
      return t('chat.error.file.empty', { name });
    case 'too-large':
      return t('chat.error.file.tooLarge', { name });
    case 'not-a-document':
      return t('chat.error.file.notDocument', { name });
    case 'type-mismatch':
      return t('chat.error.file.mismatch', { name });
  }
}

/**
 * Writing a message: a labelled textarea (what is typed is kept across reloads by the caller's
 * store), an attachment button (PDF, JPEG or PNG up to 10 MB, checked at once), and Send. Ctrl+Enter
 * or ⌘+Enter sends; Enter alone is a new line, as people write on phones.
 */
export function Composer({
  counterpart,
  text,
  onText,
  onSend,
}: {
  counterpart: string;
  text: string;
  onText: (text: string) => void;
  /** Sends the text (and file): null when sent off, else why not. */
  onSend: (file: File | null) => string | null;
}) {
  const tr = useT();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const left = MESSAGE_MAX_LENGTH - text.length;

  const send = () => {
    const refused = onSend(file);
    setMessage(refused);
    if (!refused) setFile(null);
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };
  const choose = async (chosen: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!chosen) return;
    const problem = await fileProblem(chosen);
    setMessage(problem);
    setFile(problem ? null : chosen);
  };

  return (
    <form
      className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Field
        id={`${id}-text`}
        label={tr('chat.composer.label', { name: counterpart })}
        hint={left < 200 ? tr('chat.composer.left', { left: String(Math.max(0, left)) }) : tr('chat.composer.hint')}
        message={message}
        announce
      >
        <TextArea value={text} maxLength={MESSAGE_MAX_LENGTH} rows={3} onChange={(event) => onText(event.target.value)} onKeyDown={keyDown} />
      </Field>
      {file && (
        <p className="flex min-w-0 items-center gap-2 text-sm text-ink">
          <span className="min-w-0 flex-1 break-all">{tr('chat.attached', { name: file.name })}</span>
          <Button variant="ghost" size="icon" aria-label={tr('chat.removeAttachment', { name: file.name })} onClick={() => setFile(null)}>
            <X aria-hidden="true" className="size-4" />
          </Button>
        </p>
      )}
      <div className="flex items-center justify-between gap-2">
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button variant="outline" size="icon" aria-label={tr('chat.attach')} title={tr('chat.attach')} onClick={() => fileInput.current?.click()}>
          <Paperclip aria-hidden="true" className="size-5" />
        </Button>
        <Button type="submit" className="flex-1 sm:flex-none">
          <Send aria-hidden="true" className="size-4" /> {tr('chat.send')}
        </Button>
      </div>
    </form>
  );
}
