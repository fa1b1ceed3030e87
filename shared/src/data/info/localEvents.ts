import type { LocalArea, LocalEvent } from '../../types';

/**
 * The sample user lives in Andheri West, Mumbai; the events are real places around it, as the API
 * seeds them (api/drizzle/0015_local_events.sql), distances from Andheri West by `distanceKm`.
 */
export const localArea: LocalArea = { locality: 'Andheri West', city: 'Mumbai' };

export const localEvents: LocalEvent[] = [
  {
    id: 'le-1',
    title: 'Legal Tech Meetup',
    location: 'Times Square, Andheri East',
    distanceKm: 4.5,
    time: 'Sat, 10:00 AM',
    attendees: 86,
    category: 'Technology',
    rating: 4.8,
    icon: 'laptop',
  },
  {
    id: 'le-2',
    title: 'Beach Clean-up Drive',
    location: 'Versova Beach',
    distanceKm: 2,
    time: 'Sun, 7:00 AM',
    attendees: 140,
    category: 'Environment',
    rating: 4.9,
    icon: 'waves',
  },
  {
    id: 'le-3',
    title: 'Tax Filing Help Desk',
    location: "Bhavan's College, Andheri West",
    distanceKm: 2.1,
    time: 'Wed, 6:00 PM',
    attendees: 45,
    category: 'Finance',
    rating: 4.6,
    icon: 'receipt',
  },
  {
    id: 'le-4',
    title: 'Free Health Check-up Camp',
    location: 'Cooper Hospital, Juhu',
    distanceKm: 3.4,
    time: 'Sat, 9:00 AM',
    attendees: 210,
    category: 'Health',
    rating: 4.7,
    icon: 'stethoscope',
  },
  {
    id: 'le-5',
    title: 'Cyber Safety Workshop',
    location: 'Lokmanya Seva Sangh, Vile Parle',
    distanceKm: 4.5,
    time: 'Thu, 5:30 PM',
    attendees: 60,
    category: 'Technology',
    rating: 4.5,
    icon: 'shield-check',
  },
  // Outside the 8 km radius: the Local screen leaves it out (spec §9's 5 miles).
  {
    id: 'le-6',
    title: 'Organic Farmers Market',
    location: 'Thane West',
    distanceKm: 16.4,
    time: 'Sun, 8:00 AM',
    attendees: 95,
    category: 'Environment',
    rating: 4.4,
    icon: 'sprout',
  },
];

export async function getLocalEvents(): Promise<LocalEvent[]> {
  return localEvents;
}

export async function getLocalArea(): Promise<LocalArea> {
  return localArea;
}
