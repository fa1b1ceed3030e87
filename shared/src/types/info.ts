/** Information & community area entities (spec §3). */

export interface TrendingItem {
  id: string;
  title: string;
  category: string;
  /** percentage change, e.g. 24 for "+24%" */
  trend: number;
}

export interface Space {
  id: string;
  name: string;
  members: number;
  type: 'Public' | 'Private';
  description: string;
  colour: string;
  /** ISO timestamp of the last activity */
  activity: string;
}

export interface Transaction {
  id: string;
  type: 'income' | 'expense';
  title: string;
  /** dollars, always positive; the type gives the sign */
  amount: number;
  date: string;
}

export interface ScheduleEvent {
  id: string;
  title: string;
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

export interface LocalEvent {
  id: string;
  title: string;
  location: string;
  /** miles from the user */
  distance: number;
  time: string;
  attendees: number;
  category: 'Technology' | 'Environment' | 'Finance' | 'Health';
  rating: number;
  image: string;
}

export interface SharedItem {
  id: string;
  title: string;
  type: 'Resource' | 'Event' | 'Profile';
  sharedWith: string;
  time: string;
}
