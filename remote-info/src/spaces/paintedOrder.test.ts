import { inPaintedOrder } from './paintedOrder';

describe('inPaintedOrder', () => {
  it('keeps the painted order, puts new spaces after it in the API’s order, and drops none', () => {
    const painted = [{ id: 'sp-tenants' }, { id: 'sp-founders' }, { id: 'sp-family' }];
    const live = ['sp-new-b', 'sp-family', 'sp-founders', 'sp-new-a', 'sp-tenants'].map((id) => ({ id }));
    expect(inPaintedOrder(live, painted).map((space) => space.id)).toEqual(['sp-tenants', 'sp-founders', 'sp-family', 'sp-new-b', 'sp-new-a']);
    expect(inPaintedOrder([{ id: 'sp-family' }], painted)).toEqual([{ id: 'sp-family' }]);
    expect(inPaintedOrder(live, [])).toEqual(live);
  });
});
