import { BACKUP_PREFIX, STORAGE_PREFIX } from './persistentStore';
import { noPriceChoice, priceChoiceStore } from './priceChoice';

const KEY = `${STORAGE_PREFIX}marketplace:price-choice`;

describe('priceChoiceStore', () => {
  beforeEach(() => {
    localStorage.removeItem(KEY);
    localStorage.removeItem(`${BACKUP_PREFIX}marketplace:price-choice`);
    priceChoiceStore.reset();
  });
  afterEach(() => priceChoiceStore.reset());

  it('starts with no state and digital delivery, and keeps what is chosen under a versioned key', () => {
    expect(priceChoiceStore.get()).toEqual(noPriceChoice);
    priceChoiceStore.set({ state: 'Delhi', delivery: 'paper' });
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ v: 1, state: 'Delhi', delivery: 'paper' });
    expect(priceChoiceStore.get()).toEqual({ state: 'Delhi', delivery: 'paper' });
  });

  it('reads a stored choice of its own version', () => {
    localStorage.setItem(KEY, JSON.stringify({ v: 1, state: 'Karnataka', delivery: 'digital' }));
    expect(priceChoiceStore.get()).toEqual({ state: 'Karnataka', delivery: 'digital' });
  });

  it.each([
    ['corrupt JSON', '{not json'],
    ['a later version', JSON.stringify({ v: 2, state: 'Delhi', delivery: 'paper', pickup: true })],
    ['no version', JSON.stringify({ state: 'Delhi', delivery: 'paper' })],
    ['an unknown delivery', JSON.stringify({ v: 1, state: 'Delhi', delivery: 'pigeon' })],
    ['a huge state', JSON.stringify({ v: 1, state: 'x'.repeat(500), delivery: 'digital' })],
  ])('does not read %s, and backs it up before replacing it', (_what, raw) => {
    localStorage.setItem(KEY, raw);
    expect(priceChoiceStore.get()).toEqual(noPriceChoice);
    priceChoiceStore.set({ state: 'Goa', delivery: 'digital' });
    expect(JSON.parse(localStorage.getItem(`${BACKUP_PREFIX}marketplace:price-choice`)!)).toEqual([{ at: expect.any(String), raw }]);
  });
});
