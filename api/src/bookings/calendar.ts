/**
 * A consultation as an iCalendar event (RFC 5545), for the phone's calendar: the hour in UTC (every
 * calendar shows it in its own zone), who it is with, and where to join. Written by the `ics` package,
 * which escapes and folds the text as the RFC asks; our part is only what goes in it.
 */
import { createEvent } from 'ics';
import { bookingModeLabels } from '@nyaya/shared/api';
import { findExpertById } from '@nyaya/shared/data/experts';
import type { BookingRow } from './view';

const HOUR_MS = 60 * 60 * 1000;

export function consultationCalendar(row: BookingRow, meetingUrl: string | null): string {
  const expertName = findExpertById(row.expertId)?.name ?? 'your expert';
  const mode = bookingModeLabels[row.mode];
  const where =
    row.mode === 'chat'
      ? 'Open the consultation in Nyaya (Profile, My Consultations) to chat with the expert.'
      : `Join at ${meetingUrl ?? 'the link in Nyaya'} a few minutes before the start.`;
  const { error, value } = createEvent({
    uid: `${row.id}@nyaya.in`,
    productId: 'nyaya/consultations',
    title: `${mode} with ${expertName}`,
    description: `${mode} booked on Nyaya, reference ${row.reference}. ${where}`,
    start: row.slotStart.getTime(),
    end: row.slotStart.getTime() + HOUR_MS,
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    status: row.status === 'booked' ? 'CONFIRMED' : 'CANCELLED',
    ...(meetingUrl ? { url: meetingUrl, location: meetingUrl } : {}),
    alarms:
      row.status === 'booked' ? [{ action: 'display', description: `${mode} with ${expertName} in 15 minutes`, trigger: { minutes: 15, before: true } }] : [],
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be written.');
  return value;
}
