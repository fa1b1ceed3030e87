import type { ServiceContent } from '../../../../types';

/** Property Services: sale deeds, title verification and registration help. */
export const propertyContent = {
  'sale-deed': {
    processSteps: [
      { step: 1, title: 'Share the deal', description: 'Tell us about the buyer, seller, property and sale price.' },
      { step: 2, title: 'Title check', description: 'Your expert checks the title documents you upload.' },
      { step: 3, title: 'Drafting', description: 'The sale deed is drafted with the agreed terms.' },
      { step: 4, title: 'Registration support', description: 'Guidance on stamp duty and the sub-registrar appointment.' },
    ],
    whatIncluded: ['Sale deed draft', 'Title document review', 'Stamp duty calculation'],
    requirements: ['Previous title deeds', 'Encumbrance certificate', 'Buyer and seller ID proof', 'Latest property tax receipt'],
    faqs: [{ question: 'Who pays the stamp duty?', answer: 'Usually the buyer, at the rate your state sets; your expert calculates it for you.' }],
  },
  'property-verification': {
    processSteps: [
      { step: 1, title: 'Upload documents', description: 'Share the property papers you have.' },
      { step: 2, title: 'Records search', description: 'Your expert searches the land and court records.' },
      { step: 3, title: 'Verification report', description: 'Receive a written report of what was found.' },
    ],
    whatIncluded: ['30-year title search', 'Encumbrance check', 'Written verification report'],
    requirements: ['Copies of the title deeds', 'Property tax receipts', 'Approved building plan, if any'],
    faqs: [
      { question: 'What does the report cover?', answer: 'Ownership history, loans or charges on the property, and pending litigation found in the records.' },
    ],
  },
  'registration-assistance': {
    processSteps: [
      { step: 1, title: 'Tell us the document', description: 'Which deed is being registered, where, and by whom.' },
      { step: 2, title: 'Document check', description: 'We check the deed, stamp duty and ID papers before the visit.' },
      { step: 3, title: 'Slot booking', description: 'We book the sub-registrar appointment at a time that suits the parties.' },
      { step: 4, title: 'On the day', description: 'A representative accompanies you through biometrics and signing.' },
    ],
    whatIncluded: ['Sub-registrar appointment', 'Pre-visit document check', 'Accompaniment on the day'],
    requirements: [
      'The deed to be registered, on stamp paper',
      'ID and address proof of all parties',
      'Two witnesses with ID proof',
      'Passport-size photographs',
    ],
    faqs: [
      { question: 'Do all parties need to be present?', answer: 'Yes, or represented by someone holding a registered power of attorney.' },
      { question: 'How long does the visit take?', answer: 'Usually one to two hours when the papers are in order.' },
    ],
  },
} satisfies Record<string, ServiceContent>;
