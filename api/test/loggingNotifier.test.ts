/**
 * The logging notifier (no provider in this release) runs in the server for as long as it runs:
 * what it keeps is bounded, and a repeated key is still dropped as a provider drops it.
 */
import { describe, expect, it } from 'vitest';
import { loggingNotifier, type OutgoingMessage } from '../src/notifications/notifier';

const message = (key: string): OutgoingMessage => ({
  idempotencyKey: key,
  channel: 'push',
  kind: 'order-placed',
  accountId: 'account',
  to: 'account',
  language: 'en',
  title: 'Order placed',
  body: 'Rental Agreement Drafting',
  link: '/order-tracking?order=ORDTEST00001',
});

describe('the logging notifier', () => {
  it('keeps the newest messages only, however many it is sent', async () => {
    const sink = loggingNotifier(undefined, { keep: 3, keys: 10 });
    for (let index = 1; index <= 8; index += 1) await sink.send(message(`key-${index}`));
    expect(sink.sent.map((sent) => sent.idempotencyKey)).toEqual(['key-6', 'key-7', 'key-8']);
    expect(sink.attempts).toHaveLength(3);
  });

  it('drops a repeated key within its window, and forgets keys beyond it', async () => {
    const sink = loggingNotifier(undefined, { keep: 100, keys: 3 });
    for (const key of ['a', 'b', 'a', 'c']) await sink.send(message(key));
    expect(sink.sent.map((sent) => sent.idempotencyKey)).toEqual(['a', 'b', 'c']);
    expect(sink.attempts).toHaveLength(4);
    await sink.send(message('d')); // 'a' is now beyond the last 3 keys
    await sink.send(message('a'));
    expect(sink.sent.map((sent) => sent.idempotencyKey)).toEqual(['a', 'b', 'c', 'd', 'a']);
  });
});
