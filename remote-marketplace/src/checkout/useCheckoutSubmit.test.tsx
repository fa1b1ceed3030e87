import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from '@nyaya/shared/router';
import { checkoutDraftsStore, editCheckoutDraft, openCheckoutDraft, type CheckoutPurchase } from '@nyaya/shared/stores';
import { fakeOrdersApi, orderViewFor } from '../testing/fakeOrdersApi';
import { resolvePurchase } from './purchase';
import { useCheckoutSubmit } from './useCheckoutSubmit';

const KEY = 'checkout-key-0123456789';
const purchase: CheckoutPurchase = { serviceId: 'affidavit', offerId: 'notary-express' };
const resolved = resolvePurchase(purchase)!;

/** The hook inside a router at /checkout (it navigates to the confirmation), with this purchase's draft filled in. */
function renderSubmit(onFieldsRefused = () => undefined) {
  checkoutDraftsStore.set(
    editCheckoutDraft(openCheckoutDraft([], purchase, KEY), purchase, { contact: { name: 'Asha Verma', mobile: '9876543210', email: '' } }),
  );
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: ['/checkout'] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useCheckoutSubmit({ resolved, total: 499, state: 'Delhi', delivery: 'paper', onFieldsRefused }), { wrapper });
  return { ...hook, router: () => router };
}

afterEach(() => {
  vi.unstubAllGlobals();
  checkoutDraftsStore.reset();
});

describe('useCheckoutSubmit', () => {
  it("pays, places the order with the draft's key and no price, records it in the draft and opens its confirmation", async () => {
    const api = fakeOrdersApi();
    const { result, router } = renderSubmit();
    await act(() => result.current.placeOrder());
    const [post] = api.posts();
    expect(post!.headers['idempotency-key']).toBe(KEY);
    expect(post!.body).toEqual({
      serviceId: 'affidavit',
      offerId: 'notary-express',
      contact: { name: 'Asha Verma', mobile: '9876543210' },
      state: 'Delhi',
      delivery: 'paper',
      payment: { provider: 'test', amountPaise: 49_900 },
    });
    const orderNumber = checkoutDraftsStore.get()[0]!.orderNumber!;
    expect(orderNumber).toMatch(/^ORD/);
    expect(router().state.location).toMatchObject({ pathname: '/order-confirmation', search: `?order=${orderNumber}` });
    expect(result.current.send).toEqual({ kind: 'sending' });
    // The draft is placed: Pay again sends nothing.
    await act(() => result.current.placeOrder());
    expect(api.posts()).toHaveLength(1);
  });

  it('says so when the API cannot be reached, and Retry sends the same key', async () => {
    const api = fakeOrdersApi();
    api.down = true;
    const { result } = renderSubmit();
    await act(() => result.current.placeOrder());
    expect(result.current.send).toEqual({ kind: 'unreachable' });
    api.down = false;
    await act(() => result.current.placeOrder());
    expect(api.posts().map((post) => post.headers['idempotency-key'])).toEqual([KEY, KEY]);
    expect(checkoutDraftsStore.get()[0]!.orderNumber).toMatch(/^ORD/);
  });

  it("puts the server's words next to the fields it names, the rest above Pay, and asks for focus", async () => {
    const api = fakeOrdersApi();
    api.respond = () =>
      new Response(
        JSON.stringify({
          type: 'about:blank',
          title: 'Invalid order',
          status: 400,
          errors: [
            { field: 'contact.mobile', message: 'This number cannot receive calls.' },
            { field: 'intake.deponentName', message: 'Too long.' },
          ],
        }),
        { status: 400 },
      );
    const focus = vi.fn();
    const { result } = renderSubmit(focus);
    await act(() => result.current.placeOrder());
    expect(result.current.serverErrors).toEqual({ mobile: 'This number cannot receive calls.' });
    expect(result.current.send).toMatchObject({ kind: 'refused', messages: ['Invalid order', expect.stringContaining('Too long.')], intakeRefused: true });
    expect(focus).toHaveBeenCalledTimes(1);
    act(() => result.current.clearServerError('mobile'));
    expect(result.current.serverErrors).toEqual({});
    act(() => result.current.reset());
    expect(result.current.send).toEqual({ kind: 'idle' });
  });

  it('finds the order an earlier attempt placed when the key was used with other details (422)', async () => {
    const api = fakeOrdersApi();
    api.orders.set(
      'ORDEARLIER01',
      orderViewFor({ ...purchase, contact: { name: 'Asha', mobile: '9876543210' }, payment: { provider: 'test', amountPaise: 49_900 } }, 'ORDEARLIER01'),
    );
    api.respond = (request) =>
      request.method === 'POST'
        ? new Response(JSON.stringify({ type: 'about:blank', title: 'Idempotency-Key reused', status: 422, orderNumber: 'ORDEARLIER01' }), { status: 422 })
        : new Response(JSON.stringify({ orders: [...api.orders.values()] }), { status: 200 });
    const { result, router } = renderSubmit();
    await act(() => result.current.placeOrder());
    await waitFor(() => expect(router().state.location.search).toBe('?order=ORDEARLIER01'));
    expect(checkoutDraftsStore.get()[0]!.orderNumber).toBe('ORDEARLIER01');
  });

  it('sends one order however often Pay is pressed while it is on its way', async () => {
    const api = fakeOrdersApi();
    const { result } = renderSubmit();
    await act(async () => {
      await Promise.all([result.current.placeOrder(), result.current.placeOrder(), result.current.placeOrder()]);
    });
    expect(api.posts()).toHaveLength(1);
  });
});
