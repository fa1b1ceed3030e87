import { expertState } from './expertState';

describe('expertState', () => {
  it.each([
    ['Pune, Maharashtra', 'Maharashtra'],
    ['New Delhi, Delhi', 'Delhi'],
    ['Chandigarh', 'Chandigarh'],
    ['Kolkata,  West Bengal ', 'West Bengal'],
    ['', ''],
  ])('%j is in %j', (location, state) => {
    expect(expertState(location)).toBe(state);
  });
});
