import type { CreateBookingRequest } from '@nyaya/shared/api';
import { forgetBookingAttempt, idempotencyKeyFor } from './bookingAttempt';
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

describe('idempotencyKeyFor', () => {
  afterEach(() => {
    forgetBookingAttempt();
    sessionStorage.clear();
  });

  const request: CreateBookingRequest = {
    expertSlug: 'adv.-priya-sharma',
    mode: 'call',
    slotStart: '2026-11-25T11:00:00+05:30',
    contact: { name: 'Asha Rao', mobile: '9876543210' },
    payment: { provider: 'test', amountPaise: 150_000 },
  };
  let next = 0;
  const makeKey = () => `key-${String((next += 1)).padStart(16, '0')}`;

  it('reuses the key for the same booking, even after a reload (sessionStorage), and makes a new one for another', () => {
    const key = idempotencyKeyFor(request, makeKey);
    expect(idempotencyKeyFor({ ...request, contact: { ...request.contact } }, makeKey)).toBe(key);
    expect(JSON.parse(sessionStorage.getItem('nyaya:v1:experts:booking-attempt')!).key).toBe(key);
    const other = idempotencyKeyFor({ ...request, slotStart: '2026-11-25T12:00:00+05:30' }, makeKey);
    expect(other).not.toBe(key);
    expect(idempotencyKeyFor({ ...request, slotStart: '2026-11-25T12:00:00+05:30' }, makeKey)).toBe(other);
  });

  it('makes a new key once the attempt is over', () => {
    const key = idempotencyKeyFor(request, makeKey);
    forgetBookingAttempt();
    expect(sessionStorage.getItem('nyaya:v1:experts:booking-attempt')).toBeNull();
    expect(idempotencyKeyFor(request, makeKey)).not.toBe(key);
  });

  it('ignores junk in storage', () => {
    sessionStorage.setItem('nyaya:v1:experts:booking-attempt', '{not json');
    expect(idempotencyKeyFor(request, makeKey)).toMatch(/^key-/);
  });
});
