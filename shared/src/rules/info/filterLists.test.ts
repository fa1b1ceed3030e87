import type { Conversation, Discussion, LocalEvent } from '../../types';
import { filterConversations, showsOnlineDot } from './filterConversations';
import { filterDiscussions } from './filterDiscussions';
import { filterLocalEvents } from './filterLocalEvents';

const discussion = (id: string, title: string, category: Discussion['category']): Discussion => ({
  id,
  title,
  category,
  participants: 1,
  messages: 1,
  trending: false,
  lastActive: 'now',
});
const conversation = (id: string, name: string, lastMessage: string, type: Conversation['type'], online: boolean): Conversation => ({
  id,
  name,
  lastMessage,
  type,
  online,
  time: 'now',
  unread: 0,
});
const event = (id: string, title: string, category: LocalEvent['category'], distanceKm: number): LocalEvent => ({
  id,
  title,
  category,
  distanceKm,
  location: 'Town Hall',
  time: 'Sat',
  attendees: 1,
  rating: 4,
  icon: 'laptop',
});
const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe('filterDiscussions', () => {
  const list = [discussion('a', 'UPI fraud [help]', 'Finance'), discussion('b', 'Clean air', 'Environment'), discussion('c', 'Budget 2025', 'Finance')];
  it('filters by category chip and plain-text search together', () => {
    expect(ids(filterDiscussions(list, '', 'All'))).toEqual(['a', 'b', 'c']);
    expect(ids(filterDiscussions(list, '', 'Finance'))).toEqual(['a', 'c']);
    expect(ids(filterDiscussions(list, 'BUDGET', 'Finance'))).toEqual(['c']);
    expect(ids(filterDiscussions(list, '[help]', 'All'))).toEqual(['a']);
    expect(filterDiscussions(list, 'air', 'Politics')).toEqual([]);
  });
});

describe('filterConversations', () => {
  const list = [conversation('a', 'Priya', 'See you at 5', 'direct', true), conversation('b', 'RWA Committee', 'Meeting moved', 'group', true)];
  it('matches the name or the last message', () => {
    expect(ids(filterConversations(list, 'priya'))).toEqual(['a']);
    expect(ids(filterConversations(list, 'MOVED'))).toEqual(['b']);
    expect(filterConversations(list, '<script>')).toEqual([]);
  });
  it('shows the online dot on direct conversations only', () => {
    expect(list.map(showsOnlineDot)).toEqual([true, false]);
    expect(showsOnlineDot({ ...list[0]!, online: false })).toBe(false);
  });
});

describe('filterLocalEvents', () => {
  const list = [event('a', 'Hackathon', 'Technology', 1.2), event('b', 'Tree planting', 'Environment', 8), event('c', 'Far away meetup', 'Technology', 8.1)];
  it('keeps events within 8 km, the radius included', () => {
    expect(ids(filterLocalEvents(list, '', 'All'))).toEqual(['a', 'b']);
  });
  it('filters by category chip and search on title or location', () => {
    expect(ids(filterLocalEvents(list, '', 'Technology'))).toEqual(['a']);
    expect(ids(filterLocalEvents(list, 'town hall', 'Environment'))).toEqual(['b']);
    expect(filterLocalEvents(list, 'tree', 'Health')).toEqual([]);
  });
});
