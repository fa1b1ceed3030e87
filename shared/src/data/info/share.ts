import type { ShareData } from '../../types';

export const shareData: ShareData = {
  profileLink: 'https://nyaya.app/u/aarav-mehta',
  achievement: 'I have completed 12 goals on Nyaya this year!',
  recentShares: [
    { id: 'sh-1', title: 'Rental Agreement Checklist', type: 'Resource', sharedWith: 'Priya Sharma', time: '2 h ago' },
    { id: 'sh-2', title: 'Tenant Rights Workshop', type: 'Event', sharedWith: 'Tenant Rights Circle', time: 'Yesterday' },
    { id: 'sh-3', title: 'My Nyaya profile', type: 'Profile', sharedWith: 'Rohan Gupta', time: '3 days ago' },
  ],
};

export async function getShareData(): Promise<ShareData> {
  return shareData;
}
