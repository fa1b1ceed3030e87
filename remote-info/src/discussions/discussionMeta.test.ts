import { DESCRIPTION_MAX, discussionMeta } from './discussionMeta';

describe('discussionMeta', () => {
  it("is the discussion's title and the start of its post on one line", () => {
    expect(discussionMeta({ title: 'Deposit kept', body: 'The landlord\nkeeps   ₹50,000.' })).toEqual({
      title: 'Deposit kept',
      description: 'The landlord keeps ₹50,000.',
    });
  });

  it('cuts a long post with an ellipsis within what a link preview shows', () => {
    const { description } = discussionMeta({ title: 'Long', body: 'word '.repeat(100) })!;
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(description.endsWith('…')).toBe(true);
  });

  it('is null for loader data that is not a discussion', () => {
    for (const data of [null, undefined, 'text', { title: 'x' }, { title: 1, body: 'x' }]) expect(discussionMeta(data)).toBeNull();
  });
});
