import { useRef } from 'react';
import { discussionDraftsStore, emptyDiscussionDraft, usePersistentStore, type DiscussionDraft } from '@nyaya/shared/stores';
import { newClientId } from './discussionApi';

/**
 * The words typed into one form (`new`, or a discussion's reply box), kept in the drafts store so
 * a reload or a trip to sign in keeps them, and the client id of what is being sent: the same id
 * while the words are the same (a retry after a lost answer is the same post), a new one once they change.
 */
export function useDraft(key: string) {
  const [drafts, setDrafts] = usePersistentStore(discussionDraftsStore);
  const draft = drafts[key] ?? emptyDiscussionDraft;
  const sending = useRef<{ words: string; clientId: string } | null>(null);
  return {
    draft,
    update(change: Partial<DiscussionDraft>) {
      setDrafts((previous) => ({ ...previous, [key]: { ...(previous[key] ?? emptyDiscussionDraft), ...change } }));
    },
    clear() {
      sending.current = null;
      setDrafts((previous) => Object.fromEntries(Object.entries(previous).filter(([name]) => name !== key)));
    },
    clientIdFor(words: string) {
      if (sending.current?.words !== words) sending.current = { words, clientId: newClientId() };
      return sending.current.clientId;
    },
  };
}
