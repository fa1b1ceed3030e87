import { screen, waitFor, within } from '@testing-library/react';
import { checkoutDraftsStore } from '@nyaya/shared/stores';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';
import { fakeOrdersApi, orderViewFor } from '../testing/fakeOrdersApi';
import { fillContact, loaded, openCheckout, rental, rentalIntake, saleDeed, setUpCheckoutTests, storedKey } from '../testing/checkoutPage';

describe('CheckoutPage, paying', () => {
  setUpCheckoutTests();

  it('pays once, sends the key and no price, and replaces the checkout with the confirmation', async () => {
    const api = fakeOrdersApi();
    const { user, router } = await openCheckout();
    await fillContact(user, { email: 'Asha@Example.IN' });
    await user.selectOptions(screen.getByLabelText('State where the document will be used'), 'Delhi');
    const key = storedKey();
    await user.dblClick(screen.getByRole('button', { name: 'Pay ₹1,042.82' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed' }, loaded)).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/order-confirmation?order=ORDTEST00001');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.posts()).toHaveLength(1);
    const [post] = api.posts();
    expect(post!.headers['idempotency-key']).toBe(key);
    expect(post!.body).toEqual({
      serviceId: 'rental-agreement',
      offerId: 'rental-agreement-1',
      intake: rentalIntake,
      contact: { name: 'Asha Verma', mobile: '9876543210', email: 'asha@example.in' },
      state: 'Delhi',
      delivery: 'digital',
      // The total the user agreed to, in paise: the server checks it against its own price and runs the payment.
      payment: { provider: 'test', amountPaise: 104_282 },
    });
    expect(JSON.stringify(post!.body)).not.toMatch(/price|total|reference/);
    expect(checkoutDraftsStore.get()[0]).toMatchObject({ idempotencyKey: key, orderNumber: 'ORDTEST00001' });
  });

  it('disables Pay while sending', async () => {
    const api = fakeOrdersApi();
    let answer: (response: Response) => void = () => {};
    api.respond = () => new Promise<Response>((resolve) => (answer = resolve));
    const { user } = await openCheckout(saleDeed);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹3,540' }));
    const sending = await screen.findByRole('button', { name: 'Placing your order…' });
    expect(sending).toBeDisabled();
    await user.click(sending);
    expect(api.posts()).toHaveLength(1);
    answer(new Response('{}', { status: 503 }));
    expect(await screen.findByRole('button', { name: 'Pay ₹3,540' })).toBeEnabled();
  });

  it('shows the server’s field messages next to the fields, and the rest above Pay', async () => {
    const api = fakeOrdersApi();
    api.respond = () =>
      new Response(
        JSON.stringify({
          type: 'about:blank',
          title: 'Invalid request',
          status: 400,
          errors: [
            { field: 'contact.mobile', message: 'This number cannot receive calls.' },
            { field: 'intake.monthlyRent', message: 'Monthly rent must be at most ₹10,00,000.' },
          ],
        }),
        { status: 400 },
      );
    const { user } = await openCheckout();
    await fillContact(user);
    await user.selectOptions(screen.getByLabelText('State where the document will be used'), 'Maharashtra');
    await user.click(screen.getByRole('button', { name: /^Pay / }));

    const mobile = screen.getByLabelText('Mobile number');
    await waitFor(() => expect(mobile).toHaveAccessibleDescription(/This number cannot receive calls\.$/));
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveFocus();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Invalid request');
    expect(alert).toHaveTextContent('Monthly rent (₹): Monthly rent must be at most ₹10,00,000.');
    expect(within(alert).getByRole('link', { name: 'Edit your details' })).toHaveAttribute('href', '/service/rental-agreement/legaldocs-pro');
    // Editing the field clears the server's word on it.
    await user.type(mobile, '1');
    expect(screen.queryByText('This number cannot receive calls.')).not.toBeInTheDocument();
  });

  it('leads to the intake form when the server refuses the details', async () => {
    const api = fakeOrdersApi();
    api.respond = () =>
      new Response(
        JSON.stringify({
          type: 'about:blank',
          title: 'Invalid request',
          status: 400,
          detail: 'Sale Deed needs its details before it can be ordered.',
          errors: [{ field: 'intake.sellerName', message: "Enter the seller's name." }],
        }),
        { status: 400 },
      );
    const { user } = await openCheckout(saleDeed);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sale Deed needs its details before it can be ordered.');
    expect(within(alert).getByRole('link', { name: 'Edit your details' })).toHaveAttribute('href', '/service/sale-deed/proplegal-experts');
  });

  it('says plainly when Nyaya cannot be reached, keeps everything, and Retry sends the same key', async () => {
    const api = fakeOrdersApi();
    api.down = true;
    const { user } = await openCheckout(saleDeed);
    await fillContact(user, { email: 'asha@example.in' });
    await user.click(screen.getByRole('button', { name: 'Pay ₹3,540' }));
    expect(await screen.findByRole('alert', {}, loaded)).toHaveTextContent(
      'We couldn’t reach Nyaya’s servers. Nothing was charged and your details are saved. Try again.',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();

    api.down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed' }, loaded)).toBeInTheDocument();
    const keys = api.posts().map((post) => post.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(api.orders.size).toBe(1);
  });

  it('keeps what was typed, and the key, across a remount (a reload)', async () => {
    const { user, unmount } = await openCheckout();
    await fillContact(user, { name: 'Asha <b>Verma</b>', mobile: '98765' });
    await user.selectOptions(screen.getByLabelText('State where the document will be used'), 'Karnataka');
    const key = storedKey();
    unmount();

    // A reload keeps the history entry's state; a new tab has none and resumes the latest draft.
    for (const state of [{ purchase: rental }, undefined]) {
      const view = renderRoutes(routes, '/checkout', state);
      expect(await screen.findByLabelText('Name', {}, loaded)).toHaveValue('Asha <b>Verma</b>');
      expect(screen.getByLabelText('Mobile number')).toHaveValue('98765');
      expect(screen.getByLabelText('State where the document will be used')).toHaveValue('Karnataka');
      expect(screen.getByText('Landlord name').nextSibling).toHaveTextContent('Ramesh Gupta');
      view.unmount();
    }
    expect(checkoutDraftsStore.get()).toHaveLength(1);
    expect(storedKey()).toBe(key);
  });

  it('starts another purchase with its own key and the same contact details', async () => {
    const first = await openCheckout(saleDeed);
    await fillContact(first.user);
    const key = storedKey();
    first.unmount();
    await openCheckout(rental);
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
    expect(storedKey()).not.toBe(key);
    expect(checkoutDraftsStore.get().map((draft) => draft.purchase)).toEqual([rental, saleDeed]);
  });

  it('after paying, the same purchase says it was placed; Place another order starts a new key', async () => {
    const api = fakeOrdersApi();
    const first = await openCheckout(saleDeed);
    await fillContact(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Pay ₹3,540' }));
    await screen.findByRole('heading', { level: 1, name: 'Order Confirmed' }, loaded);
    const key = storedKey();
    first.unmount();

    // Back to the service, Proceed to Payment again: no second order.
    const { user } = await openCheckout(saleDeed);
    const placed = screen.getByRole('region', { name: 'You have placed this order' });
    expect(within(placed).getByRole('link', { name: 'View order ORDTEST00001' })).toHaveAttribute('href', '/order-confirmation?order=ORDTEST00001');
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();

    await user.click(within(placed).getByRole('button', { name: 'Place another order' }));
    expect(storedKey()).not.toBe(key);
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
    await user.click(screen.getByRole('button', { name: 'Pay ₹3,540' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed' }, loaded)).toBeInTheDocument();
    expect(api.orders.size).toBe(2);
  });

  it('finds the order an earlier attempt placed when the key was used with other details (422)', async () => {
    const api = fakeOrdersApi();
    const { user, router } = await openCheckout(saleDeed);
    await fillContact(user);
    api.orders.set(
      'ORDEARLIER01',
      orderViewFor({ ...saleDeed, contact: { name: 'Asha', mobile: '9876543210' }, payment: { provider: 'test', amountPaise: 354_000 } }, 'ORDEARLIER01'),
    );
    api.respond = (request) =>
      request.method === 'POST'
        ? new Response(JSON.stringify({ type: 'about:blank', title: 'Idempotency-Key reused', status: 422, orderNumber: 'ORDEARLIER01' }), { status: 422 })
        : new Response(JSON.stringify({ orders: [...api.orders.values()] }), { status: 200 });
    await user.click(screen.getByRole('button', { name: 'Pay ₹3,540' }));
    await waitFor(() => expect(router.state.location.search).toBe('?order=ORDEARLIER01'), loaded);
    expect(api.posts()).toHaveLength(1);
  });
});
