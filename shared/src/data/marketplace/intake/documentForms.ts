import type { IntakeForm } from '../../../types';
import { addressField as address, ageField, nameField as name, stateField as state } from './fieldKinds';
import { AMOUNT_LIMITS, LARGE_AMOUNT_MAX, TEXT_LIMITS } from './limits';

export { rentalForm } from './rentalForm';

export const affidavitForm: IntakeForm = {
  id: 'affidavit',
  heading: 'Affidavit details',
  intro: 'Tell us who makes the affidavit and what it must declare.',
  fields: [
    name('deponentName', "Deponent's full name", "Enter the deponent's full name.", 'name'),
    name('relationName', "Father's or spouse's name", "Enter the father's or spouse's name."),
    ageField('deponentAge', "Deponent's age", "Enter the deponent's age."),
    address('deponentAddress', "Deponent's address", "Enter the deponent's address."),
    {
      name: 'purpose',
      label: 'Purpose',
      type: 'select',
      missing: 'Choose the purpose of the affidavit.',
      options: ['Name change', 'Address proof', 'Gap year', 'Income declaration', 'Date of birth', 'Lost document', 'Other'],
    },
    {
      name: 'statement',
      label: 'What should the affidavit declare?',
      type: 'textarea',
      missing: 'Describe what the affidavit should declare.',
      maxLength: TEXT_LIMITS.longText,
    },
  ],
  sample: {
    deponentName: 'Kiran Patil',
    relationName: 'Suresh Patil',
    deponentAge: '34',
    deponentAddress: '4 FC Road, Pune',
    purpose: 'Name change',
    statement: 'That my name has changed from Kiran S. Patil to Kiran Suresh Patil.',
  },
};

export const saleDeedForm: IntakeForm = {
  id: 'sale-deed',
  heading: 'Sale details',
  intro: 'Tell us about the property and the parties so the deed can be drafted.',
  fields: [
    address('propertyAddress', 'Property address', 'Enter the property address.'),
    {
      name: 'propertyArea',
      label: 'Area of the property (sq ft)',
      type: 'count',
      missing: 'Enter the area of the property in square feet.',
      min: 1,
      max: 10_000_000,
    },
    name('sellerName', "Seller's name", "Enter the seller's name."),
    address('sellerAddress', "Seller's address", "Enter the seller's address."),
    name('buyerName', "Buyer's name", "Enter the buyer's name.", 'name'),
    address('buyerAddress', "Buyer's address", "Enter the buyer's address."),
    { name: 'salePrice', label: 'Sale price (₹)', type: 'amount', missing: 'Enter the sale price.', min: AMOUNT_LIMITS.min, max: LARGE_AMOUNT_MAX },
    state('registrationState', 'State where the property is'),
  ],
  sample: {
    propertyAddress: 'Flat 302, Lake View, Whitefield, Bengaluru',
    propertyArea: '1250',
    sellerName: 'Meena Iyer',
    sellerAddress: '8 Church Street, Bengaluru',
    buyerName: 'Arjun Das',
    buyerAddress: '41 Salt Lake, Kolkata',
    salePrice: '8500000',
    registrationState: 'Karnataka',
  },
};

export const verificationForm: IntakeForm = {
  id: 'verification',
  heading: 'Verification details',
  intro: 'Tell us which property and papers to check.',
  fields: [
    name('applicantName', 'Your name', 'Enter your name.', 'name'),
    address('propertyAddress', 'Property address', 'Enter the property address.'),
    {
      name: 'documentType',
      label: 'Document to verify',
      type: 'select',
      missing: 'Choose the document to verify.',
      options: ['Title deed', 'Sale deed', 'Encumbrance certificate', 'Mother deed', 'Khata or patta', 'Building approval', 'Other'],
    },
    { name: 'surveyNumber', label: 'Survey or plot number', type: 'text', missing: '', optional: true, maxLength: 100 },
    {
      name: 'purpose',
      label: 'Why are you verifying?',
      type: 'select',
      missing: 'Choose why you are verifying.',
      options: ['Buying', 'Renting', 'Taking a loan', 'Inheritance'],
    },
  ],
  sample: { applicantName: 'Farhan Ali', propertyAddress: 'Plot 17, Sector 21, Noida', documentType: 'Title deed', purpose: 'Buying' },
};

