// Marketplace browsing rules: one file per rule, each with its test.
export * from './priceRangeStart';
export * from './deliveryRank';
export * from './providerSort';
export * from './providerSearch';
export * from './categoryLookup';
export * from './serviceTitle';
