/** The database as a plugin: routes and other plugins reach it as `app.db` (and which one, `app.dbKind`). */
import fp from 'fastify-plugin';
import type { Database, Db, DatabaseKind } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DatabaseKind;
  }
}

export default fp(
  async (app, { database }: { database: Database }) => {
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
  },
  { name: 'database' },
);
