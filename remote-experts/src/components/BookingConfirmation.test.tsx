import { screen } from '@testing-library/react';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import type { BookingView } from '@nyaya/shared/api';
import { BookingConfirmation } from './BookingConfirmation';

const booking: BookingView = {
  id: 'b1',
  reference: 'BKGCHAT00001',
  expertSlug: 'adv.-priya-sharma',
  expertName: 'Adv. Priya Sharma',
  mode: 'chat',
  slotStart: '2026-11-25T10:00:00+05:30',
  fee: 500,
  gst: 90,
  total: 590,
  refunded: null,
  status: 'booked',
  createdAt: '2026-11-23T10:00:00Z',
  cancelledAt: null,
  meetingUrl: null,
};

function show(view: BookingView) {
  const element = (
    <BookingConfirmation
      booking={view}
      mobile="9876543210"
      profilePath="/lawyer-profile/adv.-priya-sharma"
      cancel={{ kind: 'idle' }}
      onCancel={() => {}}
      onBookAgain={() => {}}
    />
  );
  renderRoutes([{ path: '/', element }], '/');
}

describe('BookingConfirmation', () => {
  it('opens a booked chat consultation’s conversation with Start Chat', () => {
    show(booking);
    expect(screen.getByRole('link', { name: 'Start Chat' })).toHaveAttribute('href', '/consultation-chat?booking=BKGCHAT00001');
  });

  it('has no Start Chat for a call', () => {
    show({ ...booking, mode: 'call' });
    expect(screen.queryByRole('link', { name: 'Start Chat' })).toBeNull();
  });

  it('has no Start Chat once cancelled', () => {
    show({ ...booking, status: 'cancelled', refunded: 590, cancelledAt: '2026-11-24T10:00:00Z' });
    expect(screen.queryByRole('link', { name: 'Start Chat' })).toBeNull();
  });
});
