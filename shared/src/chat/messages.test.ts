import type { MessageView } from '@nyaya/shared/api';
import { replaceMessage } from './messages';

const message = (id: number, body: string, hidden?: true): MessageView => ({
  id,
  clientId: `c${id}`,
  from: 'member',
  author: 'acc_2',
  body,
  attachment: null,
  ...(hidden && { hidden }),
  createdAt: '2026-11-27T06:30:00.000Z',
});

describe('replaceMessage (a message hidden, restored or removed, issue 26)', () => {
  const list = [message(1, 'one'), message(2, 'two'), message(3, 'three')];

  it('replaces the message by its copy from the server, and only it', () => {
    const next = replaceMessage(list, 2, [message(2, '', true), message(3, 'three, edited elsewhere')]);
    expect(next.map((one) => one.body)).toEqual(['one', '', 'three']);
    expect(next[1]).toMatchObject({ hidden: true });
  });

  it('drops a removed message, and leaves a list without it as it was', () => {
    expect(replaceMessage(list, 2, [message(3, 'three')]).map((one) => one.id)).toEqual([1, 3]);
    expect(replaceMessage(list, 9, [])).toBe(list);
  });
});
