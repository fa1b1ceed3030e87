// The API's contract, shared by the server (api/) and the screens: schemas, paths, payment.
export * from './contact';
export * from './problem';
export * from './orders';
export * from './bookings';
export * from './documents';
export * from './paths';
export * from './payment';
export * from './client';
export * from './account';
export * from './console';
export * from './drafts';
export * from './conversations';
export * from './notifications';
export * from './discussions';
export * from './localEvents';
export * from './trending';
export * from './spaces';
