import type { ExpertProfileDetails } from '../../../../types';

/** Profiles of the property firms' experts (../../firms/property.ts): facts only, no outcome or money claims. */
export const propertyFirmProfiles: ExpertProfileDetails[] = [
  {
    id: 'sourav-mukherjee',
    bio: 'Advocate with PropLegal Experts in Kolkata, drafting sale deeds and checking the chain of title before registration. Sourav has practised property law before the Calcutta High Court since 2008.',
    education: ['LL.B., University College of Law, University of Calcutta (2008)'],
    certifications: ['Certificate in Land Laws of West Bengal, West Bengal National University of Juridical Sciences'],
    notableCases: ['Drafts sale deeds for flats and land in Kolkata and checks them against the title chain'],
    courts: ['Calcutta High Court', 'City Civil Court, Kolkata'],
    consultationModes: ['Voice Call', 'Video Call', 'In-Person'],
    reviewsData: [
      { name: 'Ananya Sen', rating: 5, comment: 'He explained each earlier deed in the chain before we signed ours.', date: '2026-10-11' },
      { name: 'Rajat Dutta', rating: 4, comment: 'Careful and unhurried. Slots fill up a week ahead.', date: '2026-06-19' },
    ],
    resources: [{ title: 'Before you sign a sale deed: a checklist', type: 'Guide', date: '2026-08-30' }],
    barCouncilEnrolment: 'Bar Council of West Bengal, WB/0770/2008',
  },
  {
    id: 'gayathri-sundar',
    bio: 'Advocate with TitleCheck India in Chennai, searching title documents, encumbrance certificates and approvals for buyers and tenants and writing a plain report on what she found.',
    education: ['B.L., Dr. Ambedkar Government Law College, Chennai (2014)'],
    certifications: ['Certificate in Property Title Verification, Tamil Nadu Dr. Ambedkar Law University'],
    notableCases: ['Writes title and encumbrance reports for flats and plots in Chennai'],
    courts: ['Madras High Court', 'City Civil Court, Chennai'],
    consultationModes: ['Chat', 'Video Call', 'In-Person'],
    reviewsData: [
      { name: 'Balaji Srinivasan', rating: 5, comment: 'The report listed every document she checked and what was missing.', date: '2026-11-04' },
      { name: 'Revathi Mohan', rating: 4, comment: 'Clear report in English with a Tamil summary for my parents.', date: '2026-07-26' },
    ],
    resources: [{ title: 'Reading an encumbrance certificate', type: 'Guide', date: '2026-09-15' }],
    barCouncilEnrolment: 'Bar Council of Tamil Nadu & Puducherry, MS/1408/2014',
  },
  {
    id: 'prakash-shetty',
    bio: 'Advocate with RegAssist Services in Mumbai, booking sub-registrar appointments, checking documents and stamp duty, and accompanying buyers and sellers at registration.',
    education: ['LL.B., Siddharth College of Law, Mumbai (2016)'],
    certifications: ['Certificate in the Maharashtra Stamp Act, Indian Law Society'],
    notableCases: ['Accompanies buyers and sellers at sub-registrar offices across Mumbai'],
    courts: ['City Civil Court, Mumbai'],
    consultationModes: ['Chat', 'Voice Call', 'In-Person'],
    reviewsData: [
      { name: 'Jayesh Parmar', rating: 5, comment: 'Had the document checklist ready and the appointment booked in two days.', date: '2026-10-19' },
      { name: 'Sana Shaikh', rating: 4, comment: 'Helpful at the office. Parking there is hard, as he warned.', date: '2026-06-02' },
    ],
    resources: [{ title: 'Stamp duty and registration fees in Maharashtra: common questions', type: 'FAQ', date: '2026-07-18' }],
    barCouncilEnrolment: 'Bar Council of Maharashtra & Goa, MAH/2590/2016',
  },
];
