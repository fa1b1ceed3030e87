import type { TrackingStatus } from '../../../types';
import { trackingProgress } from './trackingProgress';

const steps = (...statuses: TrackingStatus[]) => statuses.map((status) => ({ status }));

describe('trackingProgress', () => {
  it('counts the sample timeline: 2 of 7 completed', () => {
    expect(trackingProgress(steps('completed', 'completed', 'active', 'pending', 'pending', 'pending', 'pending'))).toEqual({
      completed: 2,
      total: 7,
      percent: 29,
      text: '2 of 7 steps completed',
    });
  });

  it('does not count the active step as done', () => {
    expect(trackingProgress(steps('active', 'pending')).text).toBe('0 of 2 steps completed');
  });

  it('says the order is completed when every step is', () => {
    expect(trackingProgress(steps('completed', 'completed', 'completed'))).toMatchObject({ percent: 100, text: 'Order completed!' });
  });

  it('survives an empty timeline', () => {
    expect(trackingProgress([])).toEqual({ completed: 0, total: 0, percent: 0, text: '0 of 0 steps completed' });
  });
});
