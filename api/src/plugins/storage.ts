/** The BlobStore as a plugin: routes reach uploaded files as `app.blobs`, whichever store holds them. */
import fp from 'fastify-plugin';
import type { BlobStore } from '../storage/blobStore';

declare module 'fastify' {
  interface FastifyInstance {
    blobs: BlobStore;
  }
}

export default fp(
  async (app, { store }: { store: BlobStore }) => {
    app.decorate('blobs', store);
  },
  { name: 'storage', dependencies: ['database'] },
);
