import { completeIntake, intakeFieldMessage, intakeMessages, isIntakeComplete } from './intakeValidation';

const filled = {
  landlordName: 'Ramesh Gupta',
  tenantName: 'Anita Rao',
  propertyAddress: '12 MG Road, Bengaluru',
  monthlyRent: '25000',
  startDate: '2025-07-01',
};

describe('rental intake', () => {
  it('is complete when all five fields are filled', () => {
    expect(isIntakeComplete(filled)).toBe(true);
    expect(intakeMessages(filled)).toEqual({});
  });

  it('asks for every empty field', () => {
    expect(isIntakeComplete({})).toBe(false);
    expect(intakeMessages({})).toEqual({
      landlordName: "Enter the landlord's name.",
      tenantName: "Enter the tenant's name.",
      propertyAddress: 'Enter the property address.',
      monthlyRent: 'Enter the monthly rent.',
      startDate: 'Choose the start date.',
    });
  });

  it('does not count whitespace as filled', () => {
    expect(isIntakeComplete({ ...filled, tenantName: '   \t ' })).toBe(false);
    expect(intakeFieldMessage('tenantName', '  ')).toBe("Enter the tenant's name.");
  });

  it.each(['0', '-5', 'abc', '1,000', 'Infinity', '1e400'])('refuses a rent of %s', (rent) => {
    expect(intakeFieldMessage('monthlyRent', rent)).toBe('Monthly rent must be a positive number of rupees.');
    expect(isIntakeComplete({ ...filled, monthlyRent: rent })).toBe(false);
  });

  it.each(['1', '999.99', '1e3', ' 25000 '])('accepts a rent of %s', (rent) => {
    expect(intakeFieldMessage('monthlyRent', rent)).toBeNull();
  });

  it.each(['2025-02-30', '01/07/2025', 'tomorrow', '2025-13-01'])('refuses a start date of %s', (date) => {
    expect(intakeFieldMessage('startDate', date)).toBe('Enter a valid start date.');
  });

  it('accepts a leap day', () => {
    expect(intakeFieldMessage('startDate', '2028-02-29')).toBeNull();
  });

  it('keeps markup as plain text and trims what it hands on', () => {
    const intake = completeIntake({ ...filled, landlordName: '  <b>Ramesh</b> ' });
    expect(intake?.landlordName).toBe('<b>Ramesh</b>');
    expect(completeIntake({ ...filled, startDate: '' })).toBeNull();
  });
});
