import { discussionDraftsStore, isDiscussionDraftKey } from './discussionDrafts';

describe('discussion drafts', () => {
  it('keeps what was typed per form across a reload, cleaned of invisible characters', () => {
    discussionDraftsStore.set({ new: { title: 'Deposit\u202E', category: 'Finance', body: 'Landlord keeps it' } });
    expect(JSON.parse(localStorage.getItem(discussionDraftsStore.key)!).new).toMatchObject({ title: 'Deposit', v: 2 });
    expect(discussionDraftsStore.get().new).toEqual({ title: 'Deposit', category: 'Finance', body: 'Landlord keeps it' });
  });

  it('names the new-discussion form and discussions only', () => {
    expect(isDiscussionDraftKey('new')).toBe(true);
    expect(isDiscussionDraftKey('ds-1')).toBe(true);
    expect(isDiscussionDraftKey('space-new')).toBe(true);
    expect(isDiscussionDraftKey('../etc')).toBe(false);
  });
});
