import { practiceAreaIds, practiceAreaLabels } from './practiceArea';

describe('practice areas', () => {
  it('lists each of the eight areas once, each with a label', () => {
    expect(practiceAreaIds).toEqual(['property', 'notary', 'corporate', 'tax', 'intellectual-property', 'family', 'civil', 'general']);
    for (const id of practiceAreaIds) expect(practiceAreaLabels[id]).toMatch(/^[A-Z][a-z ]+$/);
  });
});
