import { specialtyBadges } from './specialtyBadges';

describe('specialtyBadges', () => {
  it('shows every specialty when there are at most two', () => {
    expect(specialtyBadges([])).toEqual({ shown: [], overflow: 0, overflowLabel: null });
    expect(specialtyBadges(['Family Law'])).toEqual({ shown: ['Family Law'], overflow: 0, overflowLabel: null });
    expect(specialtyBadges(['Family Law', 'Property Law'])).toEqual({
      shown: ['Family Law', 'Property Law'],
      overflow: 0,
      overflowLabel: null,
    });
  });

  it('shows the first two and counts the rest as +N', () => {
    expect(specialtyBadges(['A', 'B', 'C'])).toEqual({ shown: ['A', 'B'], overflow: 1, overflowLabel: '+1' });
    expect(specialtyBadges(['A', 'B', 'C', 'D', 'E'])).toEqual({ shown: ['A', 'B'], overflow: 3, overflowLabel: '+3' });
  });

  it('takes another limit, never below zero', () => {
    expect(specialtyBadges(['A', 'B', 'C'], 1)).toEqual({ shown: ['A'], overflow: 2, overflowLabel: '+2' });
    expect(specialtyBadges(['A', 'B'], -1)).toEqual({ shown: [], overflow: 2, overflowLabel: '+2' });
  });

  it('does not change the list it is given', () => {
    const specialties = ['A', 'B', 'C'];
    specialtyBadges(specialties);
    expect(specialties).toEqual(['A', 'B', 'C']);
  });
});
