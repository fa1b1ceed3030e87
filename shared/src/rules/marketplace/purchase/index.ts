// Marketplace purchase rules: one file per rule, each with its test.
export * from './autoAssignBudget';
