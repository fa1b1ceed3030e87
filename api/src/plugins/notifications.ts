/**
 * The notifications' background work as a plugin: `app.notifications.drain()` sends the outbox,
 * `app.notifications.remind()` runs the reminder jobs (consultations in the next hour, action
 * items due tomorrow, goal deadlines in 7 days). With `worker` (the server's main.ts) they
 * run on timers, every second and every minute, from when the app is ready until it closes; the
 * tests leave them off and call them with their own clock. Every instance may run them: the
 * outbox's leases and the reminders' unique keys make that safe.
 */
import fp from 'fastify-plugin';
import { createDrainer, type DrainResult } from '../notifications/drainer';
import { recordNewMessage } from '../notifications/newMessage';
import { remindActionItems } from '../notifications/actionItemsDue';
import { remindGoalDeadlines } from '../notifications/goalDeadlines';
import { remindConsultations } from '../notifications/nextHour';
import type { Notifier } from '../notifications/notifier';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: {
      notifier: Notifier;
      drain(): Promise<DrainResult>;
      remind(): Promise<number>;
    };
  }
}

export interface NotificationsPluginOptions {
  notifier: Notifier;
  now: () => number;
  /** Run the drainer and the job on timers (off in tests). */
  worker: boolean;
  drainEveryMs?: number;
  remindEveryMs?: number;
}

/** Runs `task` every `ms`, never two at once; `stop` waits for the one running (a few seconds at most). */
function every(ms: number, task: () => Promise<unknown>, onError: (error: unknown) => void) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .catch(onError)
      .finally(() => (running = null));
  }, ms);
  timer.unref();
  return async () => {
    clearInterval(timer);
    // A send that hangs must not hold the shutdown: its lease expires and another run takes it.
    if (running) await Promise.race([running, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
  };
}

export default fp(
  async (app, { notifier, now, worker, drainEveryMs = 1000, remindEveryMs = 60_000 }: NotificationsPluginOptions) => {
    const drainer = createDrainer({ db: app.db, notifier, now, log: app.log });
    // The jobs, one after the other: each keeps to its own batch, so neither starves the other.
    const remind = async () => {
      const at = now();
      return (await remindConsultations(app.db, at)) + (await remindActionItems(app.db, at)) + (await remindGoalDeadlines(app.db, at));
    };
    app.decorate('notifications', { notifier, drain: drainer.drain, remind });
    // A new message notifies the other side in the message's own transaction.
    app.conversations.onNewMessage(recordNewMessage);
    if (!worker) return;
    const stops: (() => Promise<void>)[] = [];
    app.addHook('onReady', async () => {
      const failed = (what: string) => (error: unknown) => app.log.error({ err: error }, `${what} failed; it runs again shortly`);
      stops.push(every(drainEveryMs, drainer.drain, failed('sending notifications')));
      stops.push(every(remindEveryMs, remind, failed('the reminders')));
    });
    app.addHook('onClose', async () => {
      await Promise.all(stops.map((stop) => stop()));
    });
  },
  { name: 'notifications', dependencies: ['database', 'conversations'] },
);
