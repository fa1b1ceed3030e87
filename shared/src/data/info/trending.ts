import type { TrendingItem } from '../../types';

export const trendingItems: TrendingItem[] = [
  { id: 'tr-1', title: 'New rent control rules proposed for Mumbai', category: 'Real Estate', trend: 42 },
  { id: 'tr-2', title: 'UPI crosses 20 billion monthly transactions', category: 'Finance', trend: 35 },
  { id: 'tr-3', title: 'Digital Personal Data Protection rules explained', category: 'Technology', trend: 28 },
  { id: 'tr-4', title: 'Monsoon preparedness drives in Bengaluru wards', category: 'Environment', trend: 19 },
  { id: 'tr-5', title: 'Ayushman Bharat cover extended to seniors over 70', category: 'Health', trend: 16 },
  { id: 'tr-6', title: 'Consumer courts go online across 10 more states', category: 'Legal', trend: 11 },
];

export async function getTrendingItems(): Promise<TrendingItem[]> {
  return trendingItems;
}
