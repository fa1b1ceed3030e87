import type { Discussion } from '../../types';

export const discussions: Discussion[] = [
  {
    id: 'ds-1',
    title: 'Should AI-drafted contracts be legally valid?',
    category: 'Technology',
    participants: 342,
    messages: 1280,
    trending: true,
    lastActive: '5 min ago',
  },
  {
    id: 'ds-2',
    title: 'Mumbai coastal road and mangrove protection',
    category: 'Environment',
    participants: 128,
    messages: 460,
    trending: false,
    lastActive: '1 h ago',
  },
  {
    id: 'ds-3',
    title: 'New tax regime vs old: which one did you pick?',
    category: 'Finance',
    participants: 890,
    messages: 3410,
    trending: true,
    lastActive: '12 min ago',
  },
  {
    id: 'ds-4',
    title: 'Health insurance claim rejected: what next?',
    category: 'Health',
    participants: 215,
    messages: 734,
    trending: false,
    lastActive: '3 h ago',
  },
  {
    id: 'ds-5',
    title: 'One Nation One Election: what changes for voters',
    category: 'Politics',
    participants: 512,
    messages: 2045,
    trending: true,
    lastActive: '25 min ago',
  },
  {
    id: 'ds-6',
    title: 'UPI scams: how to report and recover money',
    category: 'Finance',
    participants: 401,
    messages: 1120,
    trending: false,
    lastActive: 'Yesterday',
  },
  {
    id: 'ds-7',
    title: 'Data privacy rights under the DPDP Act',
    category: 'Technology',
    participants: 188,
    messages: 390,
    trending: false,
    lastActive: '2 days ago',
  },
];

export async function getDiscussions(): Promise<Discussion[]> {
  return discussions;
}
