import { DAY_MS, saveFailures } from './persistentStore';
import { installFakeStorage } from './testing/fakeStorage';
import {
  checkoutDraftsStore,
  editCheckoutDraft,
  findCheckoutDraft,
  isCheckoutPurchase,
  MAX_CHECKOUT_DRAFTS,
  openCheckoutDraft,
  purchaseKey,
  recordCheckoutOrder,
  restartCheckoutDraft,
  type CheckoutPurchase,
} from './checkout';

const rental: CheckoutPurchase = { serviceId: 'rental-agreement', offerId: 'rental-agreement-1', intake: { tenantName: 'Anita', landlordName: 'Ramesh' } };
const affidavit: CheckoutPurchase = { serviceId: 'affidavit', offerId: 'notary-express', autoAssign: { budget: 1500, timeline: 'urgent' } };
const key = (letter: string) => letter.repeat(32);

describe('checkout drafts', () => {
  beforeEach(() => checkoutDraftsStore.reset());

  it('names a purchase the same way whatever the order of its intake fields', () => {
    expect(purchaseKey({ ...rental, intake: { landlordName: 'Ramesh', tenantName: 'Anita' } })).toBe(purchaseKey(rental));
    expect(purchaseKey({ ...rental, intake: { landlordName: 'Ramesh', tenantName: 'Anit' } })).not.toBe(purchaseKey(rental));
    expect(purchaseKey({ serviceId: 'affidavit', offerId: 'notary-express', autoAssign: { budget: 1500 } })).not.toBe(purchaseKey(affidavit));
  });

  it('keeps one draft and one key per purchase, most recent first', () => {
    let drafts = openCheckoutDraft([], rental, key('a'));
    expect(drafts).toEqual([{ purchase: rental, contact: { name: '', mobile: '', email: '' }, state: '', idempotencyKey: key('a') }]);
    drafts = editCheckoutDraft(drafts, rental, { contact: { name: 'Asha', mobile: '98765 43210', email: '' }, state: 'Delhi' });
    drafts = openCheckoutDraft(drafts, affidavit, key('b'), 'Maharashtra');
    // A new purchase starts with the latest contact details and its own key.
    expect(drafts[0]).toEqual({
      purchase: affidavit,
      contact: { name: 'Asha', mobile: '98765 43210', email: '' },
      state: 'Maharashtra',
      idempotencyKey: key('b'),
    });
    // Coming back to the first purchase finds its draft, key and typing unchanged.
    drafts = openCheckoutDraft(drafts, { ...rental }, key('c'));
    expect(drafts.map((draft) => draft.idempotencyKey)).toEqual([key('a'), key('b')]);
    expect(drafts[0]!.state).toBe('Delhi');
  });

  it('remembers the order placed with a key, and starts a new key for another order', () => {
    let drafts = openCheckoutDraft([], rental, key('a'));
    drafts = recordCheckoutOrder(drafts, key('a'), 'ORDAB12CD34E');
    expect(findCheckoutDraft(drafts, rental)).toMatchObject({ idempotencyKey: key('a'), orderNumber: 'ORDAB12CD34E' });
    // An answer for a key the draft no longer has changes nothing.
    expect(recordCheckoutOrder(drafts, key('z'), 'ORDZZZZZZZZZ')).toEqual(drafts);
    drafts = restartCheckoutDraft(drafts, rental, key('d'));
    expect(findCheckoutDraft(drafts, rental)).toEqual({ purchase: rental, contact: { name: '', mobile: '', email: '' }, state: '', idempotencyKey: key('d') });
  });

  it('keeps at most a handful of drafts', () => {
    let drafts = openCheckoutDraft([], rental, key('a'));
    for (let index = 0; index < 15; index += 1)
      drafts = openCheckoutDraft(drafts, { serviceId: 'affidavit', autoAssign: { budget: 1000 + index } }, key(String(index % 10)));
    expect(drafts).toHaveLength(MAX_CHECKOUT_DRAFTS);
    expect(findCheckoutDraft(drafts, rental)).toBeUndefined();
  });

  it('survives a reload through localStorage', () => {
    checkoutDraftsStore.set(openCheckoutDraft([], rental, key('a')));
    expect(JSON.parse(localStorage.getItem('nyaya:v1:marketplace:checkout')!)[0]).toMatchObject({
      idempotencyKey: key('a'),
      v: 2,
      updatedAt: expect.any(String),
    });
    expect(checkoutDraftsStore.get()[0]!.purchase).toEqual(rental);
  });

  const KEY = 'nyaya:v1:marketplace:checkout';
  const draftOf = (purchase: CheckoutPurchase, letter: string) => ({
    purchase,
    contact: { name: 'Asha', mobile: '9876543210', email: '' },
    state: '',
    idempotencyKey: key(letter),
  });

  it('reads each draft on its own: one it does not understand is kept, after the others', () => {
    const newer = { ...draftOf(affidavit, 'b'), v: 3, updatedAt: new Date().toISOString(), coupon: 'DIWALI' };
    localStorage.setItem(KEY, JSON.stringify([draftOf(rental, 'a'), newer, { ...draftOf(affidavit, 'c'), notes: 'x' }]));
    expect(checkoutDraftsStore.get()).toEqual([draftOf(rental, 'a')]);
    checkoutDraftsStore.set((previous) => editCheckoutDraft(previous, rental, { state: 'Delhi' }));
    const saved = JSON.parse(localStorage.getItem(KEY)!);
    expect(saved).toHaveLength(3);
    expect(saved[0]).toMatchObject({ state: 'Delhi', v: 2 });
    expect(saved.slice(1)).toEqual([newer, { ...draftOf(affidavit, 'c'), notes: 'x' }]);
  });

  it('migrates a version-1 draft (no version, no time) as changed now', () => {
    localStorage.setItem(KEY, JSON.stringify([draftOf(rental, 'a')]));
    expect(checkoutDraftsStore.get()).toEqual([draftOf(rental, 'a')]);
    checkoutDraftsStore.set((previous) => previous);
    expect(JSON.parse(localStorage.getItem(KEY)!)[0]).toEqual({ ...draftOf(rental, 'a'), v: 2, updatedAt: expect.any(String) });
  });

  it('prunes a draft unchanged for 30 days', () => {
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString();
    localStorage.setItem(
      KEY,
      JSON.stringify([
        { ...draftOf(rental, 'a'), v: 2, updatedAt: at(2) },
        { ...draftOf(affidavit, 'b'), v: 2, updatedAt: at(31) },
      ]),
    );
    expect(checkoutDraftsStore.get().map((draft) => draft.idempotencyKey)).toEqual([key('a')]);
  });

  it('removes bidirectional controls and zero-width characters from the contact typed', () => {
    checkoutDraftsStore.set(openCheckoutDraft([], rental, key('a')));
    checkoutDraftsStore.set((previous) =>
      editCheckoutDraft(previous, rental, { contact: { name: 'A\u202esha\u200b', mobile: '98765\u200b43210', email: '' } }),
    );
    expect(checkoutDraftsStore.get()[0]!.contact).toEqual({ name: 'Asha', mobile: '9876543210', email: '' });
  });

  it('says the checkout details were not saved when storage is full', () => {
    installFakeStorage('full');
    checkoutDraftsStore.set(openCheckoutDraft([], rental, key('a')));
    expect(checkoutDraftsStore.get()).toHaveLength(1);
    expect(saveFailures.get().map((failure) => failure.message)).toEqual(['Your checkout details could not be saved on this device: storage is full.']);
    checkoutDraftsStore.reset();
  });

  it.each([
    ['not a list', { drafts: [] }],
    [
      'a draft with a field it does not know',
      [{ purchase: rental, contact: { name: '', mobile: '', email: '' }, state: '', idempotencyKey: key('a'), coupon: 'x' }],
    ],
    [
      'a contact with a field it does not know',
      [{ purchase: rental, contact: { name: '', mobile: '', email: '', whatsapp: '' }, state: '', idempotencyKey: key('a') }],
    ],
    ['a bad key', [{ purchase: rental, contact: { name: '', mobile: '', email: '' }, state: '', idempotencyKey: 'short' }]],
    ['a bad order number', [{ purchase: rental, contact: { name: '', mobile: '', email: '' }, state: '', idempotencyKey: key('a'), orderNumber: '<b>' }]],
    ['a contact of the wrong shape', [{ purchase: rental, contact: { name: 1 }, state: '', idempotencyKey: key('a') }]],
    ['a purchase with a price', [{ purchase: { ...rental, price: 1 }, contact: { name: '', mobile: '', email: '' }, state: '', idempotencyKey: key('a') }]],
  ])('reads %s as no drafts', (_, stored) => {
    localStorage.setItem('nyaya:v1:marketplace:checkout', JSON.stringify(stored));
    expect(checkoutDraftsStore.get()).toEqual([]);
  });

  it.each([
    ['a known shape', rental, true],
    ['Auto Assign without a timeline', { serviceId: 'affidavit', autoAssign: { budget: 1000 } }, true],
    ['a hostile id', { serviceId: '<script>' }, false],
    ['an unknown timeline', { serviceId: 'affidavit', autoAssign: { budget: 1000, timeline: 'soon' } }, false],
    ['an endless budget', { serviceId: 'affidavit', autoAssign: { budget: 1e308 } }, false],
    ['an intake of numbers', { serviceId: 'affidavit', intake: { name: 5 } }, false],
    ['extra fields', { serviceId: 'affidavit', price: 1 }, false],
    ['not an object', 'rental-agreement', false],
  ])('isCheckoutPurchase: %s', (_, value, expected) => {
    expect(isCheckoutPurchase(value)).toBe(expected);
  });
});
