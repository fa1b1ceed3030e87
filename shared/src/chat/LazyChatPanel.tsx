import { lazy, Suspense } from 'react';
import { ensureCatalogs, targetLocale } from '@nyaya/shared/i18n';
import type { ChatPanelProps } from './ChatPanel';

/**
 * The conversation, loaded only where it is shown: its code, catalogue and live connection are in
 * a chunk of their own, so no screen that merely links to a chat carries them. In Hindi it waits
 * for its catalogue too, so it never shows English first.
 */
const ChatPanel = lazy(() =>
  import(/* webpackChunkName: "chat" */ './ChatPanel').then(async (module) => {
    // A catalogue that fails to arrive leaves the English texts: the conversation still works.
    await ensureCatalogs(targetLocale()).catch(() => {});
    return module;
  }),
);

export function LazyChatPanel(props: ChatPanelProps) {
  return (
    <Suspense fallback={<div aria-busy="true" className="min-h-40 rounded-2xl bg-gray-50" />}>
      <ChatPanel {...props} />
    </Suspense>
  );
}
