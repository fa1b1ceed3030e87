/**
 * Conversations' live side as a plugin: the hub (one LISTEN per instance, conversations/hub.ts),
 * the open event streams (ended when the server closes, so a shutdown is not held up by them; the
 * browsers reconnect elsewhere) and the "new message" hooks other plugins register
 * (`app.conversations.onNewMessage`, conversations/events.ts). A message hidden, restored or
 * removed (issue 26) is a row of the stream like a message (conversations/announce.ts): the hub
 * reads both after each stream's cursor, so a reconnecting page catches up on changes too.
 */
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import type { NewMessageHook } from '../conversations/events';
import { createHub, type Hub } from '../conversations/hub';
import { createConversationStore } from '../conversations/store';
import type { LiveRow } from '../conversations/view';

declare module 'fastify' {
  interface FastifyInstance {
    conversations: {
      hub: Hub<number, LiveRow>;
      hooks: readonly NewMessageHook[];
      /** Runs `hook` in the transaction of every new message (notifications' outbox). */
      onNewMessage(hook: NewMessageHook): void;
      /** An open event stream's way to end; every one is ended when the server closes. */
      track(end: () => void): () => void;
    };
  }
}

export default fp(
  async (app, { database }: { database: Pick<Database, 'listen'> }) => {
    const store = createConversationStore(app.db);
    const hub = createHub<number, LiveRow>(
      database,
      (conversationId, after, limit) => store.live(conversationId, after, limit),
      (error) => app.log.error({ err: error }, 'live delivery could not read new messages'),
    );
    await hub.start();
    const hooks: NewMessageHook[] = [];
    const open = new Set<() => void>();
    app.decorate('conversations', {
      hub,
      hooks,
      onNewMessage: (hook: NewMessageHook) => void hooks.push(hook),
      track(end: () => void) {
        open.add(end);
        return () => void open.delete(end);
      },
    });
    app.addHook('preClose', async () => {
      for (const end of [...open]) end();
    });
    app.addHook('onClose', async () => {
      await hub.stop();
    });
  },
  { name: 'conversations', dependencies: ['database'] },
);
