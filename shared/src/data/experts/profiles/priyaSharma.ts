import type { ExpertProfileDetails } from '../../../types';

/**
 * The spec's sample expert (§2–§4, §9): the profile every slug showed before each expert had their
 * own. Her card fields in ../experts.ts are the spec's too: Available Now and ₹500 per consultation.
 */
export const priyaSharma: ExpertProfileDetails = {
  id: 'priya-sharma',
  bio:
    'Advocate enrolled with the Bar Council of Delhi, practising before the Delhi High Court and the district courts of ' +
    'Delhi NCR. Priya helps families and home buyers with property disputes, tenancy matters, matrimonial cases and ' +
    'consumer complaints, and explains every step in plain language before anything is filed.',
  education: ['LL.M. in Property and Real Estate Law, National Law University Delhi (2014)', 'B.A. LL.B. (Hons.), Faculty of Law, University of Delhi (2012)'],
  certifications: [
    'Enrolled Advocate, Bar Council of Delhi (D/1187/2012)',
    'Certified Mediator, Delhi High Court Mediation and Conciliation Centre',
    'Consumer Protection Act 2019 – Practitioner Course, Indian Law Institute',
  ],
  notableCases: [
    'Recovered ₹38 lakh for 42 home buyers from a delayed housing project before the Delhi RERA',
    'Secured joint custody for a working mother in a contested guardianship case (Saket Family Court)',
    'Won a ₹4.5 lakh refund and compensation against an electronics retailer before the District Consumer Commission',
  ],
  consultationModes: ['Chat', 'Voice Call', 'Video Call', 'In-Person'],
  reviewsData: [
    {
      name: 'Rahul Verma',
      rating: 5,
      comment: 'She read my rent agreement line by line and spotted a lock-in clause I had missed. Clear and patient.',
      date: '2026-11-12',
    },
    {
      name: 'Neha Gupta',
      rating: 5,
      comment: 'Helped my parents with a property mutation dispute. Every hearing was explained to them in Hindi beforehand.',
      date: '2026-10-30',
    },
    {
      name: 'Sandeep Chauhan',
      rating: 4,
      comment: 'Good advice on my consumer complaint; the first call started a little late but she stayed past the hour.',
      date: '2026-09-18',
    },
    {
      name: 'Fatima Sheikh',
      rating: 3,
      comment: 'Knowledgeable, though replies on chat took a couple of days during a busy week.',
      date: '2026-06-05',
    },
  ],
  barCouncilEnrolment: 'Bar Council of Delhi, D/1187/2012',
  resources: [
    { title: 'Tenant rights in Delhi: what your landlord cannot do', type: 'Article', date: '2026-10-14' },
    { title: 'Step-by-step guide to filing a consumer complaint on e-Daakhil', type: 'Guide', date: '2026-08-02' },
    { title: 'Property mutation after inheritance: common questions', type: 'FAQ', date: '2026-05-21' },
  ],
};
