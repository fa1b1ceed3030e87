import { groupIndian, toFixedParts } from './digits';

/** Rupees with Indian digit grouping: 129999 → "₹1,29,999"; paise only when there are any. */
export function formatINR(amount: number): string {
  if (!Number.isFinite(amount)) return '₹0';
  const { negative, whole, fraction } = toFixedParts(amount, Number.isInteger(amount) ? 0 : 2);
  return `${negative ? '-' : ''}₹${groupIndian(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** Counts shown to Indian users (members, downloads) use the same grouping: 125000 → "1,25,000". */
export function formatCount(value: number): string {
  const { negative, whole, fraction } = toFixedParts(Number.isFinite(value) ? value : 0, 3);
  const decimals = fraction.replace(/0+$/, '');
  return `${negative ? '-' : ''}${groupIndian(whole)}${decimals ? `.${decimals}` : ''}`;
}
