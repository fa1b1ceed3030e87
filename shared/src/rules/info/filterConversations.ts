import type { Conversation } from '../../types';
import { filterByQuery } from '../textSearch';

/** Private conversations whose name or last message contains the query. */
export function filterConversations(conversations: readonly Conversation[], query: string): Conversation[] {
  return filterByQuery(conversations, query, (item) => [item.name, item.lastMessage]);
}

/** Spec: only direct conversations show the online dot. */
export function showsOnlineDot(conversation: Conversation): boolean {
  return conversation.type === 'direct' && conversation.online;
}
