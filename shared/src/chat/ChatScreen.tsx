import { PageHeader, type Crumb } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { ChatPanel } from './ChatPanel';
import { useT } from './i18n';

/**
 * A conversation as a whole screen (the order's chat, a consultation's chat): the page's own title
 * and crumbs, the reference it is about, then the panel. The screens that use it are lazy routes,
 * so the chat's code and catalogue come with the route (and in Hindi the route waits for them).
 */
export function ChatScreen({ reference, title, crumbs, backTo }: { reference: string; title?: string; crumbs: Crumb[]; backTo: string }) {
  const t = useT();
  const heading = title ?? (reference.startsWith('BKG') ? t('chat.title.consultation') : t('chat.title.order'));
  return (
    <Screen>
      <PageHeader title={heading} subtitle={<span className="font-mono">{reference}</span>} crumbs={[...crumbs, { label: heading }]} backTo={backTo} />
      <ChatPanel reference={reference} />
    </Screen>
  );
}
