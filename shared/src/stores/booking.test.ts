import { bookingDraftFor, bookingDraftStore, emptyBookingDraft, type BookingDraft } from './booking';
import { BACKUP_PREFIX, DAY_MS, saveFailures } from './persistentStore';
import { installFakeStorage } from './testing/fakeStorage';

const KEY = 'nyaya:v1:experts:booking-draft';

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

  afterEach(() => vi.useRealTimers());

  it('starts empty and keeps the draft under a versioned key, half-typed fields as typed', () => {
    expect(bookingDraftStore.get()).toEqual(emptyBookingDraft);
    bookingDraftStore.set(draft);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ ...draft, v: 2, updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(bookingDraftStore.get()).toEqual(draft);
  });

  it('reads back what an earlier page load kept, of this version or the one before', () => {
    localStorage.setItem(KEY, JSON.stringify({ ...draft, v: 2, updatedAt: new Date().toISOString() }));
    expect(bookingDraftStore.get()).toEqual(draft);
    // Version 1 had no `v` and no `updatedAt`: read as changed now, written as version 2.
    localStorage.setItem(KEY, JSON.stringify(draft));
    expect(bookingDraftStore.get()).toEqual(draft);
    bookingDraftStore.set((previous) => ({ ...previous, email: 'asha@example.in' }));
    expect(JSON.parse(localStorage.getItem(KEY)!)).toMatchObject({ v: 2, email: 'asha@example.in', name: 'Asha Rao' });
  });

  it('removes bidirectional controls and zero-width characters from what is typed', () => {
    bookingDraftStore.set({ ...draft, name: 'A\u202esha\u200b Rao', mobile: '98765\u2066' });
    expect(bookingDraftStore.get()).toEqual({ ...draft, name: 'Asha Rao', mobile: '98765' });
    localStorage.setItem(KEY, JSON.stringify({ ...draft, name: '\u202eAsha' }));
    expect(bookingDraftStore.get().name).toBe('Asha');
  });

  it('prunes a draft unchanged for 30 days', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z'), toFake: ['Date'] });
    localStorage.setItem(KEY, JSON.stringify({ ...draft, v: 2, updatedAt: new Date(Date.now() - 29 * DAY_MS).toISOString() }));
    expect(bookingDraftStore.get()).toEqual(draft);
    localStorage.setItem(KEY, JSON.stringify({ ...draft, v: 2, updatedAt: new Date(Date.now() - 31 * DAY_MS).toISOString() }));
    expect(bookingDraftStore.get()).toEqual(emptyBookingDraft);
  });

  it('does not read a draft with a field it does not know, or of a newer version, and backs it up before replacing it', () => {
    const newer = JSON.stringify({ ...draft, v: 3, updatedAt: new Date().toISOString(), whatsapp: true });
    localStorage.setItem(KEY, newer);
    expect(bookingDraftStore.get()).toEqual(emptyBookingDraft);
    localStorage.setItem(KEY, JSON.stringify({ ...draft, whatsapp: true }));
    expect(bookingDraftStore.get()).toEqual(emptyBookingDraft);
    bookingDraftStore.set({ ...emptyBookingDraft, name: 'Typed now' });
    expect(JSON.parse(localStorage.getItem(`${BACKUP_PREFIX}experts:booking-draft`)!)).toEqual([
      { at: expect.any(String), raw: JSON.stringify({ ...draft, whatsapp: true }) },
    ]);
  });

  it('says the booking details were not saved when storage is full, and keeps them for the page', () => {
    installFakeStorage('full');
    bookingDraftStore.set(draft);
    expect(bookingDraftStore.get()).toEqual(draft);
    expect(saveFailures.get().map((failure) => failure.message)).toEqual(['Your booking details could not be saved on this device: storage is full.']);
    bookingDraftStore.reset();
  });

  it.each([
    ['corrupt JSON', '{not json'],
    ['an array', '[]'],
    ['a missing field', JSON.stringify({ ...draft, email: undefined })],
    ['a number', JSON.stringify({ ...draft, mobile: 9876543210 })],
    ['a huge field', JSON.stringify({ ...draft, name: 'x'.repeat(10_000) })],
    ['a version without its time', JSON.stringify({ ...draft, v: 2 })],
    ['null', 'null'],
  ])('falls back to an empty draft on %s', (_, raw) => {
    localStorage.setItem(KEY, raw);
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
