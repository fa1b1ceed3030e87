import type { IntakeField, IntakeForm } from '../../../types';
import { addressField as address, nameField } from './fieldKinds';
import { CONSULTATION_LANGUAGES, INDIAN_STATES } from './indianStates';
import { AMOUNT_LIMITS, LARGE_AMOUNT_MAX, TEXT_LIMITS } from './limits';

const text = (name: string, label: string, missing: string, maxLength: number = TEXT_LIMITS.shortText): IntakeField => ({
  name,
  label,
  type: 'text',
  missing,
  maxLength,
});
const state = (name: string, label: string): IntakeField => ({ name, label, type: 'select', missing: 'Choose the state.', options: INDIAN_STATES });

export const incorporationForm: IntakeForm = {
  id: 'incorporation',
  heading: 'Company details',
  intro: 'Tell us about the company you want to register.',
  fields: [
    text('proposedName1', 'First choice of company name', 'Enter your first choice of name.', TEXT_LIMITS.name),
    text('proposedName2', 'Second choice of company name', 'Enter a second choice, in case the first is taken.', TEXT_LIMITS.name),
    {
      name: 'companyType',
      label: 'Company type',
      type: 'select',
      missing: 'Choose the company type.',
      options: ['Private Limited', 'LLP', 'One Person Company'],
    },
    {
      name: 'directors',
      label: 'Number of directors',
      type: 'count',
      missing: 'Enter the number of directors.',
      min: 1,
      max: 15,
      hint: 'A private limited company needs at least 2; an OPC has 1.',
    },
    state('state', 'State of the registered office'),
    address('officeAddress', 'Registered office address', 'Enter the registered office address.'),
    {
      name: 'authorisedCapital',
      label: 'Authorised capital (₹)',
      type: 'amount',
      missing: 'Enter the authorised capital.',
      min: 1000,
      max: LARGE_AMOUNT_MAX,
      hint: 'Usually ₹1,00,000; the stamp duty on the MoA and AoA depends on it.',
    },
    { name: 'activity', label: 'Main business activity', type: 'textarea', missing: 'Describe the main business activity.', maxLength: 1000 },
  ],
  sample: {
    proposedName1: 'Chai Labs Private Limited',
    proposedName2: 'Kettle Labs Private Limited',
    companyType: 'Private Limited',
    directors: '2',
    state: 'Karnataka',
    officeAddress: '14 Residency Road, Bengaluru',
    authorisedCapital: '100000',
    activity: 'Selling packaged tea online.',
  },
};

export const gstForm: IntakeForm = {
  id: 'gst',
  heading: 'Business details',
  intro: 'Tell us about the business to be registered for GST.',
  fields: [
    text('businessName', 'Legal name of the business', 'Enter the legal name of the business.', TEXT_LIMITS.name),
    {
      name: 'pan',
      label: 'PAN of the business or proprietor',
      type: 'text',
      missing: 'Enter the PAN.',
      maxLength: 10,
      pattern: { regex: '^[A-Z]{5}[0-9]{4}[A-Z]$', message: 'Enter a PAN of 10 characters, like ABCDE1234F.' },
    },
    {
      name: 'businessType',
      label: 'Type of business',
      type: 'select',
      missing: 'Choose the type of business.',
      options: ['Proprietorship', 'Partnership', 'Private Limited', 'LLP'],
    },
    state('state', 'State of the place of business'),
    address('businessAddress', 'Address of the principal place of business', 'Enter the address of the place of business.'),
    { name: 'turnover', label: 'Expected yearly turnover (₹)', type: 'amount', missing: '', optional: true, min: AMOUNT_LIMITS.min, max: LARGE_AMOUNT_MAX },
  ],
  sample: {
    businessName: 'Rao Handlooms',
    pan: 'ABCPR1234K',
    businessType: 'Proprietorship',
    state: 'Telangana',
    businessAddress: '7 Charminar Road, Hyderabad',
  },
};

export const trademarkForm: IntakeForm = {
  id: 'trademark',
  heading: 'Trademark details',
  intro: 'Tell us about the brand you want to protect.',
  fields: [
    text('brandName', 'Brand name or logo text', 'Enter the brand name.', TEXT_LIMITS.name),
    text('applicantName', "Applicant's name (person or company)", "Enter the applicant's name.", TEXT_LIMITS.name),
    address('applicantAddress', "Applicant's address", "Enter the applicant's address."),
    { name: 'goods', label: 'Goods or services sold under the brand', type: 'textarea', missing: 'Describe the goods or services.', maxLength: 1000 },
    { name: 'usedSince', label: 'In use since (leave empty if not yet used)', type: 'date', missing: '', optional: true },
  ],
  sample: {
    brandName: 'Masala Mornings',
    applicantName: 'Spice Route Foods LLP',
    applicantAddress: '2 Spice Lane, Kochi',
    goods: 'Ready-to-cook spice mixes.',
  },
};

