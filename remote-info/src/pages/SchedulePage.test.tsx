import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderScreen } from '../testing/renderScreen';

const slotList = () => screen.getByRole('heading', { name: 'Available time slots today' }).closest('section')!;

describe('SchedulePage', () => {
  it('summarises today and offers 8 hourly slots from 9 AM to 4 PM, taken ones disabled', async () => {
    await renderScreen('/schedule', 'Schedule');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeSchedule');
    expect(screen.getByText('2 events today · 5 open slots')).toBeInTheDocument();
    const slots = within(slotList()).getAllByRole('button');
    expect(slots.map((slot) => slot.textContent)).toEqual([
      '9:00 AM',
      '10:00 AMBooked',
      '11:00 AM',
      '12:00 PM',
      '1:00 PMBooked',
      '2:00 PM',
      '3:00 PMBooked',
      '4:00 PM',
    ]);
    expect(slots.filter((slot) => slot.hasAttribute('disabled'))).toHaveLength(3);
  });

  it('selects one available slot at a time and confirms it', async () => {
    const user = userEvent.setup();
    await renderScreen('/schedule', 'Schedule');
    const eleven = within(slotList()).getByRole('button', { name: '11:00 AM' });
    await user.click(eleven);
    expect(eleven).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Selected slot: 11:00 AM today')).toBeInTheDocument();
    expect(await findToast('11:00 AM selected')).toBeInTheDocument();
    await user.click(within(slotList()).getByRole('button', { name: '4:00 PM' }));
    expect(eleven).toHaveAttribute('aria-pressed', 'false');
    const booked = within(slotList()).getByRole('button', { name: /10:00 AM/ });
    await user.click(booked);
    expect(booked).not.toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Selected slot: 4:00 PM today')).toBeInTheDocument();
  });

  it('lists upcoming events with type, place or attendees and a Join button', async () => {
    const user = userEvent.setup();
    await renderScreen('/schedule', 'Schedule');
    const events = screen.getByRole('heading', { name: 'Upcoming events' }).closest('section')!;
    const call = within(events).getByRole('heading', { name: 'Consultation with Adv. Priya Sharma' }).closest('li')!;
    expect(call).toHaveTextContent('Video Call');
    expect(call).toHaveTextContent('2 attendees');
    const visit = within(events).getByRole('heading', { name: 'Site inspection of rented flat' }).closest('li')!;
    expect(visit).toHaveTextContent('On-site');
    expect(visit).toHaveTextContent('Flat 4B, Powai');
    expect(within(events).getByText('In Person')).toBeInTheDocument();
    await user.click(within(call).getByRole('button', { name: 'Join Consultation with Adv. Priya Sharma' }));
    expect(await findToast('Joining video calls is coming soon')).toBeInTheDocument();
  });
});
