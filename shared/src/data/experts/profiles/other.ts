import type { ExpertProfileDetails } from '../../../types';

/** Profiles of the "other" category: a mediator and a cyber-safety adviser, not advocates. */

export const lakshmiKrishnan: ExpertProfileDetails = {
  id: 'lakshmi-krishnan',
  bio:
    'Counselling psychologist and family mediator in Chennai. Lakshmi helps couples, parents and siblings settle ' +
    'disputes over separation, children and family property by agreement, and refers them to an advocate when a ' +
    'settlement needs to be filed in court.',
  education: ['Ph.D. in Psychology, University of Madras (2012)', 'M.Sc. in Counselling Psychology, Madras Christian College (2008)'],
  certifications: [
    '40-hour Mediation Training, Mediation and Conciliation Project Committee, Supreme Court of India',
    'Certified Family Therapist, Indian Association of Family Therapy',
  ],
  notableCases: [
    'Mediates separation, parenting and family-property disputes in Tamil and English',
    'Refers families to an advocate when a settlement needs to be filed in court',
  ],
  consultationModes: ['Video Call', 'In-Person'],
  reviewsData: [
    { name: 'Vignesh Raman', rating: 5, comment: 'She got my brother and me talking again. Every session had a clear plan.', date: '2026-09-24' },
    { name: 'Meenakshi Sundaram', rating: 5, comment: 'Calm, fair and never took sides. Sessions in Tamil made all the difference.', date: '2026-06-10' },
    { name: 'Preethi Balaji', rating: 4, comment: 'Very helpful, though only in-person or video; no quick calls.', date: '2026-03-02' },
  ],
  resources: [
    { title: 'Mediation or court: what families should know', type: 'Article', date: '2026-08-27' },
    { title: 'Making a parenting plan that works after separation', type: 'Guide', date: '2026-05-13' },
  ],
  professionalRegistration: 'Accredited mediator, Tamil Nadu Mediation and Conciliation Centre, Madras High Court',
};

export const nikhilBose: ExpertProfileDetails = {
  id: 'nikhil-bose',
  bio:
    'Cyber-security analyst at CyberSafe India in Gurugram. Nikhil helps victims of UPI fraud, phishing and ' +
    'sextortion act in the first hours: freezing payments through 1930, reporting on cybercrime.gov.in and keeping ' +
    'the screenshots and logs the police will need.',
  education: ['M.Tech. in Information Security, IIIT Delhi (2020)', 'B.Tech. in Computer Science, Heritage Institute of Technology, Kolkata (2018)'],
  certifications: ['Certified Ethical Hacker (CEH), EC-Council', 'Certified Cyber Crime Intervention Officer, ISAC'],
  notableCases: [
    'Helps victims of UPI fraud report on 1930 and cybercrime.gov.in in the first hours',
    'Preserves screenshots, logs and other digital evidence for police complaints',
  ],
  consultationModes: ['Chat', 'Voice Call', 'Video Call'],
  reviewsData: [
    {
      name: 'Rachna Malhotra',
      rating: 5,
      comment: 'Walked me through the 1930 complaint while I was panicking, one step at a time.',
      date: '2026-11-07',
    },
    { name: 'Sourav Dutta', rating: 4, comment: 'Clear steps to secure my accounts after a SIM-swap attempt.', date: '2026-08-04' },
    { name: 'Kunal Yadav', rating: 4, comment: 'Knows the reporting portals well. Quick replies on chat.', date: '2026-04-21' },
  ],
  resources: [
    { title: 'Lost money to a UPI fraud? The first hour', type: 'Guide', date: '2026-10-15' },
    { title: 'Spotting fake KYC and courier scam calls', type: 'Article', date: '2026-06-01' },
    { title: 'Reporting cyber crime online: common questions', type: 'FAQ', date: '2026-02-08' },
  ],
};
