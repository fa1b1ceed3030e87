// Marketplace browsing rules: one file per rule, each with its test.
export * from './priceRangeStart';
export * from './deliveryHours';
export * from './providerSort';
export * from './providerSearch';
export * from './categoryLookup';
export * from './serviceTitle';
export * from './providerLogo';
