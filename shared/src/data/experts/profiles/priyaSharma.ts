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
    'Drafts and reviews rent agreements, sale deeds and gift deeds for families in Delhi NCR',
    'Represents home buyers before the Delhi RERA and consumers before the District Consumer Commissions',
    'Appears in custody, maintenance and divorce matters at the Saket Family Court',
  ],
  courts: [
    'Delhi High Court',
    'Saket District Court, New Delhi',
    'Family Court, Saket',
    'Delhi Real Estate Regulatory Authority',
    'District Consumer Commission, New Delhi',
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
