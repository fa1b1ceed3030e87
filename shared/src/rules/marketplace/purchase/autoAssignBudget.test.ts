import { autoAssignBudgetMessage, parseBudget } from './autoAssignBudget';

describe('auto-assign budget', () => {
  it('accepts ₹1,000 and more', () => {
    expect(autoAssignBudgetMessage('1000')).toBeNull();
    expect(autoAssignBudgetMessage(' 2500.50 ')).toBeNull();
    expect(parseBudget('2500.50')).toBe(2500.5);
  });

  it('reads exponent notation as the number input does: 1e3 is 1000', () => {
    expect(parseBudget('1e3')).toBe(1000);
    expect(autoAssignBudgetMessage('1e3')).toBeNull();
    expect(autoAssignBudgetMessage('1e2')).toBe('The budget must be at least ₹1,000.');
  });

  it('requires a value', () => {
    expect(autoAssignBudgetMessage('')).toBe('Enter your maximum budget.');
    expect(autoAssignBudgetMessage('   ')).toBe('Enter your maximum budget.');
  });

  it('rejects values below the minimum, including 999.99', () => {
    expect(autoAssignBudgetMessage('999.99')).toBe('The budget must be at least ₹1,000.');
    expect(autoAssignBudgetMessage('0')).toBe('The budget must be at least ₹1,000.');
  });

  it('says negatives are negative', () => {
    expect(autoAssignBudgetMessage('-5')).toBe('The budget cannot be negative.');
    expect(autoAssignBudgetMessage('-5000')).toBe('The budget cannot be negative.');
  });

  it.each(['abc', '1,000', '0x10', 'Infinity', 'NaN', '12abc', '<script>', '1e', '.', '1e400'])('rejects %s as not a number', (text) => {
    expect(parseBudget(text)).toBeNull();
    expect(autoAssignBudgetMessage(text)).toBe('Enter the budget as a number of rupees, for example 1500.');
  });

  it('caps absurd budgets', () => {
    expect(autoAssignBudgetMessage('1e300')).toBe('The budget must be at most ₹10,00,00,000.');
    expect(autoAssignBudgetMessage('100000000')).toBeNull();
  });

  it('counts to the paisa', () => {
    expect(autoAssignBudgetMessage('1500.25')).toBeNull();
    expect(autoAssignBudgetMessage('1500.255')).toBe('The budget can have at most 2 decimal places (paise).');
  });
});
