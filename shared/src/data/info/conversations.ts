import type { Conversation } from '../../types';

export const conversations: Conversation[] = [
  {
    id: 'cv-1',
    name: 'Adv. Priya Sharma',
    lastMessage: 'I have reviewed your rental agreement draft.',
    time: '10:42 AM',
    unread: 2,
    online: true,
    type: 'direct',
  },
  {
    id: 'cv-2',
    name: 'Housing Society Committee',
    lastMessage: 'Maintenance meeting moved to Sunday.',
    time: '9:15 AM',
    unread: 5,
    online: true,
    type: 'group',
    members: 24,
  },
  { id: 'cv-3', name: 'Rohan Gupta', lastMessage: 'Thanks, the affidavit came through!', time: 'Yesterday', unread: 0, online: false, type: 'direct' },
  {
    id: 'cv-4',
    name: 'Startup Co-founders',
    lastMessage: 'Let us file the incorporation this week.',
    time: 'Mon',
    unread: 0,
    online: false,
    type: 'group',
    members: 3,
  },
  { id: 'cv-5', name: 'CA Meera Iyer', lastMessage: 'Please send Form 16 before Friday.', time: 'Sun', unread: 1, online: false, type: 'direct' },
];

export async function getConversations(): Promise<Conversation[]> {
  return conversations;
}
