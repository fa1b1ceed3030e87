/**
 * The wallet of an account: its real payments (orders and consultations) and refunds (cancelled
 * orders and consultations), newest first, with income (refunds) and expense (payments) summed from them.
 * No balance is stored or claimed: the app holds no money.
 */
import type { WalletResponse, WalletTransaction } from '@nyaya/shared/api';
import { findExpertById } from '@nyaya/shared/data/experts';
import { findLegalService } from '@nyaya/shared/data/marketplace/services';
import type { BookingRow } from '../bookings/view';
import type { OrderRow } from '../orders/view';

export function walletOf(orderRows: OrderRow[], bookingRows: BookingRow[]): WalletResponse {
  const transactions: WalletTransaction[] = [];
  for (const order of orderRows) {
    transactions.push({
      id: `payment-${order.orderNumber}`,
      kind: 'payment',
      title: findLegalService(order.serviceId)?.title ?? order.serviceId,
      amountPaise: order.totalPaise,
      at: order.createdAt.toISOString(),
      orderNumber: order.orderNumber,
      bookingId: null,
    });
    if (order.refundedPaise && order.cancelledAt) {
      transactions.push({
        id: `refund-${order.orderNumber}`,
        kind: 'refund',
        title: findLegalService(order.serviceId)?.title ?? order.serviceId,
        amountPaise: order.refundedPaise,
        at: order.cancelledAt.toISOString(),
        orderNumber: order.orderNumber,
        bookingId: null,
      });
    }
  }
  for (const booking of bookingRows) {
    // Bookings made before consultations were paid have no payment, and so no refund.
    if (!booking.payment) continue;
    const title = `Consultation with ${findExpertById(booking.expertId)?.name ?? 'an expert'}`;
    const base = { title, orderNumber: null, bookingId: booking.id };
    transactions.push({ ...base, id: `payment-${booking.id}`, kind: 'payment', amountPaise: booking.totalPaise, at: booking.createdAt.toISOString() });
    if (booking.refundedPaise && booking.cancelledAt) {
      transactions.push({ ...base, id: `refund-${booking.id}`, kind: 'refund', amountPaise: booking.refundedPaise, at: booking.cancelledAt.toISOString() });
    }
  }
  transactions.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.id.localeCompare(b.id)));
  const sum = (kind: WalletTransaction['kind']) => transactions.filter((item) => item.kind === kind).reduce((total, item) => total + item.amountPaise, 0);
  return { transactions, incomePaise: sum('refund'), expensePaise: sum('payment') };
}
