import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderScreen } from '../testing/renderScreen';
import { walletData } from '@nyaya/shared/data/info';

describe('WalletPage', () => {
  it('shows the balance in rupees with Indian grouping, and income and expenses summed from the transactions', async () => {
    await renderScreen('/wallet', 'Wallet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent(/^₹1,33,456\.20$/);
    // 18,500 + 1,25,000 + 899 and 1,500 + 2,346.80 + 1,286 + 38,000 + 10,000
    const summary = screen.getByTestId('wallet-balance').nextElementSibling as HTMLElement;
    expect(within(summary).getByText('Income').nextElementSibling).toHaveTextContent(/^₹1,44,399$/);
    expect(within(summary).getByText('Expenses').nextElementSibling).toHaveTextContent(/^₹53,132\.80$/);
    expect(screen.getByRole('main')).not.toHaveTextContent('$');
  });

  it('masks the balance and remembers the choice', async () => {
    const user = userEvent.setup();
    const first = await renderScreen('/wallet', 'Wallet');
    await user.click(await screen.findByRole('button', { name: 'Hide balance' }));
    // Not one digit of the balance is left, to the eye or to a screen reader.
    expect(screen.getByTestId('wallet-balance')).not.toHaveTextContent(/\d/);
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('₹ ••••••Balance hidden');
    first.unmount();

    await renderScreen('/wallet', 'Wallet');
    const show = await screen.findByRole('button', { name: 'Show balance' });
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('Balance hidden');
    await user.click(show);
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('₹1,33,456.20');
  });

  it('lists recent transactions signed by type and expands with View All', async () => {
    const user = userEvent.setup();
    await renderScreen('/wallet', 'Wallet');
    const section = (await screen.findByRole('heading', { name: 'Recent transactions' })).closest('section')!;
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section).getByText('Freelance consulting payment').closest('li')).toHaveTextContent('Income +₹18,500');
    expect(within(section).getByText('Legal consultation fee').closest('li')).toHaveTextContent('Expense −₹1,500');
    expect(within(section).getByText('Electricity bill').closest('li')).toHaveTextContent('Expense −₹2,346.80');
    const viewAll = within(section).getByRole('button', { name: 'View All' });
    expect(viewAll).toHaveAttribute('aria-expanded', 'false');
    await user.click(viewAll);
    expect(within(section).getAllByRole('listitem')).toHaveLength(walletData.transactions.length);
    expect(within(section).getByText('Salary credit').closest('li')).toHaveTextContent('Income +₹1,25,000');
    expect(within(section).getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('answers the quick actions honestly', async () => {
    const user = userEvent.setup();
    await renderScreen('/wallet', 'Wallet');
    for (const action of ['Add Money', 'Send', 'Pay Bills', 'Invest']) {
      await user.click(await screen.findByRole('button', { name: action }));
      expect(await findToast(`${action} is coming soon`)).toBeInTheDocument();
    }
  });
});
