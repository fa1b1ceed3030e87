import { bookingDraftFor, bookingDraftStore, emptyBookingDraft, type BookingDraft } from './booking';

const draft: BookingDraft = {
  expertSlug: 'adv.-priya-sharma',
  mode: 'call',
  date: '2026-11-25',
  slotStart: '2026-11-25T10:00:00+05:30',
  name: 'Asha Rao',
  mobile: '98765',
  email: '',
};

describe('bookingDraftStore', () => {
  beforeEach(() => bookingDraftStore.reset());

  it('starts empty and keeps the draft under a versioned key, half-typed fields as typed', () => {
    expect(bookingDraftStore.get()).toEqual(emptyBookingDraft);
    bookingDraftStore.set(draft);
    expect(JSON.parse(localStorage.getItem('nyaya:v1:experts:booking-draft')!)).toEqual(draft);
    expect(bookingDraftStore.get()).toEqual(draft);
  });

  it('reads back what an earlier page load kept', () => {
    localStorage.setItem('nyaya:v1:experts:booking-draft', JSON.stringify(draft));
    expect(bookingDraftStore.get()).toEqual(draft);
  });

  it.each([
    ['corrupt JSON', '{not json'],
    ['an array', '[]'],
    ['a missing field', JSON.stringify({ ...draft, email: undefined })],
    ['a number', JSON.stringify({ ...draft, mobile: 9876543210 })],
    ['a huge field', JSON.stringify({ ...draft, name: 'x'.repeat(10_000) })],
  ])('falls back to an empty draft on %s', (_, raw) => {
    localStorage.setItem('nyaya:v1:experts:booking-draft', raw);
    expect(bookingDraftStore.get()).toEqual(emptyBookingDraft);
  });
});

describe('bookingDraftFor', () => {
  it('gives an expert their own choices', () => {
    expect(bookingDraftFor(draft, 'adv.-priya-sharma')).toBe(draft);
  });

  it('gives another expert only the contact', () => {
    expect(bookingDraftFor(draft, 'meera-nair')).toEqual({ ...emptyBookingDraft, expertSlug: 'meera-nair', name: 'Asha Rao', mobile: '98765' });
  });
});
