import type { Profile } from '../../types';

export const sampleProfile: Profile = {
  name: 'Aarav Mehta',
  email: 'aarav.mehta@example.in',
  memberSince: '2024-03-15',
  avatar: 'AM',
  stats: { goalsCompleted: 12, eventsAttended: 8, resourcesDownloaded: 24, expertSessions: 3 },
};

export async function getProfile(): Promise<Profile> {
  return sampleProfile;
}
