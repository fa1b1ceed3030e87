/** Life-planning area entities (spec §3). */

export type LifeEventStatus = 'Active' | 'Planning' | 'Researching';

export interface LifeEvent {
  id: string;
  title: string;
  status: LifeEventStatus;
  date: string;
}

export interface Resource {
  id: string;
  title: string;
  type: 'PDF Guide' | 'Video Course' | 'Resource Pack' | 'Interactive Guide';
  category: 'Finance' | 'Career' | 'Health' | 'Real Estate' | 'Technology';
  downloads: number;
  rating: number;
  size: string;
}

export interface Goal {
  id: string;
  title: string;
  category: string;
  progress: number;
  current: string;
  target: string;
  deadline: string;
  trend: string;
}

export type Priority = 'High' | 'Medium' | 'Low';

export interface ActionItem {
  id: string;
  title: string;
  category: string;
  priority: Priority;
  /** ISO date (yyyy-mm-dd) */
  dueDate: string;
  completed: boolean;
  description: string;
}

export interface WeeklyActivity {
  day: string;
  value: number;
}
