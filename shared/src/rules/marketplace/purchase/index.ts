// Marketplace purchase rules: one file per rule, each with its test.
export * from './autoAssignBudget';
export * from './intakeProvider';
export * from './intakeValidation';
export * from './orderNumber';
export * from './priceBreakdownTotal';
export * from './rupeeAmount';
export * from './savePercent';
export * from './serviceOffer';
export * from './trackingProgress';
export * from './assignExpert';
export * from './autoAssignOffer';
export * from './limitedOffer';
export * from './priceQuote';
export * from './cardPrice';
export * from './stampDuty';
export * from './revisionWindow';
export * from './orderCancelRefund';
