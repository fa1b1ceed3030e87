import type { IntakeForm } from '../../../types';
import { addressField, nameField } from './fieldKinds';
import { AMOUNT_LIMITS } from './limits';

/** The longest tenure the form takes, in months (five years); a longer lease is a different deed. */
export const RENTAL_MAX_TENURE_MONTHS = 60;

/**
 * The rental agreement (leave and licence): spec §5's five fields, with their labels and
 * messages, then the terms the agreement cannot be drafted without: the deposit, the tenure
 * (11 months by default: one of 12 months or more must be registered, Registration Act s.17),
 * the lock-in and notice periods (neither longer than the tenure), the yearly escalation and the
 * furnishing (it decides the inventory annexed to the agreement).
 */
export const rentalForm: IntakeForm = {
  id: 'rental',
  heading: 'Rental details',
  intro: 'Tell us about the rental so your provider can start drafting.',
  fields: [
    nameField('landlordName', 'Landlord name', "Enter the landlord's name."),
    nameField('tenantName', 'Tenant name', "Enter the tenant's name.", 'name'),
    addressField('propertyAddress', 'Property address', 'Enter the property address.'),
    { name: 'monthlyRent', label: 'Monthly rent (₹)', type: 'amount', missing: 'Enter the monthly rent.', min: AMOUNT_LIMITS.min, max: AMOUNT_LIMITS.max },
    { name: 'startDate', label: 'Start date', type: 'date', missing: 'Choose the start date.' },
    {
      name: 'securityDeposit',
      label: 'Security deposit (₹)',
      type: 'amount',
      missing: 'Enter the security deposit, or 0 if there is none.',
      min: 0,
      max: AMOUNT_LIMITS.max,
      hint: 'Enter 0 if there is no deposit.',
    },
    {
      name: 'tenureMonths',
      label: 'Tenure (months)',
      type: 'count',
      missing: 'Enter the tenure in months.',
      min: 1,
      max: RENTAL_MAX_TENURE_MONTHS,
      defaultValue: '11',
      hint: 'Usually 11 months: an agreement of 12 months or more must be registered.',
    },
    {
      name: 'lockInMonths',
      label: 'Lock-in period (months)',
      type: 'count',
      missing: 'Enter the lock-in period, or 0 if there is none.',
      min: 0,
      max: RENTAL_MAX_TENURE_MONTHS,
      hint: 'Months in which neither side may end the agreement. Enter 0 for none.',
      atMost: { field: 'tenureMonths', message: 'The lock-in period cannot be longer than the tenure.' },
    },
    {
      name: 'noticeMonths',
      label: 'Notice period (months)',
      type: 'count',
      missing: 'Enter the notice period in months.',
      min: 1,
      max: 6,
      hint: 'How long before leaving either side must say so.',
      atMost: { field: 'tenureMonths', message: 'The notice period cannot be longer than the tenure.' },
    },
    {
      name: 'rentEscalation',
      label: 'Rent escalation (% per year)',
      type: 'count',
      missing: 'Enter the yearly rent escalation, or 0 if there is none.',
      min: 0,
      max: 20,
      hint: 'Usually 5 to 10% on renewal. Enter 0 for none.',
    },
    {
      name: 'furnishing',
      label: 'Furnishing',
      type: 'select',
      missing: 'Choose how the property is furnished.',
      options: ['Unfurnished', 'Semi-furnished', 'Furnished'],
    },
  ],
  sample: {
    landlordName: 'Ramesh Gupta',
    tenantName: 'Anita Rao',
    propertyAddress: '12 MG Road, Bengaluru',
    monthlyRent: '25000',
    startDate: '2026-12-01',
    securityDeposit: '50000',
    tenureMonths: '11',
    lockInMonths: '6',
    noticeMonths: '1',
    rentEscalation: '5',
    furnishing: 'Semi-furnished',
  },
};
