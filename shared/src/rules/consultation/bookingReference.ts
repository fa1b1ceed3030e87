import { generateOrderNumber } from '../marketplace/purchase/orderNumber';

const BOOKING_REFERENCE = /^BKG[A-Z0-9]{9}$/;

/**
 * A booking's reference, as a person reads it out: "BKG" and 9 random uppercase letters or digits,
 * drawn like order numbers (ORD…); the server makes it and its unique index keeps it unique.
 * `random` returns numbers in [0, 1) like Math.random, so tests can pin the result.
 */
export function generateBookingReference(random: () => number = Math.random): string {
  return `BKG${generateOrderNumber(random).slice('ORD'.length)}`;
}

export function isBookingReference(value: unknown): value is string {
  return typeof value === 'string' && BOOKING_REFERENCE.test(value);
}
