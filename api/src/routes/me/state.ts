/**
 * `GET me/state`, `PUT me/state/{key}`: the browser-side stores kept on the account. Only the
 * keys of SYNCED_STORE_KEYS, each value's JSON at most SYNCED_VALUE_MAX_BYTES, of its shape
 * (SYNCED_VALUE_SHAPES) when the store has one. A write names the revision it was made on
 * (`base`); on any other it changes nothing and is 409 with the account's copy (syncedState.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { PutSyncedEntryRequestSchema, SYNCED_VALUE_MAX_BYTES, SYNCED_VALUE_SHAPES, SyncedStoreKeySchema, accountRoutes } from '@nyaya/shared/api';
import { createSyncedState } from '../../accounts/syncedState';
import { ProblemError, fieldErrors, invalid, notFound, problem } from '../../problems';

const syncedStateRoutes: FastifyPluginAsync<{ now: () => number }> = async (app, { now }) => {
  const synced = createSyncedState(app.db, now);

  app.get(accountRoutes.state, async (request) => {
    const { accountId } = await app.sessions.requireAccount(request);
    return { entries: await synced.all(accountId) };
  });

  app.put<{ Params: { key: string } }>(accountRoutes.stateEntry, { config: { writeLimit: true } }, async (request) => {
    const { accountId } = await app.sessions.requireAccount(request);
    const key = SyncedStoreKeySchema.safeParse(request.params.key);
    if (!key.success) throw notFound('This store is not kept on the account.');
    const parsed = PutSyncedEntryRequestSchema.safeParse(request.body);
    if (!parsed.success) throw invalid(fieldErrors(parsed.error));
    if (parsed.data.value === undefined) throw invalid([{ field: 'value', message: 'Send the store’s value.' }]);
    if (Buffer.byteLength(JSON.stringify(parsed.data.value)) > SYNCED_VALUE_MAX_BYTES) {
      throw new ProblemError(problem(413, `A store's value is at most ${SYNCED_VALUE_MAX_BYTES / 1024} KB.`));
    }
    const shape = SYNCED_VALUE_SHAPES[key.data]?.safeParse(parsed.data.value);
    if (shape && !shape.success) throw invalid(fieldErrors(shape.error, ['value']));
    const written = await synced.put(accountId, key.data, parsed.data.value, parsed.data.base ?? null);
    if (written.ok) return written.entry;
    throw new ProblemError(
      problem(409, 'The account’s copy changed on another device since this one read it. Merge it into yours, then write again on its revision.', {
        title: 'Stale copy',
        current: written.current,
      }),
    );
  });
};

export default syncedStateRoutes;
