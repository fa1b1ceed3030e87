import { savedExpertsStore } from './experts';
import { saveFailures } from './persistentStore';
import { installFakeStorage } from './testing/fakeStorage';

describe('savedExpertsStore', () => {
  beforeEach(() => savedExpertsStore.reset());

  it('starts empty and keeps saved ids under a versioned key', () => {
    expect(savedExpertsStore.get()).toEqual([]);
    savedExpertsStore.set(['priya-sharma']);
    expect(JSON.parse(localStorage.getItem('nyaya:v1:experts:saved')!)).toEqual(['priya-sharma']);
    expect(savedExpertsStore.get()).toEqual(['priya-sharma']);
  });

  it('reads back what an earlier page load saved', () => {
    localStorage.setItem('nyaya:v1:experts:saved', JSON.stringify(['rohan-mehta']));
    expect(savedExpertsStore.get()).toEqual(['rohan-mehta']);
  });

  it('falls back to nothing saved when storage holds junk', () => {
    localStorage.setItem('nyaya:v1:experts:saved', '{not json');
    expect(savedExpertsStore.get()).toEqual([]);
    localStorage.setItem('nyaya:v1:experts:saved', JSON.stringify([1, 2]));
    expect(savedExpertsStore.get()).toEqual([]);
    localStorage.setItem('nyaya:v1:experts:saved', JSON.stringify({ 'priya-sharma': true }));
    expect(savedExpertsStore.get()).toEqual([]);
  });

  it('keeps entries it does not understand when saving another', () => {
    localStorage.setItem('nyaya:v1:experts:saved', JSON.stringify(['rohan-mehta', { id: 'x', since: 2027 }]));
    expect(savedExpertsStore.get()).toEqual(['rohan-mehta']);
    savedExpertsStore.set((previous) => [...previous, 'meera-nair']);
    expect(JSON.parse(localStorage.getItem('nyaya:v1:experts:saved')!)).toEqual(['rohan-mehta', 'meera-nair', { id: 'x', since: 2027 }]);
  });

  it('says the saved experts were not saved when storage is full', () => {
    installFakeStorage('full');
    savedExpertsStore.set(['priya-sharma']);
    expect(savedExpertsStore.get()).toEqual(['priya-sharma']);
    expect(saveFailures.get().map((failure) => failure.message)).toEqual(['Your saved experts could not be saved on this device: storage is full.']);
    savedExpertsStore.reset();
  });
});
