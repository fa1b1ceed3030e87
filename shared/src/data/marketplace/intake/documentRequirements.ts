import type { IntakeFormId, ServiceId } from '../../../types';

/** What one kind of document cannot be drafted or filed without, and where that comes from. */
export interface DocumentRequirement {
  document: string;
  /** The law or practice that says what the document holds. */
  basis: string;
  /** The intake fields the document needs: each must be a required field of its form. */
  requiredFields: readonly string[];
}

/**
 * The details each document needs, per intake form: the table the forms are checked against
 * (intake/documentRequirements.test.ts), so a form cannot lose a field its document needs.
 */
export const documentRequirements: Readonly<Record<IntakeFormId, DocumentRequirement>> = {
  rental: {
    document: 'Rental (leave and licence) agreement',
    basis: 'Registration Act 1908 s.17 (12 months or more registered); state rent laws; Model Tenancy Act 2021 s.5–11',
    requiredFields: [
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
    ],
  },
  affidavit: {
    document: 'Affidavit',
    basis: 'Oaths Act 1969; CPC Order XIX: who declares (name, parentage, age, address) and what',
    requiredFields: ['deponentName', 'relationName', 'deponentAge', 'deponentAddress', 'purpose', 'statement'],
  },
  'sale-deed': {
    document: 'Sale deed',
    basis: 'Transfer of Property Act 1882 s.54; Registration Act 1908 s.17, s.21 (property described enough to identify it)',
    requiredFields: ['propertyAddress', 'propertyArea', 'sellerName', 'sellerAddress', 'buyerName', 'buyerAddress', 'salePrice', 'registrationState'],
  },
  verification: {
    document: 'Property verification report',
    basis: 'Title search practice: the property, the papers to search and why',
    requiredFields: ['applicantName', 'propertyAddress', 'documentType', 'purpose'],
  },
  registration: {
    document: 'Registration at the sub-registrar',
    basis: 'Registration Act 1908 s.28–35: the deed, the property, the parties, the office',
    requiredFields: ['documentType', 'propertyAddress', 'partyNames', 'office'],
  },
  will: {
    document: 'Will',
    basis: 'Indian Succession Act 1925 s.59, s.63: an adult testator identified, the bequests, an executor',
    requiredFields: ['testatorName', 'relationName', 'testatorAge', 'testatorAddress', 'beneficiaries', 'executorName', 'assets'],
  },
  marriage: {
    document: 'Marriage registration application',
    basis: 'Hindu Marriage Act 1955 s.8; Special Marriage Act 1954 s.15: the spouses, date and place of marriage',
    requiredFields: ['spouseOneName', 'spouseTwoName', 'marriageDate', 'placeOfMarriage', 'act', 'state'],
  },
  attestation: {
    document: 'Notary attestation',
    basis: 'Notaries Act 1952 s.8: whose documents, which, how many',
    requiredFields: ['fullName', 'documentType', 'copies', 'pickupAddress'],
  },
  incorporation: {
    document: 'Company incorporation (SPICe+, MoA and AoA)',
    basis: 'Companies Act 2013 s.4, s.7, s.12; LLP Act 2008 s.11: names, type, directors, registered office, capital, objects',
    requiredFields: ['proposedName1', 'proposedName2', 'companyType', 'directors', 'state', 'officeAddress', 'authorisedCapital', 'activity'],
  },
  gst: {
    document: 'GST registration (REG-01)',
    basis: 'CGST Rules 2017 r.8: legal name, PAN, constitution, state and principal place of business',
    requiredFields: ['businessName', 'pan', 'businessType', 'state', 'businessAddress'],
  },
  trademark: {
    document: 'Trademark application (TM-A)',
    basis: 'Trade Marks Rules 2017 r.25: the mark, the applicant and address, the goods or services',
    requiredFields: ['brandName', 'applicantName', 'applicantAddress', 'goods'],
  },
  'employment-contract': {
    document: 'Employment contract',
    basis: 'Indian Contract Act 1872 s.10; state shops and establishments rules: the parties, role, pay, start, place, probation, notice',
    requiredFields: [
      'employerName',
      'employerAddress',
      'employeeName',
      'jobTitle',
      'monthlySalary',
      'startDate',
      'workState',
      'probationMonths',
      'noticeMonths',
    ],
  },
  'legal-notice': {
    document: 'Legal notice',
    basis: 'CPC s.80 and practice: sender, recipient and address, the cause and what is demanded',
    requiredFields: ['senderName', 'senderAddress', 'recipientName', 'recipientAddress', 'reason', 'details'],
  },
  consultation: {
    document: 'Consultation brief',
    basis: 'What a lawyer needs before advising: the area, the question, a language',
    requiredFields: ['topic', 'question', 'language'],
  },
};

