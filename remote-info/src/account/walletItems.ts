import type { WalletTransaction } from '@nyaya/shared/api';
import { formatIndiaDateTime } from '@nyaya/shared/format';
import { summarizeTransactions, type WalletSummary } from '@nyaya/shared/rules/info';
import type { Transaction } from '@nyaya/shared/types';
import type { ListedTransaction } from '../components/wallet/TransactionList';

/**
 * An account's payment or refund as the wallet's rows and summary take it: a refund is money in,
 * a payment money out, in rupees from the API's integer paise.
 */
export function asTransaction(entry: WalletTransaction): Transaction {
  return { id: entry.id, type: entry.kind === 'refund' ? 'income' : 'expense', title: entry.title, amount: Math.abs(entry.amountPaise) / 100, date: entry.at };
}

/** Where a row leads: the order's tracking, or nothing for a consultation (it has no page yet). */
function linkOf(entry: WalletTransaction): string | undefined {
  return entry.orderNumber ? `/order-tracking?order=${encodeURIComponent(entry.orderNumber)}` : undefined;
}

/** The rows, newest first, each dated in India's time whatever the device's time zone. */
export function walletItems(entries: readonly WalletTransaction[]): ListedTransaction[] {
  return [...entries]
    .sort((a, b) => (Date.parse(b.at) || 0) - (Date.parse(a.at) || 0))
    .map((entry) => ({ transaction: asTransaction(entry), when: formatIndiaDateTime(entry.at), to: linkOf(entry) }));
}

/**
 * Refunds received and payments made, summed by the area's one wallet rule from the rows the
 * user sees, so the tiles always add up to the list.
 */
export function walletSummary(entries: readonly WalletTransaction[]): WalletSummary {
  return summarizeTransactions(entries.map(asTransaction));
}
