import { bookingModeOf, bookingPath } from './bookingPath';

describe('bookingPath', () => {
  it('links an expert’s booking screen by the slug of the name, with the mode the button chose', () => {
    expect(bookingPath('Adv. Priya Sharma', 'call')).toBe('/lawyer-profile/adv.-priya-sharma/book?mode=call');
    expect(bookingPath('Meera Nair')).toBe('/lawyer-profile/meera-nair/book');
  });

  it.each([
    ['chat', 'chat'],
    ['video', 'video'],
    ['CALL', null],
    ['in-person', null],
    ['<script>', null],
    [null, null],
  ])('reads ?mode=%j as %j', (value, mode) => {
    expect(bookingModeOf(value)).toBe(mode);
  });
});
