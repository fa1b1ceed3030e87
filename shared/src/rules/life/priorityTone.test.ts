import { priorityTone } from './priorityTone';

describe('priorityTone', () => {
  it('colours High red, Medium orange, Low green', () => {
    expect(priorityTone('High')).toBe('red');
    expect(priorityTone('Medium')).toBe('orange');
    expect(priorityTone('Low')).toBe('green');
  });
});
