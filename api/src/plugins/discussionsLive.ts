/**
 * Public discussions' live side as a plugin (issue 26): one hub and one `changed` listener per
 * instance (discussions/live.ts), and the open event streams, ended when the server closes so a
 * shutdown is not held up by them (the browsers reconnect elsewhere and resume).
 */
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { createDiscussionsLive, type DiscussionsLive } from '../discussions/live';
import { createDiscussionStore } from '../discussions/store';

declare module 'fastify' {
  interface FastifyInstance {
    discussionsLive: DiscussionsLive & {
      /** An open event stream's way to end; every one is ended when the server closes. */
      track(end: () => void): () => void;
    };
  }
}

export default fp(
  async (app, { database, now }: { database: Pick<Database, 'listen'>; now: () => number }) => {
    const live = createDiscussionsLive(database, createDiscussionStore(app.db, now), (error) =>
      app.log.error({ err: error }, 'live discussions could not read new replies'),
    );
    await live.start();
    const open = new Set<() => void>();
    app.decorate('discussionsLive', {
      ...live,
      track(end: () => void) {
        open.add(end);
        return () => void open.delete(end);
      },
    });
    app.addHook('preClose', async () => {
      for (const end of [...open]) end();
    });
    app.addHook('onClose', async () => live.stop());
  },
  { name: 'discussionsLive', dependencies: ['database'] },
);
