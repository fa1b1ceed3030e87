import type { Transaction } from '../../types';

export interface WalletSummary {
  income: number;
  expenses: number;
}

/** Income and expenses of the wallet, summed from its transactions (amounts are positive). */
export function summarizeTransactions(transactions: readonly Transaction[]): WalletSummary {
  let income = 0;
  let expenses = 0;
  for (const transaction of transactions) {
    const amount = Number.isFinite(transaction.amount) ? Math.abs(transaction.amount) : 0;
    if (transaction.type === 'income') income += amount;
    else expenses += amount;
  }
  // Round to paise so that float sums like 0.1 + 0.2 show as money.
  return { income: Math.round(income * 100) / 100, expenses: Math.round(expenses * 100) / 100 };
}
