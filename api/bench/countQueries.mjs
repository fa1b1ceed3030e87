/**
 * Loaded into the API process by `pnpm bench:api` (`node --import`): counts the statements the
 * API sends to PostgreSQL (each node-postgres query is one round trip), and answers the count over
 * the benchmark's IPC channel, so that the table says how many round trips a request made. The
 * cost is one increment per query. PGlite runs the same statements in-process and is not counted.
 */
import { createRequire } from 'node:module';

const require = createRequire(new URL('../package.json', import.meta.url));
const { Client } = require('pg');

let queries = 0;
const query = Client.prototype.query;
Client.prototype.query = function countedQuery(...args) {
  queries += 1;
  return query.apply(this, args);
};

process.on('message', (message) => {
  if (message === 'count-queries') process.send?.({ queries });
});
// The channel must not keep a server that is asked to stop from stopping.
process.channel?.unref();
