import { favouriteProvidersStore, intakeDraftsStore } from './marketplace';

describe('marketplace stores', () => {
  beforeEach(() => {
    favouriteProvidersStore.reset();
    intakeDraftsStore.reset();
  });

  it('keeps favourites as a list of ids', () => {
    favouriteProvidersStore.set(['p1']);
    expect(JSON.parse(localStorage.getItem('nyaya:v1:marketplace:favourites')!)).toEqual(['p1']);
  });

  it('ignores drafts of the wrong shape', () => {
    localStorage.setItem('nyaya:v1:marketplace:intake-drafts', JSON.stringify({ 'a/b': { landlordName: 5 } }));
    expect(intakeDraftsStore.get()).toEqual({});
    // Each service's form has its own fields: a draft of another form's fields is kept, not dropped.
    localStorage.setItem('nyaya:v1:marketplace:intake-drafts', JSON.stringify({ 'a/b': { landlordName: 'Asha' }, 'affidavit/c': { deponentName: 'Kiran' } }));
    expect(intakeDraftsStore.get()).toEqual({ 'a/b': { landlordName: 'Asha' }, 'affidavit/c': { deponentName: 'Kiran' } });
    localStorage.setItem('nyaya:v1:marketplace:intake-drafts', JSON.stringify({ 'a/b': { landlordName: 'Asha' } }));
    expect(intakeDraftsStore.get()).toEqual({ 'a/b': { landlordName: 'Asha' } });
  });
});
