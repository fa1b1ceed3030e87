import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingView } from '@nyaya/shared/api';
import { CancelBookingDialog } from './CancelBookingDialog';

const HOUR = 3_600_000;
const booking: BookingView = {
  id: 'booking-1',
  reference: 'BKGAB12CD34E',
  expertSlug: 'adv.-priya-sharma',
  expertName: 'Adv. Priya Sharma',
  mode: 'chat',
  slotStart: '2030-01-16T11:00:00+05:30',
  fee: 500,
  gst: 90,
  total: 590,
  refunded: null,
  status: 'booked',
  createdAt: '2030-01-10T09:00:00.000Z',
  cancelledAt: null,
  meetingUrl: null,
};
const slot = Date.parse(booking.slotStart);

function open(at: number) {
  const onConfirm = vi.fn();
  const onOpenChange = vi.fn();
  render(<CancelBookingDialog booking={booking} at={at} open onOpenChange={onOpenChange} onConfirm={onConfirm} />);
  return { dialog: screen.getByRole('dialog', { name: 'Cancel this booking?' }), onConfirm, onOpenChange };
}

describe('CancelBookingDialog', () => {
  it.each([
    [25 * HOUR, 'Cancelled now, all of the ₹590 paid comes back to you.'],
    [23 * HOUR, 'Cancelled now, ₹295 comes back to you: half of the ₹590 paid, as the slot is less than 24 hours away.'],
    [HOUR, 'Cancelled now, nothing comes back to you: the slot is less than 2 hours away.'],
  ])('says what comes back when cancelled %d ms before the slot', (before, text) => {
    const { dialog } = open(slot - before);
    expect(dialog).toHaveAccessibleDescription(text);
  });

  it('cancels only on Yes; Keep booking closes it', async () => {
    const user = userEvent.setup();
    const { dialog, onConfirm, onOpenChange } = open(slot - 30 * HOUR);
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
