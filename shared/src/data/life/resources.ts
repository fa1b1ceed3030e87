import type { Resource, ResourceCategory } from '../../types';

/** The resource library's category chips (after All), in the spec's order. */
export const resourceCategories: readonly ResourceCategory[] = ['Finance', 'Career', 'Health', 'Real Estate', 'Technology'];

export const resources: Resource[] = [
  { id: 'res-1', title: 'Income Tax Basics: Old vs New Regime', type: 'PDF Guide', category: 'Finance', downloads: 12480, rating: 4.8, size: '3.9 KB' },
  { id: 'res-2', title: 'Mutual Funds and SIPs for Beginners', type: 'Video Course', category: 'Finance', downloads: 8730, rating: 4.7, size: '3.7 KB' },
  { id: 'res-3', title: 'Negotiating Your Salary Offer', type: 'Interactive Guide', category: 'Career', downloads: 5310, rating: 4.6, size: '3.4 KB' },
  { id: 'res-4', title: 'Resume and Interview Toolkit', type: 'Resource Pack', category: 'Career', downloads: 9120, rating: 4.5, size: '3.0 KB' },
  { id: 'res-5', title: 'Choosing a Family Health Insurance Plan', type: 'PDF Guide', category: 'Health', downloads: 7640, rating: 4.9, size: '3.6 KB' },
  { id: 'res-6', title: 'Preventive Health Check-up Planner', type: 'Interactive Guide', category: 'Health', downloads: 3980, rating: 4.4, size: '3.3 KB' },
  { id: 'res-7', title: 'Home Loan and RERA Checklist', type: 'PDF Guide', category: 'Real Estate', downloads: 10250, rating: 4.8, size: '4.0 KB' },
  { id: 'res-8', title: 'Rental Agreement Essentials', type: 'Resource Pack', category: 'Real Estate', downloads: 6420, rating: 4.6, size: '3.8 KB' },
  { id: 'res-9', title: 'Staying Safe from UPI and Online Fraud', type: 'Video Course', category: 'Technology', downloads: 15360, rating: 4.7, size: '3.5 KB' },
  {
    id: 'res-10',
    title: 'Digital Locker: Keeping Documents Safe',
    type: 'Interactive Guide',
    category: 'Technology',
    downloads: 4210,
    rating: 4.3,
    size: '3.4 KB',
  },
];

export async function getResources(): Promise<Resource[]> {
  return resources;
}

/** One resource by id, or null when there is none (its page then says so). */
export function findResource(id: string | undefined): Resource | null {
  return resources.find((resource) => resource.id === id) ?? null;
}

/**
 * A resource with its text in English and Hindi, for its page and its download; null for an
 * unknown id. The texts are a chunk of their own, fetched only when one is needed.
 */
export async function getResourceContent(id: string | undefined) {
  const resource = findResource(id);
  if (!resource) return null;
  const { contentEn, contentHi } = await import(/* webpackChunkName: "data-life-resource-content" */ './content');
  const en = contentEn[resource.id];
  const hi = contentHi[resource.id];
  return en && hi ? { resource, en, hi } : null;
}
