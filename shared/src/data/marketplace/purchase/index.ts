// Service offers, the assigned expert and the order timeline (the purchase flow).
export * from './autoAssign';
export * from './serviceOffers';
export * from './order';
