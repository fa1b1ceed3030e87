/**
 * Conversations' live side as a plugin: the hub (one LISTEN per instance, conversations/hub.ts),
 * the open event streams (ended when the server closes, so a shutdown is not held up by them; the
 * browsers reconnect elsewhere) and the "new message" hooks other plugins register
 * (`app.conversations.onNewMessage`, conversations/events.ts), and the `changed` announcements
 * of a message hidden, restored or removed (issue 26), passed straight to that conversation's open
 * streams: they carry no row to catch up on.
 */
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import type { NewMessageHook } from '../conversations/events';
import { createHub, type Hub } from '../conversations/hub';
import { MESSAGES_CHANNEL, createConversationStore } from '../conversations/store';
import { changedMessageOf } from '../conversations/announce';

declare module 'fastify' {
  interface FastifyInstance {
    conversations: {
      hub: Hub;
      hooks: readonly NewMessageHook[];
      /** Runs `hook` in the transaction of every new message (notifications' outbox). */
      onNewMessage(hook: NewMessageHook): void;
      /** Hears of `conversationId`'s changed messages until the returned function is called. */
      onChange(conversationId: number, listener: (messageId: number) => void): () => void;
      /** An open event stream's way to end; every one is ended when the server closes. */
      track(end: () => void): () => void;
    };
  }
}

export default fp(
  async (app, { database }: { database: Pick<Database, 'listen'> }) => {
    const store = createConversationStore(app.db);
    const hub = createHub(
      database,
      async (conversationId, after, limit) => (await store.page(conversationId, { after, limit })).rows,
      (error) => app.log.error({ err: error }, 'live delivery could not read new messages'),
    );
    await hub.start();
    const hooks: NewMessageHook[] = [];
    const open = new Set<() => void>();
    const listeners = new Map<number, Set<(messageId: number) => void>>();
    const unlisten = await database.listen(MESSAGES_CHANNEL, {
      onNotify(payload) {
        const changed = changedMessageOf(payload);
        if (changed) for (const listener of listeners.get(changed.conversationId) ?? []) listener(changed.messageId);
      },
    });
    app.decorate('conversations', {
      hub,
      hooks,
      onNewMessage: (hook: NewMessageHook) => void hooks.push(hook),
      onChange(conversationId: number, listener: (messageId: number) => void) {
        const set = listeners.get(conversationId) ?? new Set();
        set.add(listener);
        listeners.set(conversationId, set);
        return () => {
          set.delete(listener);
          if (!set.size && listeners.get(conversationId) === set) listeners.delete(conversationId);
        };
      },
      track(end: () => void) {
        open.add(end);
        return () => void open.delete(end);
      },
    });
    app.addHook('preClose', async () => {
      for (const end of [...open]) end();
    });
    app.addHook('onClose', async () => {
      listeners.clear();
      await unlisten();
      await hub.stop();
    });
  },
  { name: 'conversations', dependencies: ['database'] },
);
