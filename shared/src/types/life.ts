/** Life-planning area entities (spec §3). */

export type LifeEventStatus = 'Active' | 'Planning' | 'Researching';

export interface LifeEvent {
  id: string;
  title: string;
  status: LifeEventStatus;
  /** ISO date (yyyy-mm-dd) */
  date: string;
}

export type ResourceType = 'PDF Guide' | 'Video Course' | 'Resource Pack' | 'Interactive Guide';
export type ResourceCategory = 'Finance' | 'Career' | 'Health' | 'Real Estate' | 'Technology';

export interface Resource {
  id: string;
  title: string;
  type: ResourceType;
  category: ResourceCategory;
  downloads: number;
  /** Out of 5 */
  rating: number;
  /** Human-readable file size, e.g. "2.4 MB" */
  size: string;
}

/** What a goal's current and target count: rupees are formatted with formatINR, the rest as counts. */
export type GoalUnit = 'INR' | 'count' | 'books' | 'km' | 'courses';

export interface Goal {
  id: string;
  title: string;
  category: string;
  /** Percent, 0 to 100 (clamped when shown) */
  progress: number;
  current: number;
  target: number;
  unit: GoalUnit;
  /** ISO date (yyyy-mm-dd) */
  deadline: string;
  /** Change of progress over the last month, in percentage points (negative = slipping) */
  trend: number;
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

export type Weekday = 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat' | 'Sun';

/** One bar of the weekly chart: how much of the day's planned work was done, 0 to 100. */
export interface WeeklyActivity {
  day: Weekday;
  value: number;
}
