import { bookingModeLabels } from '@nyaya/shared/api';
import { getExpertProfile } from '@nyaya/shared/data/experts/profiles';
import { consultationBookingOf, consultationBookingPath, consultationBookings, findOfferListing, isBookedService, offerListings } from '.';

const MODE_OF_SERVICE = { 'chat-consultation': 'chat', 'call-consultation': 'call' } as const;

describe('consultations bought in the marketplace are bookings of one expert', () => {
  it('names an expert for every chat and call consultation offer, and for nothing else', () => {
    const booked = offerListings.filter((offer) => offer.serviceId in MODE_OF_SERVICE).map((offer) => offer.id);
    expect(Object.keys(consultationBookings).sort()).toEqual(booked.sort());
    expect(consultationBookingOf('rental-agreement-1')).toBeUndefined();
    expect(consultationBookingOf(undefined, 'rental-agreement')).toBeUndefined();
    expect(consultationBookingOf('__proto__')).toBeUndefined();
    expect(isBookedService('divorce-consultation')).toBe(false);
  });

  it.each(Object.entries(consultationBookings))(
    '%s: an expert of the offer’s firm, whose fee is the offer’s price, in a mode the expert offers',
    async (offerId, booking) => {
      const offer = findOfferListing(offerId)!;
      const expert = await getExpertProfile(booking.expertSlug);
      expect(expert).not.toBeNull();
      expect(expert!.firmId).toBe(offer.providerId);
      expect(offer.price).toBe(expert!.fee);
      expect(booking.mode).toBe(MODE_OF_SERVICE[offer.serviceId as keyof typeof MODE_OF_SERVICE]);
      expect(expert!.consultationModes).toContain(bookingModeLabels[booking.mode]);
      expect(consultationBookingPath(booking)).toBe(`/lawyer-profile/${booking.expertSlug}/book?mode=${booking.mode}`);
    },
  );

  it('books a consultation service’s first offer when no offer is named', () => {
    expect(isBookedService('chat-consultation')).toBe(true);
    expect(consultationBookingOf(undefined, 'chat-consultation')).toEqual(consultationBookings['lexconnect-chat']);
    expect(consultationBookingOf('selected-provider', 'call-consultation')).toEqual(consultationBookings['callcounsel']);
  });
});
