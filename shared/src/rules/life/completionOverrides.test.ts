import type { ActionItem } from '../../types';
import { applyCompletionOverrides, setCompletion } from './completionOverrides';

const item = (id: string, completed: boolean): ActionItem => ({
  id,
  title: id,
  category: 'Finance',
  priority: 'Low',
  dueDate: '2026-03-31',
  completed,
  description: '',
});

describe('completion overrides', () => {
  it('applies what the user changed and leaves the rest', () => {
    const items = [item('a', false), item('b', true), item('c', false)];
    const result = applyCompletionOverrides(items, { a: true, b: false, unknown: true });
    expect(result.map((entry) => entry.completed)).toEqual([true, false, false]);
    expect(items[0]?.completed).toBe(false);
  });

  it('ignores inherited keys', () => {
    const result = applyCompletionOverrides([item('toString', false)], {});
    expect(result[0]?.completed).toBe(false);
  });

  it('remembers only changes from the sample', () => {
    expect(setCompletion({}, { id: 'a' }, true, false)).toEqual({ a: true });
    expect(setCompletion({ a: true }, { id: 'a' }, false, false)).toEqual({});
    expect(setCompletion({ b: true }, { id: 'c' }, false, true)).toEqual({ b: true, c: false });
  });
});
