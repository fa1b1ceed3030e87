import type { ExpertProfileDetails } from '../../../types';

/** Profiles of the finance category: not advocates, so registration (ICAI, SEBI) where it applies. */

export const rohanMehta: ExpertProfileDetails = {
  id: 'rohan-mehta',
  bio:
    'Chartered accountant in Mumbai advising salaried people, freelancers and small traders. Rohan files income-tax ' +
    'returns and GST returns, replies to notices from the Income Tax Department, and represents clients in ' +
    'faceless assessments and appeals before the CIT(A).',
  education: [
    'Chartered Accountant, Institute of Chartered Accountants of India (2015)',
    'B.Com., Narsee Monjee College of Commerce and Economics, Mumbai (2012)',
  ],
  certifications: ['Certificate Course on GST, ICAI', 'Diploma in International Taxation, ICAI'],
  notableCases: [
    'Files income-tax and GST returns for salaried people, freelancers and small traders',
    'Replies to income-tax notices and represents clients in faceless assessments and CIT(A) appeals',
  ],
  consultationModes: ['Chat', 'Voice Call', 'Video Call', 'In-Person'],
  reviewsData: [
    { name: 'Priyanka Shah', rating: 5, comment: 'Answered my notice within two days and explained every line of the reply.', date: '2026-11-02' },
    { name: 'Ketan Patel', rating: 5, comment: 'Explains the new and old tax regimes in Gujarati. Filing was painless.', date: '2026-08-01' },
    { name: 'Sneha Kulkarni', rating: 4, comment: 'Thorough, though July is his busiest month and replies were slower.', date: '2026-07-28' },
  ],
  resources: [
    { title: 'Got an income-tax notice? Read this before you reply', type: 'Guide', date: '2026-09-22' },
    { title: 'Old or new tax regime in 2026: a worked example', type: 'Article', date: '2026-04-03' },
    { title: 'GST for small shops: common questions', type: 'FAQ', date: '2026-02-11' },
  ],
  professionalRegistration: 'Member, Institute of Chartered Accountants of India, membership no. 134567',
};

export const kavitaBanerjee: ExpertProfileDetails = {
  id: 'kavita-banerjee',
  bio:
    'Financial planner in Kolkata for families planning retirement, children’s education and a first home. Kavita ' +
    'charges only for advice, sells no products and earns no commission, and writes every plan down in plain ' +
    'language with the reasons behind it.',
  education: [
    'MBA in Finance, Indian Institute of Social Welfare and Business Management, Kolkata (2010)',
    'B.Sc. in Economics, Presidency College, Kolkata (2008)',
  ],
  certifications: ['CERTIFIED FINANCIAL PLANNER, FPSB India', 'NISM Series X-A and X-B: Investment Adviser'],
  notableCases: [
    'Plans retirement, education and home savings for families in Kolkata',
    'Advises government employees on moving from the old pension to the NPS',
  ],
  consultationModes: ['Voice Call', 'Video Call', 'In-Person'],
  reviewsData: [
    { name: 'Subhajit Ghosh', rating: 5, comment: 'No product pushing at all. The written plan explained every choice.', date: '2026-10-19' },
    { name: 'Mousumi Das', rating: 4, comment: 'She made my parents understand their pension options, in Bengali.', date: '2026-07-07' },
    { name: 'Arindam Roy', rating: 4, comment: 'Detailed and careful. Getting a slot took two weeks.', date: '2026-03-21' },
  ],
  resources: [
    { title: 'How much do you need to retire? A simple method', type: 'Article', date: '2026-08-14' },
    { title: 'Choosing mutual funds for a child’s education', type: 'Guide', date: '2026-05-02' },
  ],
  professionalRegistration: 'SEBI Registered Investment Adviser, INA000012345',
};

export const arjunDeshpande: ExpertProfileDetails = {
  id: 'arjun-deshpande',
  bio:
    'Arjun spent eight years in retail lending at a Pune co-operative bank before starting his own advisory. He ' +
    'helps borrowers compare home-loan offers, repair a low CIBIL score, and talk to their bank about ' +
    'restructuring before an EMI is missed.',
  education: ['MBA in Banking and Finance, Pune University (2016)', 'B.Com., Fergusson College, Pune (2014)'],
  certifications: ['JAIIB, Indian Institute of Banking and Finance', 'Certified Credit Counsellor, Indian Institute of Banking and Finance'],
  notableCases: ['Spent eight years in retail lending at a Pune co-operative bank', 'Compares home-loan offers and explains credit reports to borrowers'],
  consultationModes: ['Chat', 'Voice Call', 'In-Person'],
  reviewsData: [
    {
      name: 'Aditya Patil',
      rating: 5,
      comment: 'Went through my credit report line by line and showed me how to dispute the wrong entries.',
      date: '2026-09-29',
    },
    { name: 'Shweta Jadhav', rating: 4, comment: 'Good comparison of loan offers, explained in Marathi for my father.', date: '2026-06-05' },
    { name: 'Nitin Kale', rating: 3, comment: 'Useful advice, but the restructuring took longer than he first estimated.', date: '2026-01-24' },
  ],
  resources: [
    { title: 'Balance transfer of a home loan: when it pays', type: 'Article', date: '2026-07-16' },
    { title: 'Fixing errors in your credit report, step by step', type: 'Guide', date: '2026-03-04' },
  ],
};