export const employmentContractForm: IntakeForm = {
  id: 'employment-contract',
  heading: 'Role details',
  intro: 'Tell us about the role the contract is for.',
  fields: [
    text('employerName', 'Company name', 'Enter the company name.', TEXT_LIMITS.name),
    address('employerAddress', "Company's registered address", "Enter the company's registered address."),
    nameField('employeeName', "Employee's full name", "Enter the employee's full name."),
    text('jobTitle', 'Job title', 'Enter the job title.'),
    {
      name: 'monthlySalary',
      label: 'Monthly salary (₹)',
      type: 'amount',
      missing: 'Enter the monthly salary.',
      min: AMOUNT_LIMITS.min,
      max: AMOUNT_LIMITS.max,
    },
    { name: 'startDate', label: 'Start date', type: 'date', missing: 'Choose the start date.' },
    state('workState', 'State of the place of work'),
    { name: 'probationMonths', label: 'Probation (months)', type: 'count', missing: 'Enter the probation in months, or 0 for none.', min: 0, max: 12 },
    {
      name: 'noticeMonths',
      label: 'Notice period (months)',
      type: 'count',
      missing: 'Enter the notice period in months.',
      min: 0,
      max: 6,
      defaultValue: '1',
    },
  ],
  sample: {
    employerName: 'Chai Labs Private Limited',
    employerAddress: '14 Residency Road, Bengaluru',
    employeeName: 'Sneha Kulkarni',
    jobTitle: 'Operations Manager',
    monthlySalary: '65000',
    startDate: '2027-01-04',
    workState: 'Karnataka',
    probationMonths: '3',
    noticeMonths: '1',
  },
};

export const legalNoticeForm: IntakeForm = {
  id: 'legal-notice',
  heading: 'Notice details',
  intro: 'Tell us whom the notice goes to and why.',
  fields: [
    { name: 'senderName', label: 'Your name (sender)', type: 'text', missing: 'Enter your name.', maxLength: TEXT_LIMITS.name, autoComplete: 'name' },
    address('senderAddress', 'Your address', 'Enter your address.'),
    text('recipientName', "Recipient's name", "Enter the recipient's name.", TEXT_LIMITS.name),
    { name: 'recipientAddress', label: "Recipient's address", type: 'text', missing: "Enter the recipient's address.", maxLength: TEXT_LIMITS.address },
    {
      name: 'reason',
      label: 'Reason for the notice',
      type: 'select',
      missing: 'Choose the reason for the notice.',
      options: ['Unpaid dues', 'Security deposit', 'Consumer complaint', 'Cheque bounce', 'Other'],
    },
    { name: 'amountClaimed', label: 'Amount claimed (₹), if any', type: 'amount', missing: '', optional: true, min: AMOUNT_LIMITS.min, max: LARGE_AMOUNT_MAX },
    { name: 'details', label: 'What happened?', type: 'textarea', missing: 'Describe what happened.', maxLength: TEXT_LIMITS.longText },
  ],
  sample: {
    senderName: 'Lata Menon',
    senderAddress: '21 Gariahat Road, Kolkata',
    recipientName: 'Green Homes Realty',
    recipientAddress: '5 Park Street, Kolkata',
    reason: 'Security deposit',
    details: 'My deposit of ₹60,000 was not returned when I moved out in August.',
  },
};

/** Chat, call and hourly consultations, divorce advice and the general legal services. */
export const consultationForm: IntakeForm = {
  id: 'consultation',
  heading: 'Consultation details',
  intro: 'Tell us what you need advice on, and in which language.',
  fields: [
    {
      name: 'topic',
      label: 'Topic',
      type: 'select',
      missing: 'Choose the topic.',
      options: ['Property and tenancy', 'Family and marriage', 'Consumer complaint', 'Employment', 'Business and contracts', 'Criminal matter', 'Other'],
    },
    { name: 'question', label: 'Your question', type: 'textarea', missing: 'Describe your question.', maxLength: TEXT_LIMITS.longText },
    { name: 'language', label: 'Preferred language', type: 'select', missing: 'Choose a language.', options: CONSULTATION_LANGUAGES },
    { name: 'preferredDate', label: 'Preferred date', type: 'date', missing: '', optional: true },
  ],
  sample: { topic: 'Property and tenancy', question: 'My landlord wants to raise the rent mid-lease. Can he?', language: 'Hindi' },
};
