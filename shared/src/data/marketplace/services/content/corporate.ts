import type { ServiceContent } from '../../../../types';

/** Corporate & Startup: incorporation, GST and trademarks. */
export const corporateContent = {
  'company-registration': {
    processSteps: [
      { step: 1, title: 'Choose names and structure', description: 'Two proposed names, the company type, directors and state.' },
      { step: 2, title: 'DSC and DIN', description: 'Digital signatures and director numbers for every director.' },
      { step: 3, title: 'Name approval and filing', description: 'SPICe+ filing with the MOA and AOA drafted for your business.' },
      { step: 4, title: 'Certificate of incorporation', description: 'Receive the certificate with the company’s PAN and TAN.' },
    ],
    whatIncluded: ['Name approval', 'Digital signatures and DIN for two directors', 'MOA and AOA drafting', 'Certificate of incorporation with PAN and TAN'],
    requirements: [
      'PAN and Aadhaar of every director',
      'Address proof of every director',
      'Registered office proof (utility bill and owner’s NOC)',
      'Passport-size photographs',
    ],
    faqs: [
      { question: 'How many directors do I need?', answer: 'A private limited company needs at least two, an OPC one; at least one must live in India.' },
      {
        question: 'Is the government fee included?',
        answer:
          'The professional fee is shown here; government fees and stamp duty depend on the state and the authorised capital and are listed before you pay.',
      },
    ],
  },
  'gst-registration': {
    processSteps: [
      { step: 1, title: 'Business details', description: 'Legal name, PAN, state and type of business.' },
      { step: 2, title: 'Application filed', description: 'We file the GST REG-01 application and share the ARN.' },
      { step: 3, title: 'GSTIN issued', description: 'Receive your GSTIN and registration certificate.' },
    ],
    whatIncluded: ['GST REG-01 filing', 'ARN tracking', 'Replies to officer queries'],
    requirements: [
      'PAN of the business or proprietor',
      'Aadhaar of the proprietor or partners',
      'Proof of the place of business',
      'Bank account statement or cancelled cheque',
    ],
    faqs: [
      {
        question: 'Who must register for GST?',
        answer: 'Businesses with yearly turnover above ₹40 lakh for goods (₹20 lakh for services), lower in some states, and anyone selling across states.',
      },
      { question: 'How long does it take?', answer: 'Usually 3 to 7 working days after filing, unless the officer asks for clarification.' },
    ],
  },
  'trademark-filing': {
    processSteps: [
      { step: 1, title: 'Brand and goods', description: 'Tell us the brand name or logo and what you sell under it.' },
      { step: 2, title: 'Search report', description: 'We search the registry for similar marks and advise on classes.' },
      { step: 3, title: 'Application filed', description: 'Form TM-A is filed and you may use the ™ symbol.' },
      { step: 4, title: 'Examination', description: 'We reply to the examiner’s objections, if any.' },
    ],
    whatIncluded: ['Trademark search report', 'Class advice', 'Filing in one class', 'Reply to the examination report'],
    requirements: [
      'Brand name or logo (image)',
      'Applicant’s name, address and ID proof',
      'Date from which the brand has been used, if any',
      'MSME certificate for the lower fee, if you have one',
    ],
    faqs: [
      { question: 'When can I use the ® symbol?', answer: 'Only after registration. After filing you may use ™.' },
      { question: 'How long does registration take?', answer: 'About 12 to 18 months if there are no objections or oppositions.' },
    ],
  },
} satisfies Record<string, ServiceContent>;
