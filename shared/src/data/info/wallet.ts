import type { WalletData } from '../../types';

/**
 * A month of a salaried household in Mumbai, in rupees (the product owner moved the wallet from
 * the spec's dollars to rupees); newest transactions first. The balance is the opening ₹42,190
 * plus this income, minus these expenses.
 */
export const walletData: WalletData = {
  balance: 133_456.2,
  transactions: [
    { id: 'tx-1', type: 'income', title: 'Freelance consulting payment', amount: 18_500, date: '2025-06-12' },
    { id: 'tx-2', type: 'expense', title: 'Legal consultation fee', amount: 1_500, date: '2025-06-11' },
    { id: 'tx-3', type: 'expense', title: 'Electricity bill', amount: 2_346.8, date: '2025-06-09' },
    { id: 'tx-4', type: 'expense', title: 'UPI to kirana store', amount: 1_286, date: '2025-06-07' },
    { id: 'tx-5', type: 'income', title: 'Salary credit', amount: 125_000, date: '2025-06-01' },
    { id: 'tx-6', type: 'expense', title: 'House rent, June', amount: 38_000, date: '2025-06-01' },
    { id: 'tx-7', type: 'expense', title: 'Mutual fund SIP', amount: 10_000, date: '2025-05-28' },
    { id: 'tx-8', type: 'income', title: 'Refund: cancelled order', amount: 899, date: '2025-05-25' },
  ],
};

export async function getWallet(): Promise<WalletData> {
  return walletData;
}
