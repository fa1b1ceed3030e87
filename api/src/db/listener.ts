/**
 * PostgreSQL `LISTEN` for one API instance: one connection of its own (a pooled one would be handed
 * to queries and lose its LISTENs), shared by every channel the instance listens on. A lost
 * connection is made again with back-off; notifications sent while it was down are lost, so each
 * subscriber is told it reconnected and reads what it may have missed from the tables themselves.
 */
import pg from 'pg';

export interface Subscription {
  onNotify(payload: string): void;
  /** The connection was lost and made again: notifications may have been missed meanwhile. */
  onReconnect?(): void;
}

export type Listen = (channel: string, subscription: Subscription) => Promise<() => Promise<void>>;

/** Channel names are ours (constants), quoted anyway: LISTEN takes an identifier, not a parameter. */
const quoted = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

export function postgresListener(url: string, { retryMs = 500, maxRetryMs = 10_000 } = {}): { listen: Listen; close(): Promise<void> } {
  const channels = new Map<string, Set<Subscription>>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let failures = 0;

  const dispatch = (message: pg.Notification) => {
    for (const subscription of channels.get(message.channel) ?? []) subscription.onNotify(message.payload ?? '');
  };

  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    which.removeAllListeners('notification');
    void which.end().catch(() => {});
    if (closed) return;
    const delay = Math.min(retryMs * 2 ** failures, maxRetryMs);
    failures += 1;
    setTimeout(() => void connect(true).catch(() => {}), delay).unref();
  };

  const connect = (again: boolean): Promise<void> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url, keepAlive: true });
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      next.on('notification', dispatch);
      client = next;
      try {
        await next.connect();
        for (const channel of channels.keys()) await next.query(`LISTEN ${quoted(channel)}`);
      } catch (error) {
        lost(next);
        throw error;
      }
      failures = 0;
      if (again) for (const set of channels.values()) for (const subscription of set) subscription.onReconnect?.();
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  const listen: Listen = async (channel, subscription) => {
    const isNew = !channels.has(channel);
    const set = channels.get(channel) ?? new Set();
    set.add(subscription);
    channels.set(channel, set);
    if (connecting) await connecting;
    if (!client) await connect(false);
    else if (isNew) await client.query(`LISTEN ${quoted(channel)}`);
    return async () => {
      set.delete(subscription);
      if (set.size > 0) return;
      channels.delete(channel);
      await client?.query(`UNLISTEN ${quoted(channel)}`).catch(() => {});
    };
  };

  return {
    listen,
    async close() {
      closed = true;
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
