/**
 * The signed-in user's notifications (issue 25): `GET notifications?before=&limit=` (newest first,
 * a page at a time), `GET notifications/unread` (the count for a badge), `POST
 * notifications/{id}/read` and `POST notifications/read-all` `{ upTo? }`, kept on the server so
 * every device agrees. A guest gets 401; another account's notification, or an id that is not
 * one, is 404, so nothing says whether it exists.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  MarkAllReadRequestSchema,
  NOTIFICATIONS_MAX_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE,
  notificationRoutes as routes,
  type NotificationList,
  type UnreadCount,
} from '@nyaya/shared/api';
import { createNotificationStore, notificationView } from '../../notifications/store';
import { fieldErrors, invalid, notFound } from '../../problems';

/** Ids are bigserial; anything else (or past PostgreSQL's bigint) is not one of ours. */
const ID = /^[1-9]\d{0,17}$/;
const NO_NOTIFICATION = 'You have no notification with this id.';

function pageQuery(request: FastifyRequest<{ Querystring: Record<string, unknown> }>): { before?: number; limit: number } {
  const { before, limit } = request.query;
  const errors: { field: string; message: string }[] = [];
  if (before !== undefined && (typeof before !== 'string' || !ID.test(before)))
    errors.push({ field: 'before', message: 'Send the id of the last notification shown.' });
  const size = limit === undefined ? NOTIFICATIONS_PAGE_SIZE : typeof limit === 'string' && /^\d{1,3}$/.test(limit) ? Number(limit) : NaN;
  if (!(size >= 1 && size <= NOTIFICATIONS_MAX_PAGE_SIZE))
    errors.push({ field: 'limit', message: `Ask for 1 to ${NOTIFICATIONS_MAX_PAGE_SIZE} notifications.` });
  if (errors.length > 0) throw invalid(errors);
  return { before: before === undefined ? undefined : Number(before), limit: size };
}

const notificationRoutes: FastifyPluginAsync<{ now: () => number }> = async (app, { now }) => {
  const store = createNotificationStore(app.db, now);
  const accountOf = async (request: FastifyRequest) => (await app.sessions.requireAccount(request)).accountId;

  app.get<{ Querystring: Record<string, unknown> }>(routes.list, async (request): Promise<NotificationList> => {
    const accountId = await accountOf(request);
    const query = pageQuery(request);
    const [{ rows, nextBefore }, unread] = await Promise.all([store.page(accountId, query), store.unread(accountId)]);
    return { items: rows.map(notificationView).filter((item) => item !== null), nextBefore, unread };
  });

  app.get(routes.unread, async (request): Promise<UnreadCount> => ({ unread: await store.unread(await accountOf(request)) }));

  app.post<{ Params: { id: string } }>(routes.read, { config: { writeLimit: true } }, async (request): Promise<UnreadCount> => {
    const accountId = await accountOf(request);
    if (!ID.test(request.params.id) || !(await store.markRead(accountId, Number(request.params.id)))) throw notFound(NO_NOTIFICATION);
    return { unread: await store.unread(accountId) };
  });

  app.post(routes.readAll, { config: { writeLimit: true } }, async (request): Promise<UnreadCount> => {
    const accountId = await accountOf(request);
    const parsed = MarkAllReadRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw invalid(fieldErrors(parsed.error));
    await store.markAllRead(accountId, parsed.data.upTo === undefined ? undefined : Number(parsed.data.upTo));
    return { unread: await store.unread(accountId) };
  });
};

export default notificationRoutes;
