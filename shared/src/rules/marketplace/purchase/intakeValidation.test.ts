import type { IntakeField, IntakeForm } from '../../../types';
import { intakeForms } from '../../../data/marketplace/intake';
import { completeIntake, intakeFieldMessage, intakeMessages, isIntakeComplete } from './intakeValidation';

const rental = intakeForms.rental;
const field = (name: string, form: IntakeForm = rental): IntakeField => form.fields.find((item) => item.name === name)!;
const filled = { landlordName: 'Ramesh Gupta', tenantName: 'Anita Rao', propertyAddress: '12 MG Road, Bengaluru', monthlyRent: '25000', startDate: '2025-07-01' };

describe('rental intake (spec §5)', () => {
  it('keeps the spec’s five fields', () => {
    expect(rental.fields.map((item) => item.name)).toEqual(['landlordName', 'tenantName', 'propertyAddress', 'monthlyRent', 'startDate']);
  });

  it('is complete when all five fields are filled', () => {
    expect(isIntakeComplete(rental, filled)).toBe(true);
    expect(intakeMessages(rental, filled)).toEqual({});
  });

  it('asks for every empty field', () => {
    expect(isIntakeComplete(rental, {})).toBe(false);
    expect(intakeMessages(rental, {})).toEqual({
      landlordName: "Enter the landlord's name.",
      tenantName: "Enter the tenant's name.",
      propertyAddress: 'Enter the property address.',
      monthlyRent: 'Enter the monthly rent.',
      startDate: 'Choose the start date.',
    });
  });

  it('does not count whitespace or invisible characters as filled', () => {
    expect(isIntakeComplete(rental, { ...filled, tenantName: '   \t ' })).toBe(false);
    expect(intakeFieldMessage(field('tenantName'), '  ')).toBe("Enter the tenant's name.");
    expect(intakeFieldMessage(field('tenantName'), '\u200b')).toBe("Enter the tenant's name.");
    expect(intakeFieldMessage(field('tenantName'), '...')).toBe("Enter the tenant's name.");
  });

  it.each(['0', '-5', 'abc', '1,000', 'Infinity', '1e400'])('refuses a rent of %s', (rent) => {
    expect(intakeFieldMessage(field('monthlyRent'), rent)).toBe('Monthly rent must be a positive number of rupees.');
    expect(isIntakeComplete(rental, { ...filled, monthlyRent: rent })).toBe(false);
  });

  it('caps the rent at ₹10 crore', () => {
    expect(intakeFieldMessage(field('monthlyRent'), '1e308')).toBe('Monthly rent must be at most ₹10,00,00,000.');
    expect(intakeFieldMessage(field('monthlyRent'), '100000000')).toBeNull();
  });

  it.each(['1', '999.99', '1e3', ' 25000 '])('accepts a rent of %s', (rent) => {
    expect(intakeFieldMessage(field('monthlyRent'), rent)).toBeNull();
  });

  it.each(['2025-02-30', '01/07/2025', 'tomorrow', '2025-13-01'])('refuses a start date of %s', (date) => {
    expect(intakeFieldMessage(field('startDate'), date)).toBe('Enter a valid start date.');
  });

  it('accepts a leap day', () => {
    expect(intakeFieldMessage(field('startDate'), '2028-02-29')).toBeNull();
  });

  it('keeps markup as plain text, trims what it hands on and drops fields the form does not have', () => {
    const intake = completeIntake(rental, { ...filled, landlordName: '  <b>Ramesh</b> ', extra: 'x' });
    expect(intake).toEqual({ ...filled, landlordName: '<b>Ramesh</b>' });
    expect(completeIntake(rental, { ...filled, startDate: '' })).toBeNull();
  });

  it('refuses text longer than the field allows', () => {
    expect(intakeFieldMessage(field('landlordName'), 'a'.repeat(201))).toBe('Landlord name must be at most 200 characters.');
    expect(intakeFieldMessage(field('landlordName'), 'a'.repeat(200))).toBeNull();
  });
});

describe('the other field types', () => {
  const incorporation = intakeForms.incorporation;
  const gst = intakeForms.gst;

  it('checks counts are whole numbers within bounds', () => {
    const directors = field('directors', incorporation);
    expect(intakeFieldMessage(directors, '2')).toBeNull();
    expect(intakeFieldMessage(directors, '2.5')).toBe('Number of directors must be a whole number.');
    expect(intakeFieldMessage(directors, '0')).toBe('Number of directors must be between 1 and 15.');
    expect(intakeFieldMessage(directors, '16')).toBe('Number of directors must be between 1 and 15.');
    expect(intakeFieldMessage(directors, '1e3')).toBe('Number of directors must be a whole number.');
  });

  it('accepts only a select’s own options', () => {
    const companyType = field('companyType', incorporation);
    expect(intakeFieldMessage(companyType, 'LLP')).toBeNull();
    expect(intakeFieldMessage(companyType, 'llp')).toBe('Choose one of the options for company type.');
    expect(intakeFieldMessage(companyType, '')).toBe('Choose the company type.');
  });

  it('checks a format, case-insensitively, and hands it on upper-cased', () => {
    const pan = field('pan', gst);
    expect(intakeFieldMessage(pan, 'abcde1234f')).toBeNull();
    expect(intakeFieldMessage(pan, 'ABCDE12345')).toBe('Enter a PAN of 10 characters, like ABCDE1234F.');
    expect(completeIntake(gst, { ...gst.sample, pan: 'abcpr1234k' })?.pan).toBe('ABCPR1234K');
  });

  it('lets optional fields stay empty but checks them when filled', () => {
    const turnover = field('turnover', gst);
    expect(intakeFieldMessage(turnover, '')).toBeNull();
    expect(intakeFieldMessage(turnover, '-1')).toBe('Expected yearly turnover must be a positive number of rupees.');
    expect(completeIntake(gst, gst.sample)).not.toHaveProperty('turnover');
  });

  it('says "a valid date" for a date field whose label is not a date', () => {
    expect(intakeFieldMessage(field('usedSince', intakeForms.trademark), '2025-02-30')).toBe('Enter a valid date.');
    expect(intakeFieldMessage(field('marriageDate', intakeForms.marriage), 'x')).toBe('Enter a valid date of marriage.');
  });
});
