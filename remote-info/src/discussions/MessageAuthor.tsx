import { useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { useNavigate } from '@nyaya/shared/router';
import { toast } from '@nyaya/shared/ui/toast';
import { privateApi, problemOf } from '../messages/privateApi';
import { useT } from './i18n';
import { useWriteGate } from './useWriteGate';

/**
 * "Message" beside an author's name (issue 26): opens the direct conversation with them (the same
 * one every time). A guest signs in first and comes back to this discussion.
 */
export function MessageAuthor({ authorId, name }: { authorId: string; name: string }) {
  const t = useT();
  const gate = useWriteGate();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    if (gate.needsSignIn()) return gate.toSignIn();
    setBusy(true);
    const result = await privateApi.openDirect(authorId);
    setBusy(false);
    if (result.kind === 'ok') return navigate(`/private/${result.data.reference}`);
    if (result.kind === 'problem' && result.status === 401) return gate.toSignIn();
    toast(problemOf(result) ?? t('list.unreachable'));
  };
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void open()}
      aria-label={t('author.message', { name })}
      className="inline-flex min-h-11 min-w-11 items-center gap-1 rounded-xl px-2 font-medium text-brand-700 hover:bg-brand-50 disabled:text-gray-500"
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      {t('author.messageShort')}
    </button>
  );
}