export const registrationForm: IntakeForm = {
  id: 'registration',
  heading: 'Registration details',
  intro: 'Tell us which document is being registered, and where.',
  fields: [
    {
      name: 'documentType',
      label: 'Document to register',
      type: 'select',
      missing: 'Choose the document to register.',
      options: ['Sale deed', 'Gift deed', 'Lease deed', 'Rental agreement', 'Will', 'Power of attorney'],
    },
    address('propertyAddress', 'Property address', 'Enter the property address.'),
    { name: 'partyNames', label: 'Names of the parties', type: 'text', missing: 'Enter the names of the parties.', maxLength: TEXT_LIMITS.address },
    {
      name: 'office',
      label: 'Sub-registrar office (city or area)',
      type: 'text',
      missing: 'Enter the sub-registrar office.',
      maxLength: TEXT_LIMITS.shortText,
    },
    { name: 'preferredDate', label: 'Preferred date', type: 'date', missing: '', optional: true },
  ],
  sample: { documentType: 'Sale deed', propertyAddress: '22 Anna Nagar, Chennai', partyNames: 'R. Kumar and S. Lakshmi', office: 'Anna Nagar' },
};

export const willForm: IntakeForm = {
  id: 'will',
  heading: 'Will details',
  intro: 'Tell us your wishes; your lawyer turns them into a clear will.',
  fields: [
    name('testatorName', 'Your full name (testator)', 'Enter your full name.', 'name'),
    name('relationName', "Father's or spouse's name", "Enter your father's or spouse's name."),
    ageField('testatorAge', 'Your age', 'Enter your age.'),
    address('testatorAddress', 'Your address', 'Enter your address.'),
    {
      name: 'beneficiaries',
      label: 'Beneficiaries and what each receives',
      type: 'textarea',
      missing: 'List the beneficiaries and what each receives.',
      maxLength: TEXT_LIMITS.longText,
    },
    name('executorName', "Executor's name", "Enter the executor's name."),
    {
      name: 'assets',
      label: 'Main assets (property, accounts, investments)',
      type: 'textarea',
      missing: 'List your main assets.',
      maxLength: TEXT_LIMITS.longText,
    },
  ],
  sample: {
    testatorName: 'Gopal Krishnan',
    relationName: 'Raman Krishnan',
    testatorAge: '68',
    testatorAddress: '3 Luz Church Road, Mylapore, Chennai',
    beneficiaries: 'Wife Lalitha: the house; son Ravi and daughter Uma: savings equally.',
    executorName: 'Uma Krishnan',
    assets: 'House in Mylapore, SBI savings account, mutual funds.',
  },
};

export const marriageForm: IntakeForm = {
  id: 'marriage',
  heading: 'Marriage details',
  intro: 'Tell us about the marriage so the application can be prepared.',
  fields: [
    name('spouseOneName', "First spouse's full name", "Enter the first spouse's full name."),
    name('spouseTwoName', "Second spouse's full name", "Enter the second spouse's full name."),
    { name: 'marriageDate', label: 'Date of marriage', type: 'date', missing: 'Choose the date of marriage.' },
    {
      name: 'placeOfMarriage',
      label: 'Place of marriage (venue and city)',
      type: 'text',
      missing: 'Enter where the marriage took place.',
      maxLength: TEXT_LIMITS.shortText,
    },
    {
      name: 'act',
      label: 'Register under',
      type: 'select',
      missing: 'Choose the Act to register under.',
      options: ['Hindu Marriage Act', 'Special Marriage Act'],
    },
    state('state', 'State where you will register'),
  ],
  sample: {
    spouseOneName: 'Aditya Sharma',
    spouseTwoName: 'Nisha Verma',
    marriageDate: '2026-02-14',
    placeOfMarriage: 'Arya Samaj Mandir, Delhi',
    act: 'Hindu Marriage Act',
    state: 'Delhi',
  },
};

export const attestationForm: IntakeForm = {
  id: 'attestation',
  heading: 'Attestation details',
  intro: 'Tell us what to attest and where to pick it up.',
  fields: [
    name('fullName', 'Name on the documents', 'Enter the name on the documents.', 'name'),
    {
      name: 'documentType',
      label: 'Documents',
      type: 'select',
      missing: 'Choose the documents.',
      options: ['Educational certificates', 'Birth certificate', 'Marriage certificate', 'Identity proof', 'Other'],
    },
    { name: 'copies', label: 'Number of copies', type: 'count', missing: 'Enter the number of copies.', min: 1, max: 50 },
    address('pickupAddress', 'Pickup address', 'Enter the pickup address.'),
  ],
  sample: { fullName: 'Pooja Nair', documentType: 'Educational certificates', copies: '4', pickupAddress: '9 Marine Drive, Kochi' },
};
