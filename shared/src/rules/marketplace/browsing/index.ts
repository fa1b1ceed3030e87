// Marketplace browsing rules: one file per rule, each with its test.
export {};
