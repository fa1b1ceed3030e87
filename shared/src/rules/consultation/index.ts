// Consultation rules: what a booking costs, what cancelling it refunds, and its reference. Loaded
// by the booking screens and the API only (not by the home screen).
export * from './bookingReference';
export * from './consultationPrice';
export * from './consultationRefund';
