import type { Transaction } from '../../types';
import { summarizeTransactions } from './walletSummary';

const tx = (type: Transaction['type'], amount: number): Transaction => ({ id: `${type}${amount}`, type, amount, title: 't', date: '2025-06-01' });

describe('summarizeTransactions', () => {
  it('sums income and expenses separately', () => {
    expect(summarizeTransactions([tx('income', 100.1), tx('expense', 20.2), tx('income', 0.2), tx('expense', 5)])).toEqual({ income: 100.3, expenses: 25.2 });
  });

  it('is zero without transactions and ignores broken amounts', () => {
    expect(summarizeTransactions([])).toEqual({ income: 0, expenses: 0 });
    expect(summarizeTransactions([tx('income', Number.NaN), tx('expense', 3)])).toEqual({ income: 0, expenses: 3 });
  });
});
