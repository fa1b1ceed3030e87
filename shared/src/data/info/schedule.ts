import type { ScheduleData } from '../../types';
import { daySlots } from '../../rules/info/scheduleSlots';

export const scheduleData: ScheduleData = {
  slots: daySlots(['10:00 AM', '1:00 PM', '3:00 PM']),
  events: [
    { id: 'ev-1', title: 'Consultation with Adv. Priya Sharma', day: 'Today', time: '11:30 AM', type: 'Video Call', attendees: 2 },
    { id: 'ev-2', title: 'Property document verification', day: 'Today', time: '2:00 PM', type: 'In Person', location: 'Sub-Registrar Office, Andheri' },
    { id: 'ev-3', title: 'Site inspection of rented flat', day: 'Tomorrow', time: '10:00 AM', type: 'On-site', location: 'Flat 4B, Powai' },
    { id: 'ev-4', title: 'Startup compliance review', day: 'Fri', time: '4:00 PM', type: 'Video Call', attendees: 5 },
  ],
};

export async function getSchedule(): Promise<ScheduleData> {
  return scheduleData;
}
