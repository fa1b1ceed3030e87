import { lazyFormat } from './lazyFormat';

const inrWhole = lazyFormat(() => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }));
const inrPaise = lazyFormat(
  () => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const usd = lazyFormat(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));
const count = lazyFormat(() => new Intl.NumberFormat('en-IN'));

/** Rupees with Indian digit grouping: 129999 → "₹1,29,999"; paise only when there are any. */
export function formatINR(amount: number): string {
  if (!Number.isFinite(amount)) return '₹0';
  return Number.isInteger(amount) ? inrWhole().format(amount) : inrPaise().format(amount);
}

/** The wallet is in dollars: 1234.5 → "$1,234.50". */
export function formatUSD(amount: number): string {
  return usd().format(Number.isFinite(amount) ? amount : 0);
}

/** Counts shown to Indian users (members, downloads) use the same grouping: 125000 → "1,25,000". */
export function formatCount(value: number): string {
  return count().format(Number.isFinite(value) ? value : 0);
}
export { formatDate, formatDay, formatRelativeDate } from './dates';
