import { describe, expect, it } from 'vitest';
import type { BookingView } from '../../api/bookings';
import type { LocalEventView } from '../../api/localEvents';
import type { ActionItem } from '../../types';
import { CONSULTATION_SHOWN_FOR_MS, personalSchedule } from './personalSchedule';

// 27 Nov 2026, 10:00 in India (04:30 UTC).
const NOW = Date.parse('2026-11-27T04:30:00Z');

const booking = (id: string, slotStart: string, status: BookingView['status'] = 'booked'): BookingView => ({
  id,
  reference: `BKG-${id}`,
  expertSlug: 'adv-priya-sharma',
  expertName: 'Adv. Priya Sharma',
  mode: 'video',
  slotStart,
  fee: 50_000,
  gst: 9_000,
  total: 59_000,
  refunded: null,
  status,
  createdAt: '2026-11-20T04:30:00Z',
  cancelledAt: null,
  meetingUrl: 'https://meet.jit.si/nyaya-x',
});

const item = (id: string, dueDate: string, completed = false, title = id): ActionItem => ({
  id,
  title,
  category: 'Legal',
  priority: 'High',
  dueDate,
  completed,
  description: '',
});

const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);

describe('personalSchedule', () => {
  it('puts today’s calls by time before the items due today, and the rest by day', () => {
    const schedule = personalSchedule(
      [booking('late', '2026-11-27T10:30:00Z'), booking('early', '2026-11-27T05:30:00Z'), booking('friday', '2026-11-28T05:30:00Z')],
      [item('b-today', '2026-11-27', false, 'Pay rent'), item('a-today', '2026-11-27', false, 'Call bank'), item('sat', '2026-11-28')],
      NOW,
    );
    expect(ids(schedule.today)).toEqual(['consultation:early', 'consultation:late', 'action-item:a-today', 'action-item:b-today']);
    expect(ids(schedule.upcoming)).toEqual(['consultation:friday', 'action-item:sat']);
    expect(schedule.next?.id).toBe('consultation:early');
  });

  it('places a call on India’s calendar day, not UTC’s', () => {
    // 23:30 IST on the 27th is 18:00 UTC; 00:30 IST on the 28th is still the 27th in UTC.
    const schedule = personalSchedule([booking('night', '2026-11-27T18:00:00Z'), booking('midnight', '2026-11-27T19:00:00Z')], [], NOW);
    expect(ids(schedule.today)).toEqual(['consultation:night']);
    expect(ids(schedule.upcoming)).toEqual(['consultation:midnight']);
  });

  it('keeps a call on today’s list for an hour after its start, then moves it to the past', () => {
    const started = new Date(NOW - CONSULTATION_SHOWN_FOR_MS + 60_000).toISOString();
    const over = new Date(NOW - CONSULTATION_SHOWN_FOR_MS).toISOString();
    const older = '2026-11-20T05:30:00Z';
    const schedule = personalSchedule([booking('running', started), booking('over', over), booking('older', older)], [], NOW);
    expect(ids(schedule.today)).toEqual(['consultation:running']);
    expect(ids(schedule.past)).toEqual(['consultation:over', 'consultation:older']);
  });

  it('lists pending items due before today as overdue, oldest first, and leaves done ones out', () => {
    const schedule = personalSchedule([], [item('week', '2026-11-20'), item('yesterday', '2026-11-26'), item('done', '2026-11-25', true)], NOW);
    expect(ids(schedule.overdue)).toEqual(['action-item:week', 'action-item:yesterday']);
    expect(schedule.today).toEqual([]);
    expect(schedule.next).toBeUndefined();
  });

  it('leaves out cancelled calls and anything whose date is not a date', () => {
    const schedule = personalSchedule(
      [booking('cancelled', '2026-11-27T10:30:00Z', 'cancelled'), booking('garbled', 'tomorrow-ish')],
      [item('bad', '2026-02-30'), item('worse', 'soon')],
      NOW,
    );
    expect([...schedule.today, ...schedule.upcoming, ...schedule.overdue, ...schedule.past]).toEqual([]);
  });

  it('names the first thing ahead when nothing is on today', () => {
    const schedule = personalSchedule([booking('monday', '2026-11-30T05:30:00Z')], [item('sunday', '2026-11-29')], NOW);
    expect(schedule.next?.id).toBe('action-item:sunday');
  });

  it('places the events the user has a place or a waitlist spot at by their time, until they end', () => {
    const event = (id: string, startsAt: string, mine: LocalEventView['mine']): LocalEventView => ({
      id,
      title: id,
      category: 'Finance',
      location: 'Versova Beach',
      city: 'mumbai',
      latitude: 19.134,
      longitude: 72.811,
      startsAt,
      durationMinutes: 120,
      distanceKm: 2,
      capacity: 10,
      going: 3,
      waiting: 0,
      rating: 4.5,
      icon: 'waves',
      mine,
    });
    const at = (iso: string) => Date.parse(iso);
    const schedule = personalSchedule([booking('call', '2026-11-27T06:30:00Z')], [item('rent', '2026-11-27')], NOW, [
      event('desk', '2026-11-27T05:30:00Z', { status: 'going', position: null }),
      event('started', '2026-11-27T03:30:00Z', { status: 'going', position: null }),
      event('over', '2026-11-27T02:00:00Z', { status: 'going', position: null }),
      event('meetup', '2026-11-28T04:30:00Z', { status: 'waiting', position: 2 }),
      event('not-mine', '2026-11-27T05:00:00Z', null),
    ]);
    expect(ids(schedule.today)).toEqual([
      `event:started:${at('2026-11-27T03:30:00Z')}`,
      `event:desk:${at('2026-11-27T05:30:00Z')}`,
      'consultation:call',
      'action-item:rent',
    ]);
    expect(ids(schedule.upcoming)).toEqual([`event:meetup:${at('2026-11-28T04:30:00Z')}`]);
  });
});
