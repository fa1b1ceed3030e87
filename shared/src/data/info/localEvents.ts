import type { LocalEvent } from '../../types';

export const localEvents: LocalEvent[] = [
  { id: 'le-1', title: 'Legal Tech Meetup', location: 'WeWork BKC', distance: 1.2, time: 'Sat, 10:00 AM', attendees: 86, category: 'Technology', rating: 4.8, image: '💻' },
  { id: 'le-2', title: 'Beach Clean-up Drive', location: 'Juhu Beach', distance: 3.4, time: 'Sun, 7:00 AM', attendees: 140, category: 'Environment', rating: 4.9, image: '🌊' },
  { id: 'le-3', title: 'Tax Filing Help Desk', location: 'Andheri Community Hall', distance: 2.1, time: 'Wed, 6:00 PM', attendees: 45, category: 'Finance', rating: 4.6, image: '🧾' },
  { id: 'le-4', title: 'Free Health Check-up Camp', location: 'Powai Lake Garden', distance: 4.5, time: 'Sat, 9:00 AM', attendees: 210, category: 'Health', rating: 4.7, image: '🩺' },
  { id: 'le-5', title: 'Cyber Safety Workshop', location: 'Bandra Library', distance: 0.8, time: 'Thu, 5:30 PM', attendees: 60, category: 'Technology', rating: 4.5, image: '🔐' },
  // Outside the 5-mile radius: the Local screen leaves it out (spec §9).
  { id: 'le-6', title: 'Organic Farmers Market', location: 'Thane West', distance: 11.3, time: 'Sun, 8:00 AM', attendees: 95, category: 'Environment', rating: 4.4, image: '🥕' },
];

export async function getLocalEvents(): Promise<LocalEvent[]> {
  return localEvents;
}
