import { checkActionItemDraft, emptyActionItemDraft, type ActionItemDraft } from './actionItemDraft';

const draft = (changes: Partial<ActionItemDraft> = {}): ActionItemDraft => ({
  title: 'Renew passport',
  category: 'Finance',
  priority: 'High',
  dueDate: '2026-12-01',
  description: 'Book a slot at the PSK.',
  ...changes,
});

describe('the action-item form', () => {
  it('starts empty: priority Medium, due today, no category chosen', () => {
    expect(emptyActionItemDraft('2026-11-27')).toEqual({ title: '', category: '', priority: 'Medium', dueDate: '2026-11-27', description: '' });
  });

  it('makes an item of a good draft, text cleaned and trimmed, not completed unless told', () => {
    expect(checkActionItemDraft(draft({ title: '  Renew\u202E passport ', description: ' ' }))).toEqual({
      item: { title: 'Renew passport', category: 'Finance', priority: 'High', dueDate: '2026-12-01', description: '', completed: false },
    });
    expect(checkActionItemDraft(draft(), { completed: true }).item?.completed).toBe(true);
  });

  it('keeps HTML as the text typed', () => {
    expect(checkActionItemDraft(draft({ title: '<img src=x onerror=alert(1)>' })).item?.title).toBe('<img src=x onerror=alert(1)>');
  });

  it('needs a title with something visible, of at most 120 characters', () => {
    expect(checkActionItemDraft(draft({ title: '' })).problems).toEqual({ title: 'required' });
    expect(checkActionItemDraft(draft({ title: ' \u200B\u200B ' })).problems).toEqual({ title: 'required' });
    expect(checkActionItemDraft(draft({ title: 'x'.repeat(120) })).item?.title).toHaveLength(120);
    expect(checkActionItemDraft(draft({ title: 'x'.repeat(121) })).problems).toEqual({ title: 'tooLong' });
    expect(checkActionItemDraft(draft({ description: 'y'.repeat(501) })).problems).toEqual({ description: 'tooLong' });
  });

  it('needs a due date that is a real day between 2000 and 2099', () => {
    expect(checkActionItemDraft(draft({ dueDate: '' })).problems).toEqual({ dueDate: 'required' });
    expect(checkActionItemDraft(draft({ dueDate: '2026-02-30' })).problems).toEqual({ dueDate: 'notADate' });
    expect(checkActionItemDraft(draft({ dueDate: 'tomorrow' })).problems).toEqual({ dueDate: 'notADate' });
    expect(checkActionItemDraft(draft({ dueDate: '' }), { dueDateUnreadable: true }).problems).toEqual({ dueDate: 'notADate' });
    expect(checkActionItemDraft(draft({ dueDate: '0002-01-01' })).problems).toEqual({ dueDate: 'notADate' });
    expect(checkActionItemDraft(draft({ dueDate: '1999-12-31' })).problems).toEqual({ dueDate: 'outOfRange' });
    expect(checkActionItemDraft(draft({ dueDate: '2100-01-01' })).problems).toEqual({ dueDate: 'outOfRange' });
    expect(checkActionItemDraft(draft({ dueDate: '2028-02-29' })).item?.dueDate).toBe('2028-02-29');
  });

  it('takes only the categories and priorities offered', () => {
    expect(checkActionItemDraft(draft({ category: '' })).problems).toEqual({ category: 'required' });
    expect(checkActionItemDraft(draft({ category: 'Crypto', priority: 'Urgent' })).problems).toEqual({ category: 'notAChoice', priority: 'notAChoice' });
    expect(checkActionItemDraft(draft({ priority: '' })).problems).toEqual({ priority: 'required' });
  });

  it('says every problem at once', () => {
    expect(checkActionItemDraft({ title: '', category: '', priority: '', dueDate: '', description: '' }).problems).toEqual({
      title: 'required',
      category: 'required',
      priority: 'required',
      dueDate: 'required',
    });
  });
});
