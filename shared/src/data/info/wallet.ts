import type { WalletData } from '../../types';

/** The wallet is in dollars (spec §1); newest transactions first. */
export const walletData: WalletData = {
  balance: 12_458.75,
  transactions: [
    { id: 'tx-1', type: 'income', title: 'Freelance consulting payment', amount: 1850, date: '2025-06-12' },
    { id: 'tx-2', type: 'expense', title: 'Legal consultation fee', amount: 120, date: '2025-06-11' },
    { id: 'tx-3', type: 'expense', title: 'Electricity bill', amount: 64.3, date: '2025-06-09' },
    { id: 'tx-4', type: 'income', title: 'Salary', amount: 4200, date: '2025-06-01' },
    { id: 'tx-5', type: 'expense', title: 'Rent', amount: 1100, date: '2025-06-01' },
    { id: 'tx-6', type: 'expense', title: 'Mutual fund SIP', amount: 250, date: '2025-05-28' },
    { id: 'tx-7', type: 'income', title: 'Refund: cancelled order', amount: 45.5, date: '2025-05-25' },
  ],
};

export async function getWallet(): Promise<WalletData> {
  return walletData;
}
