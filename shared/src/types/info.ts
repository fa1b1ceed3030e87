/** Information & community area entities (spec §3). */

export type SpaceColour = 'brand' | 'green' | 'orange' | 'blue' | 'purple' | 'red';

export interface Space {
  id: string;
  name: string;
  members: number;
  type: 'Public' | 'Private';
  description: string;
  /** the card's accent, one of SPACE_COLOURS */
  colour: SpaceColour;
  /** ISO timestamp of the last activity */
  activity: string;
}

export interface Transaction {
  id: string;
  type: 'income' | 'expense';
  title: string;
  /** rupees (paise as decimals), always positive; the type gives the sign */
  amount: number;
  /** ISO date, e.g. "2025-06-12" */
  date: string;
}

export interface ScheduleEvent {
  id: string;
  title: string;
  /** "Today", "Tomorrow" or a short date; today's summary counts the "Today" ones */
  day: string;
  time: string;
  type: 'Video Call' | 'In Person' | 'On-site';
  location?: string;
  attendees?: number;
}

export interface TimeSlot {
  time: string;
  available: boolean;
}

export interface AppNotification {
  id: string;
  type: 'message' | 'event' | 'payment' | 'social';
  title: string;
  description: string;
  time: string;
  read: boolean;
}

export interface NotificationSetting {
  id: 'push' | 'email' | 'sms' | 'marketing';
  label: string;
  enabled: boolean;
}

export interface Discussion {
  id: string;
  title: string;
  category: 'Technology' | 'Environment' | 'Finance' | 'Health' | 'Politics';
  participants: number;
  messages: number;
  trending: boolean;
  lastActive: string;
}

export interface Conversation {
  id: string;
  name: string;
  lastMessage: string;
  time: string;
  unread: number;
  online: boolean;
  type: 'direct' | 'group';
  members?: number;
}

/** The picture of a local event (spec §3 "image"), drawn as an icon of this name. */
export type LocalEventIcon = 'laptop' | 'waves' | 'receipt' | 'stethoscope' | 'shield-check' | 'sprout';

export interface LocalEvent {
  id: string;
  title: string;
  /** a place in the user's city, e.g. "Versova Beach" */
  location: string;
  /** kilometres from the user's area */
  distanceKm: number;
  time: string;
  attendees: number;
  category: 'Technology' | 'Environment' | 'Finance' | 'Health';
  rating: number;
  icon: LocalEventIcon;
}

/** Where the user's local events are around: a locality and its city. */
export interface LocalArea {
  locality: string;
  city: string;
}

export interface SharedItem {
  id: string;
  title: string;
  type: 'Resource' | 'Event' | 'Profile';
  sharedWith: string;
  time: string;
}

/** The wallet screen's data: the balance in rupees and its transactions, newest first. */
export interface WalletData {
  balance: number;
  transactions: Transaction[];
}

/** The schedule screen's data for today. */
export interface ScheduleData {
  slots: TimeSlot[];
  events: ScheduleEvent[];
}

/** The share screen's data: the link to share and what was shared lately. */
export interface ShareData {
  profileLink: string;
  /** the text Share Achievement sends */
  achievement: string;
  recentShares: SharedItem[];
}
