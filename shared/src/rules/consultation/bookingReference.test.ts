import { generateBookingReference, isBookingReference } from './bookingReference';

describe('booking reference', () => {
  it('is BKG plus 9 uppercase letters or digits', () => {
    for (let run = 0; run < 200; run += 1) expect(generateBookingReference()).toMatch(/^BKG[A-Z0-9]{9}$/);
    expect(generateBookingReference(() => 0)).toBe('BKGAAAAAAAAA');
    expect(generateBookingReference(() => 0.9999)).toBe('BKG999999999');
  });

  it('differs between bookings', () => {
    expect(new Set(Array.from({ length: 500 }, () => generateBookingReference())).size).toBe(500);
  });

  it('recognises only well-formed references', () => {
    expect(isBookingReference('BKGAB12CD34E')).toBe(true);
    expect(isBookingReference('ORDAB12CD34E')).toBe(false);
    expect(isBookingReference('BKGab12cd34e')).toBe(false);
    expect(isBookingReference('BKG12345678')).toBe(false);
    expect(isBookingReference('4f1c2a9e-0b7d-4c1e-9a55-2f0e6b3d8c71')).toBe(false);
    expect(isBookingReference(42)).toBe(false);
  });
});
