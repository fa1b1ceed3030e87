import type { LifeEvent } from '../../types';

export const lifeEvents: LifeEvent[] = [
  { id: 'le-1', title: 'Buying our first home in Pune', status: 'Active', date: '2026-12-15' },
  { id: 'le-2', title: 'Wedding planning', status: 'Planning', date: '2027-02-20' },
  { id: 'le-3', title: "Child's school admission", status: 'Active', date: '2027-04-01' },
  { id: 'le-4', title: 'Starting a small business', status: 'Researching', date: '2027-06-30' },
  { id: 'le-5', title: 'Retirement planning for parents', status: 'Planning', date: '2027-09-01' },
  { id: 'le-6', title: 'Moving abroad for higher studies', status: 'Researching', date: '2028-01-15' },
];

export async function getLifeEvents(): Promise<LifeEvent[]> {
  return lifeEvents;
}
