import type { ExpertProfileDetails } from '../../../../types';

/** Profiles of the personal firms' experts (../../firms/personal.ts): facts only, no outcome or money claims. */
export const personalFirmProfiles: ExpertProfileDetails[] = [
  {
    id: 'revathi-krishnamurthy',
    bio: 'Advocate with Legacy Wills in Chennai, drafting wills with the people who make them, advising executors and registering the will at the sub-registrar’s office on request.',
    education: ['B.L., Madras Law College (2007)'],
    certifications: ['Certificate in Succession Law, Tamil Nadu Dr. Ambedkar Law University'],
    notableCases: ['Drafts and registers wills and advises on succession certificates in Tamil Nadu'],
    courts: ['Madras High Court', 'City Civil Court, Chennai'],
    consultationModes: ['Video Call', 'In-Person'],
    reviewsData: [
      { name: 'Subramaniam Iyer', rating: 5, comment: 'Sat with my father for two hours and read the will back to him in Tamil.', date: '2026-10-13' },
      { name: 'Lalitha Venkat', rating: 4, comment: 'Gentle and precise. Only video or in-person meetings.', date: '2026-05-27' },
    ],
    resources: [{ title: 'Should you register your will?', type: 'FAQ', date: '2026-07-29' }],
    barCouncilEnrolment: 'Bar Council of Tamil Nadu & Puducherry, MS/0560/2007',
  },
  {
    id: 'tanya-arora',
    bio: 'Advocate with Shaadi Legal in New Delhi, registering marriages under the Hindu Marriage Act and the Special Marriage Act, from the notice to the certificate.',
    education: ['B.A. LL.B., Vivekananda Institute of Professional Studies, Delhi (2020)'],
    certifications: ['Panel Advocate, Delhi State Legal Services Authority'],
    notableCases: ['Handles marriage registrations under both Acts at the SDM offices of Delhi'],
    courts: ['Saket District Court, New Delhi', 'Family Court, Saket'],
    consultationModes: ['Chat', 'Voice Call', 'In-Person'],
    reviewsData: [
      { name: 'Aman Kohli', rating: 5, comment: 'Explained the 30-day notice under the Special Marriage Act clearly.', date: '2026-11-09' },
      { name: 'Neelam Bhatt', rating: 4, comment: 'Helpful with the witnesses’ documents. Office visits are on weekdays.', date: '2026-08-13' },
    ],
    resources: [{ title: 'Marriage registration: Hindu Marriage Act or Special Marriage Act', type: 'Article', date: '2026-09-23' }],
    barCouncilEnrolment: 'Bar Council of Delhi, D/3120/2020',
  },
  {
    id: 'kavya-shenoy',
    bio: 'Family-law advocate with Family Counsel Partners in Bengaluru, advising on mutual-consent and contested divorce, maintenance and custody in private video calls.',
    education: ['LL.M. in Family Law, Karnataka State Law University (2016)', 'B.A. LL.B., SDM Law College, Mangaluru (2014)'],
    certifications: ['Trained Mediator, Bengaluru Mediation Centre'],
    notableCases: ['Advises on divorce, maintenance and custody at the Bengaluru family courts'],
    courts: ['Karnataka High Court', 'Family Court, Bengaluru'],
    consultationModes: ['Chat', 'Video Call'],
    reviewsData: [
      { name: 'Shwetha Kamath', rating: 5, comment: 'Calm and honest about how long each step would take.', date: '2026-10-22' },
      { name: 'Manoj Bhat', rating: 4, comment: 'Clear advice. Evening slots are hard to get.', date: '2026-06-06' },
    ],
    resources: [{ title: 'Mutual-consent divorce: the steps and the waiting period', type: 'Guide', date: '2026-08-20' }],
    barCouncilEnrolment: 'Karnataka State Bar Council, KAR/1730/2014',
  },
];
