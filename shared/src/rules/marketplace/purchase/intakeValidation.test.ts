import type { IntakeField, IntakeForm } from '../../../types';
import { intakeForms } from '../../../data/marketplace/intake';
import { completeIntake, intakeAmountBounds, intakeDateBounds, intakeDefaults, intakeFieldMessage, intakeMessages, isIntakeComplete } from './intakeValidation';

const rental = intakeForms.rental;
/** 23 Nov 2026, noon in India: dates are accepted from 23 Nov 2021 to 23 Nov 2031. */
const TODAY = new Date('2026-11-23T12:00:00+05:30');
const field = (name: string, form: IntakeForm = rental): IntakeField => form.fields.find((item) => item.name === name)!;
const filled = {
  landlordName: 'Ramesh Gupta',
  tenantName: 'Anita Rao',
  propertyAddress: '12 MG Road, Bengaluru',
  monthlyRent: '25000',
  startDate: '2025-07-01',
  securityDeposit: '50000',
  tenureMonths: '11',
  lockInMonths: '6',
  noticeMonths: '1',
  rentEscalation: '5',
  furnishing: 'Semi-furnished',
};

describe('rental intake (spec §5)', () => {
  it('keeps the spec’s five fields first, then the terms a rental agreement needs', () => {
    expect(rental.fields.map((item) => item.name)).toEqual([
      'landlordName',
      'tenantName',
      'propertyAddress',
      'monthlyRent',
      'startDate',
      'securityDeposit',
      'tenureMonths',
      'lockInMonths',
      'noticeMonths',
      'rentEscalation',
      'furnishing',
    ]);
  });

  it('is complete when every field is filled', () => {
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
      securityDeposit: 'Enter the security deposit, or 0 if there is none.',
      tenureMonths: 'Enter the tenure in months.',
      lockInMonths: 'Enter the lock-in period, or 0 if there is none.',
      noticeMonths: 'Enter the notice period in months.',
      rentEscalation: 'Enter the yearly rent escalation, or 0 if there is none.',
      furnishing: 'Choose how the property is furnished.',
    });
  });

  it('starts the tenure at 11 months, and nothing else', () => {
    expect(intakeDefaults(rental)).toEqual({ tenureMonths: '11' });
    expect(intakeDefaults(intakeForms.affidavit)).toEqual({});
  });

  it('takes a deposit of ₹0 (none) but nothing below it', () => {
    expect(intakeFieldMessage(field('securityDeposit'), '0')).toBeNull();
    expect(intakeFieldMessage(field('securityDeposit'), '-1')).toBe('Security deposit must be at least ₹0.');
    expect(intakeFieldMessage(field('securityDeposit'), '100000000.01')).toBe('Security deposit must be at most ₹10,00,00,000.');
    expect(intakeFieldMessage(field('securityDeposit'), '50000.123')).toBe('Security deposit can have at most 2 decimal places (paise).');
  });

  it('bounds the tenure, the lock-in, the notice and the escalation', () => {
    expect(intakeFieldMessage(field('tenureMonths'), '0')).toBe('Tenure must be between 1 and 60.');
    expect(intakeFieldMessage(field('tenureMonths'), '61')).toBe('Tenure must be between 1 and 60.');
    expect(intakeFieldMessage(field('tenureMonths'), '11.5')).toBe('Tenure must be a whole number.');
    expect(intakeFieldMessage(field('lockInMonths'), '0')).toBeNull();
    expect(intakeFieldMessage(field('lockInMonths'), '-1')).toBe('Lock-in period must be a whole number.');
    expect(intakeFieldMessage(field('noticeMonths'), '0')).toBe('Notice period must be between 1 and 6.');
    expect(intakeFieldMessage(field('noticeMonths'), '7')).toBe('Notice period must be between 1 and 6.');
    expect(intakeFieldMessage(field('rentEscalation'), '0')).toBeNull();
    expect(intakeFieldMessage(field('rentEscalation'), '21')).toBe('Rent escalation must be between 0 and 20.');
    expect(intakeFieldMessage(field('furnishing'), 'Fully furnished')).toBe('Choose one of the options for furnishing.');
  });

  it('keeps the lock-in and the notice within the tenure', () => {
    expect(intakeMessages(rental, { ...filled, tenureMonths: '11', lockInMonths: '11', noticeMonths: '1' })).toEqual({});
    expect(intakeMessages(rental, { ...filled, tenureMonths: '3', lockInMonths: '4', noticeMonths: '4' })).toEqual({
      lockInMonths: 'The lock-in period cannot be longer than the tenure.',
      noticeMonths: 'The notice period cannot be longer than the tenure.',
    });
    expect(completeIntake(rental, { ...filled, tenureMonths: '2', lockInMonths: '3' })).toBeNull();
    // A tenure that is itself wrong is the one named; the lock-in is not judged against it.
    expect(intakeMessages(rental, { ...filled, tenureMonths: '0', lockInMonths: '6' })).toEqual({ tenureMonths: 'Tenure must be between 1 and 60.' });
    expect(intakeMessages(rental, { ...filled, tenureMonths: '', lockInMonths: '6' })).toEqual({ tenureMonths: 'Enter the tenure in months.' });
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
    expect(intakeFieldMessage(field('monthlyRent'), '100000000.01')).toBe('Monthly rent must be at most ₹10,00,00,000.');
    expect(intakeFieldMessage(field('monthlyRent'), '100000000')).toBeNull();
  });

  it('wants at least ₹1, to the paisa', () => {
    expect(intakeFieldMessage(field('monthlyRent'), '0.001')).toBe('Monthly rent must be at least ₹1.');
    expect(intakeFieldMessage(field('monthlyRent'), '0.99')).toBe('Monthly rent must be at least ₹1.');
    expect(intakeFieldMessage(field('monthlyRent'), '25000.505')).toBe('Monthly rent can have at most 2 decimal places (paise).');
    expect(intakeFieldMessage(field('monthlyRent'), '1.001')).toBe('Monthly rent can have at most 2 decimal places (paise).');
  });

  it.each(['1', '999.99', '1e3', ' 25000 ', '25000.50', '2.5e1'])('accepts a rent of %s', (rent) => {
    expect(intakeFieldMessage(field('monthlyRent'), rent)).toBeNull();
  });

  it('gives an amount field without declared bounds ₹1 to ₹10 crore', () => {
    const bare: IntakeField = { name: 'fee', label: 'Fee (₹)', type: 'amount', missing: 'Enter the fee.' };
    expect(intakeAmountBounds(bare)).toEqual({ min: 1, max: 100_000_000 });
    expect(intakeFieldMessage(bare, '1e9')).toBe('Fee must be at most ₹10,00,00,000.');
    expect(intakeFieldMessage(bare, '0.5')).toBe('Fee must be at least ₹1.');
  });

  it.each(['2025-02-30', '01/07/2025', 'tomorrow', '2025-13-01', '+02025-01-01'])('refuses a start date of %s', (date) => {
    expect(intakeFieldMessage(field('startDate'), date, TODAY)).toBe('Enter a valid start date.');
  });

  it('accepts a leap day', () => {
    expect(intakeFieldMessage(field('startDate'), '2028-02-29', TODAY)).toBeNull();
  });

  it('accepts dates from five years before today to five years after it', () => {
    expect(intakeDateBounds(TODAY)).toEqual({ min: '2021-11-23', max: '2031-11-23' });
    for (const date of ['2021-11-23', '2026-11-23', '2031-11-23']) expect(intakeFieldMessage(field('startDate'), date, TODAY)).toBeNull();
    for (const date of ['1900-01-01', '2021-11-22', '2031-11-24', '9999-12-31', '0001-01-01']) {
      expect(intakeFieldMessage(field('startDate'), date, TODAY)).toBe('Start date must be between 23 Nov 2021 and 23 Nov 2031.');
    }
    expect(isIntakeComplete(rental, { ...filled, startDate: '9999-12-31' }, TODAY)).toBe(false);
  });

  it('counts today in India’s time, and keeps the bounds real days', () => {
    // 20:00 UTC on 23 Nov is already 24 Nov in India.
    expect(intakeDateBounds(new Date('2026-11-23T20:00:00Z'))).toEqual({ min: '2021-11-24', max: '2031-11-24' });
    expect(intakeDateBounds(new Date('2028-02-29T12:00:00+05:30'))).toEqual({ min: '2023-02-28', max: '2033-02-28' });
  });

  it('keeps markup as plain text, trims what it hands on and drops fields the form does not have', () => {
    const intake = completeIntake(rental, { ...filled, landlordName: '  <b>Ramesh</b> ', extra: 'x' }, TODAY);
    expect(intake).toEqual({ ...filled, landlordName: '<b>Ramesh</b>' });
    expect(completeIntake(rental, { ...filled, startDate: '' })).toBeNull();
  });

  it('refuses text longer than the field allows', () => {
    expect(intakeFieldMessage(field('landlordName'), 'a'.repeat(101))).toBe('Landlord name must be at most 100 characters.');
    expect(intakeFieldMessage(field('landlordName'), 'a'.repeat(100))).toBeNull();
    expect(intakeFieldMessage(field('propertyAddress'), 'a'.repeat(501))).toBe('Property address must be at most 500 characters.');
  });

  it('removes bidirectional controls and zero-width characters before checking and handing on', () => {
    expect(intakeFieldMessage(field('tenantName'), '\u200b\u200c\u200d\u2060\ufeff')).toBe("Enter the tenant's name.");
    expect(intakeFieldMessage(field('tenantName'), '\u202e\u2066\u200f')).toBe("Enter the tenant's name.");
    // 100 visible characters and a few invisible ones still fit a 100-character name.
    expect(intakeFieldMessage(field('tenantName'), `${'a'.repeat(100)}\u200b\u202e`)).toBeNull();
    const intake = completeIntake(rental, { ...filled, tenantName: 'Anita\u202e Rao\u200b', propertyAddress: '\u2066\u202612 MG Road\u2069' }, TODAY);
    expect(intake).toEqual({ ...filled, tenantName: 'Anita Rao', propertyAddress: '\u202612 MG Road' });
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
    expect(intakeFieldMessage(field('usedSince', intakeForms.trademark), '1990-01-01', TODAY)).toBe('Enter a date between 23 Nov 2021 and 23 Nov 2031.');
  });

  it('bounds every amount in the catalogue’s forms, and names the field when it is refused', () => {
    for (const form of Object.values(intakeForms)) {
      for (const item of form.fields.filter((candidate) => candidate.type === 'amount')) {
        expect(item.min).toBeGreaterThanOrEqual(0);
        expect(item.max).toBeLessThanOrEqual(10_000_000_000);
        expect(intakeFieldMessage(item, '1e308')).toMatch(new RegExp(`^${item.label.split(' (')[0]}.* must be at most`));
        expect(intakeFieldMessage(item, '-1')).toMatch(/(must be a positive number of rupees|must be at least ₹0)\.$/);
      }
    }
  });
});
