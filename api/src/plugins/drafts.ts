/**
 * The first drafts' queue as a plugin (drafts/firstDraft.ts): routes reach it as `app.firstDrafts`
 * (the orders route kicks it once an order is answered; the console makes a missing draft on
 * read). Closing the app waits for the draft being rendered, so nothing is half-written.
 */
import fp from 'fastify-plugin';
import { createFirstDrafts, type DraftRenderer, type FirstDrafts } from '../drafts/firstDraft';

declare module 'fastify' {
  interface FastifyInstance {
    firstDrafts: FirstDrafts;
  }
}

export interface DraftsPluginOptions {
  render: DraftRenderer;
  sweepMs: number;
}

export default fp(
  async (app, { render, sweepMs }: DraftsPluginOptions) => {
    const drafts = createFirstDrafts({ db: app.db, blobs: app.blobs, render, log: app.log, sweepMs });
    app.decorate('firstDrafts', drafts);
    app.addHook('onClose', async () => drafts.close());
  },
  { name: 'drafts', dependencies: ['database', 'storage'] },
);
