/** The signed-out user's profile (spec §3). */
export interface Profile {
  name: string;
  email: string;
  /** ISO date */
  memberSince: string;
  avatar: string;
  stats: {
    goalsCompleted: number;
    eventsAttended: number;
    resourcesDownloaded: number;
    expertSessions: number;
  };
}
