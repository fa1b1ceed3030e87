import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WalletTransaction } from '@nyaya/shared/api';
import { findToast, renderScreen } from '../testing/renderScreen';
import { forgetAccount, guestForTest, json, signInForTest } from '../testing/account';

afterEach(forgetAccount);

const entry = (
  id: string,
  kind: WalletTransaction['kind'],
  title: string,
  amountPaise: number,
  at: string,
  orderNumber: string | null = null,
): WalletTransaction => ({
  id,
  kind,
  title,
  amountPaise,
  at,
  orderNumber,
  bookingId: orderNumber ? null : `booking-${id}`,
});

const wallet = (transactions: WalletTransaction[]) => {
  const sum = (kind: string) => transactions.filter((t) => t.kind === kind).reduce((total, t) => total + t.amountPaise, 0);
  return json({ transactions, incomePaise: sum('refund'), expensePaise: sum('payment') });
};

describe('Wallet for a guest', () => {
  it('says the sample wallet is an example, with Sign in back to this screen', async () => {
    await guestForTest();
    await renderScreen('/wallet', 'Wallet');
    const notice = await screen.findByRole('note', { name: 'This is an example' });
    expect(notice).toHaveTextContent('These payments are not yours.');
    expect(within(notice).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Fwallet');
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('₹1,33,456.20');
  });

  it('shows the same notice before the app knows who is signed in (the server’s render)', async () => {
    await renderScreen('/wallet', 'Wallet');
    expect(screen.getByRole('note', { name: 'This is an example' })).toBeInTheDocument();
  });
});

describe('Wallet for a signed-in user', () => {
  it('lists the account’s payments and refunds newest first, in rupees, dated in India’s time', async () => {
    await signInForTest({
      'GET /api/v1/me/wallet': wallet([
        entry('p1', 'payment', 'Rental Agreement Drafting', 154_282, '2026-11-20T06:00:00Z', 'ORDABC123456'),
        entry('r1', 'refund', 'Refund: Video call with Adv. Priya Sharma', 50_000, '2026-11-24T20:00:00Z'),
        entry('p2', 'payment', 'Company Incorporation', 12_345_600, '2026-11-22T10:15:00Z', 'ORDXYZ987654'),
      ]),
    });
    await renderScreen('/wallet', 'Wallet');
    const section = (await screen.findByRole('heading', { name: 'Recent transactions' })).closest('section')!;
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      // 20:00 UTC on the 24th is 1:30 AM on the 25th in India, whatever the test machine's zone.
      'Refund: Video call with Adv. Priya Sharma25 Nov 2026, 1:30 AMIncome +₹500',
      'Company Incorporation22 Nov 2026, 3:45 PMExpense −₹1,23,456',
      'Rental Agreement Drafting20 Nov 2026, 11:30 AMExpense −₹1,542.82',
    ]);
    expect(within(rows[2]!).getByRole('link', { name: 'Rental Agreement Drafting' })).toHaveAttribute('href', '/order-tracking?order=ORDABC123456');
    expect(within(rows[0]!).queryByRole('link')).toBeNull();
    // The summary is summed from the rows: 1,542.82 + 1,23,456 paid, 500 refunded.
    expect(screen.getByTestId('wallet-expenses')).toHaveTextContent(/^₹1,24,998\.82$/);
    expect(screen.getByTestId('wallet-income')).toHaveTextContent(/^₹500$/);
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Refunded')).toBeInTheDocument();
    // No balance claimed, no sample person, no example notice.
    expect(screen.queryByTestId('wallet-balance')).toBeNull();
    expect(screen.getByRole('main')).not.toHaveTextContent('1,33,456');
    expect(screen.queryByRole('note', { name: 'This is an example' })).toBeNull();
  });

  it('shows hostile titles as plain text and a negative amount as its size', async () => {
    const hostile = '<img src=x onerror="alert(1)">\u202eRefund';
    await signInForTest({ 'GET /api/v1/me/wallet': wallet([entry('p1', 'payment', hostile, -250_050, 'not a date', '../../admin?x=1&y=<b>')]) });
    await renderScreen('/wallet', 'Wallet');
    const link = await screen.findByRole('link', { name: hostile });
    expect(link.querySelector('img')).toBeNull();
    expect(link).toHaveAttribute('href', '/order-tracking?order=..%2F..%2Fadmin%3Fx%3D1%26y%3D%3Cb%3E');
    expect(link.closest('li')).toHaveTextContent('Expense −₹2,500.50');
    expect(screen.getByTestId('wallet-expenses')).toHaveTextContent(/^₹2,500\.50$/);
  });

  it('says how to start when there are no payments', async () => {
    await signInForTest({ 'GET /api/v1/me/wallet': wallet([]) });
    await renderScreen('/wallet', 'Wallet');
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute('href', '/marketplace');
    expect(screen.getByTestId('wallet-expenses')).toHaveTextContent(/^₹0$/);
  });

  it('says plainly when the API cannot be reached, and Try again loads again', async () => {
    const user = userEvent.setup();
    let up = false;
    await signInForTest({
      'GET /api/v1/me/wallet': () => {
        if (!up) throw new TypeError('Failed to fetch');
        return wallet([entry('p1', 'payment', 'Will Drafting', 99_900, '2026-11-23T09:00:00Z', 'ORDWILL00001')])();
      },
    });
    await renderScreen('/wallet', 'Wallet');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nyaya could not be reached. Check your connection and try again.');
    expect(screen.queryByTestId('wallet-expenses')).toBeNull();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Will Drafting')).toBeInTheDocument();
    expect(screen.getByTestId('wallet-expenses')).toHaveTextContent('₹999');
  });

  it('shows the API’s problem when it refuses', async () => {
    await signInForTest({ 'GET /api/v1/me/wallet': json({ type: 'about:blank', title: 'Sign in again.', status: 401 }, 401) });
    await renderScreen('/wallet', 'Wallet');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Sign in again\. Try again in a moment\.Try again$/);
  });

  it('does not show a reply whose shape is not the contract’s', async () => {
    await signInForTest({ 'GET /api/v1/me/wallet': json({ balance: 133456.2, transactions: [{ amount: 'lots' }] }) });
    await renderScreen('/wallet', 'Wallet');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected answer from the service');
    expect(screen.getByRole('main')).not.toHaveTextContent('133456');
  });

  it('says honestly that Add Money, Send, Pay Bills and Invest are not available yet', async () => {
    const user = userEvent.setup();
    await signInForTest({ 'GET /api/v1/me/wallet': wallet([]) });
    await renderScreen('/wallet', 'Wallet');
    for (const action of ['Add Money', 'Send', 'Pay Bills', 'Invest']) {
      await user.click(await screen.findByRole('button', { name: action }));
      expect(await findToast(new RegExp(`^${action} is not available yet`))).toBeInTheDocument();
    }
  });
});
