import type { ConsoleItem } from '@nyaya/shared/api';
import { todaysConsultations } from './statusFilter';

const consultation = (reference: string, slotStart: string | null, status: ConsoleItem['status'] = 'active'): ConsoleItem => ({
  kind: 'consultation',
  reference,
  title: 'Video Call consultation',
  clientName: 'Ravi Kumar',
  createdAt: '2026-12-01T10:00:00.000Z',
  status,
  currentStep: null,
  mode: 'video',
  slotStart,
  meetingUrl: null,
  unread: 0,
});
const order: ConsoleItem = { ...consultation('ORDAAAAAAAAA', null), kind: 'order', mode: null };

describe('todaysConsultations', () => {
  // 16 December 2026, 09:00 in India.
  const now = Date.parse('2026-12-16T09:00:00+05:30');

  it('keeps the consultations of India’s day, earliest first, those already over included', () => {
    const items = [
      consultation('BKG3', '2026-12-16T16:00:00+05:30'),
      consultation('BKG1', '2026-12-16T08:00:00+05:30', 'completed'),
      consultation('BKG2', '2026-12-16T11:00:00+05:30'),
      order,
    ];
    expect(todaysConsultations(items, now).map((item) => item.reference)).toEqual(['BKG1', 'BKG2', 'BKG3']);
  });

  it('leaves out cancelled ones, other days and orders', () => {
    const items = [
      consultation('CANCELLED', '2026-12-16T11:00:00+05:30', 'cancelled'),
      consultation('TOMORROW', '2026-12-17T10:00:00+05:30'),
      consultation('YESTERDAY', '2026-12-15T16:00:00+05:30'),
      consultation('NO-SLOT', null),
      order,
    ];
    expect(todaysConsultations(items, now)).toEqual([]);
  });

  it('draws the day at midnight in India, not in UTC', () => {
    // 00:15 in India on the 17th is still the 16th in UTC; 23:45 on the 16th is the 16th in both.
    const lateEvening = Date.parse('2026-12-16T23:45:00+05:30');
    const items = [consultation('LATE', '2026-12-16T23:30:00+05:30'), consultation('AFTER-MIDNIGHT', '2026-12-17T00:15:00+05:30')];
    expect(todaysConsultations(items, lateEvening).map((item) => item.reference)).toEqual(['LATE']);
    expect(todaysConsultations(items, Date.parse('2026-12-17T00:05:00+05:30')).map((item) => item.reference)).toEqual(['AFTER-MIDNIGHT']);
  });
});