/**
 * Each service's "Documents Required" list (its content's `requirements`, in order), item by item,
 * with the intake fields the item is about: a detail the form asks for, or the person or thing a
 * paper proves ("Landlord and tenant ID proof" → the two names). An empty list is a paper the form
 * has no field for (photographs, witnesses). The test holds the content and the form to it.
 */
export const requirementFields: Readonly<Record<ServiceId, Readonly<Record<string, readonly string[]>>>> = {
  'chat-consultation': consultation(),
  'call-consultation': consultation(),
  'hourly-engagement': consultation(),
  'legal-services': consultation(),
  'divorce-consultation': {
    'Marriage certificate or date of marriage': ['question'],
    'Any notice or petition received': [],
    'Details of children and shared property, if any': ['question'],
  },
  'rental-agreement': {
    'Landlord and tenant ID proof (Aadhaar or PAN)': ['landlordName', 'tenantName'],
    'Property address proof': ['propertyAddress'],
    'Rent, deposit, tenure, lock-in and notice terms': ['monthlyRent', 'securityDeposit', 'tenureMonths', 'lockInMonths', 'noticeMonths', 'rentEscalation'],
  },
  'legal-notice': {
    'Recipient’s full name and address': ['recipientName', 'recipientAddress'],
    'Proof of the dues or complaint (invoices, receipts, messages)': ['reason', 'details'],
    'Your ID proof': ['senderName'],
  },
  'employment-contract': {
    'Company name and registered address': ['employerName', 'employerAddress'],
    'Employee’s name and ID proof': ['employeeName'],
    'Role, salary, probation and notice terms': ['jobTitle', 'monthlySalary', 'probationMonths', 'noticeMonths'],
    'Your existing HR policies, if any': [],
  },
  'sale-deed': {
    'Previous title deeds': ['propertyAddress'],
    'Encumbrance certificate': [],
    'Buyer and seller ID proof': ['buyerName', 'sellerName'],
    'Latest property tax receipt': ['propertyAddress'],
  },
  'property-verification': {
    'Copies of the title deeds': ['documentType'],
    'Property tax receipts': ['propertyAddress'],
    'Approved building plan, if any': [],
  },
  'registration-assistance': {
    'The deed to be registered, on stamp paper': ['documentType'],
    'ID and address proof of all parties': ['partyNames'],
    'Two witnesses with ID proof': [],
    'Passport-size photographs': [],
  },
  'company-registration': {
    'PAN and Aadhaar of every director': ['directors'],
    'Address proof of every director': ['directors'],
    'Registered office proof (utility bill and owner’s NOC)': ['officeAddress', 'state'],
    'Passport-size photographs': [],
  },
  'gst-registration': {
    'PAN of the business or proprietor': ['pan'],
    'Aadhaar of the proprietor or partners': ['businessType'],
    'Proof of the place of business': ['businessAddress', 'state'],
    'Bank account statement or cancelled cheque': [],
  },
  'trademark-filing': {
    'Brand name or logo (image)': ['brandName'],
    'Applicant’s name, address and ID proof': ['applicantName', 'applicantAddress'],
    'Date from which the brand has been used, if any': ['usedSince'],
    'MSME certificate for the lower fee, if you have one': [],
  },
  affidavit: {
    'Deponent’s ID proof (Aadhaar, PAN or passport)': ['deponentName', 'deponentAge'],
    'Address proof': ['deponentAddress'],
    'Supporting documents for the declaration (e.g. old and new name proof)': ['purpose', 'statement'],
  },
  'document-attestation': {
    'The original documents': ['documentType'],
    'Self-attested photocopies': ['copies'],
    'Your ID proof': ['fullName'],
  },
  'will-drafting': {
    'Your ID and address proof': ['testatorName', 'testatorAddress'],
    'List of assets (property, accounts, investments)': ['assets'],
    'Names of beneficiaries and the executor': ['beneficiaries', 'executorName'],
    'Two witnesses for signing': [],
  },
  'marriage-registration': {
    'Age and ID proof of both spouses': ['spouseOneName', 'spouseTwoName'],
    'Wedding photograph and invitation card': ['marriageDate', 'placeOfMarriage'],
    'Address proof': [],
    'Two or three witnesses with ID proof': [],
  },
};

/** The consultations' shared list: the question is what the lawyer needs; the papers come along. */
function consultation(): Readonly<Record<string, readonly string[]>> {
  return {
    'A short description of your question': ['question'],
    'Any notice, agreement or letter you received (photo or PDF)': [],
    'Names and dates that matter to the matter': ['question'],
  };
}
