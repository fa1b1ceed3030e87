import { expertStatusDisplay } from './expertStatus';

describe('expertStatusDisplay', () => {
  it('shows an available expert as Available Now with a green dot and Call', () => {
    expect(expertStatusDisplay('available')).toEqual({ label: 'Available Now', dot: 'green', action: 'Call' });
  });

  it('shows an on-demand expert as On-Demand Only with a grey dot and Schedule', () => {
    expect(expertStatusDisplay('on-demand')).toEqual({ label: 'On-Demand Only', dot: 'grey', action: 'Schedule' });
  });
});
