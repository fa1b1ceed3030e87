import type { ExpertProfileDetails } from '../../../types';

/** Profiles of the peer category: people who have been through it, not advocates (no Bar Council enrolment). */

export const ananyaReddy: ExpertProfileDetails = {
  id: 'ananya-reddy',
  bio:
    'Ananya fought her own landlord for a withheld deposit in 2021 and now volunteers with the Tenant Rights Forum ' +
    'in Hyderabad. She helps tenants read rent agreements, document a flat’s condition, write notices and file ' +
    'complaints with TS-RERA, and tells you when it is time to see a lawyer.',
  education: ['MBA, Institute of Public Enterprise, Hyderabad (2020)', 'B.Tech., JNTU Hyderabad (2017)'],
  certifications: ['Paralegal Volunteer, Telangana State Legal Services Authority', 'Consumer Rights Awareness Programme, Consumer Guidance Society'],
  notableCases: [
    'Has volunteered with the Tenant Rights Forum since 2021',
    'Helps tenants write deposit notices and file complaints with TS-RERA',
    'Wrote the forum’s move-in checklist for tenants',
  ],
  consultationModes: ['Chat', 'Voice Call', 'Video Call'],
  reviewsData: [
    { name: 'Sai Kiran', rating: 5, comment: 'Her notice template was clear and polite, and she checked my dates before I sent it.', date: '2026-10-28' },
    { name: 'Harika Goud', rating: 5, comment: 'Like talking to a friend who has done this before. Very practical.', date: '2026-08-16' },
    { name: 'Mohit Agarwal', rating: 4, comment: 'Good advice on photographing the flat. She suggested a lawyer for my bigger dispute.', date: '2026-03-09' },
  ],
  resources: [
    { title: 'Move-in checklist: photos and notes to keep for your deposit', type: 'Guide', date: '2026-09-12' },
    { title: 'Security deposits: what a landlord may deduct', type: 'FAQ', date: '2026-05-25' },
  ],
};

export const vikramRathore: ExpertProfileDetails = {
  id: 'vikram-rathore',
  bio:
    'Vikram has founded two companies in Jaipur, a handicrafts export business and a logistics app, and runs ' +
    'Founders’ Circle Jaipur. He shares what registration, GST, DPIIT recognition and the first angel round ' +
    'were really like, on calls booked around his working day.',
  education: ['PGDM, Indian Institute of Management Udaipur (2017)', 'B.E. in Mechanical Engineering, MNIT Jaipur (2014)'],
  certifications: ['Startup India Learning Programme, Invest India', 'Mentor, Rajasthan Startup Policy (iStart) programme'],
  notableCases: ['Founded a handicrafts export business and a logistics app in Jaipur', 'Runs the monthly meetings of Founders’ Circle Jaipur'],
  consultationModes: ['Chat', 'Video Call'],
  reviewsData: [
    { name: 'Nidhi Khandelwal', rating: 5, comment: 'Saved me weeks: he told me exactly which registrations I needed first.', date: '2026-09-05' },
    { name: 'Rohit Saini', rating: 4, comment: 'Honest about what investors ask. Calls are only in the evenings.', date: '2026-06-13' },
    { name: 'Tanvi Mathur', rating: 4, comment: 'Great founder stories. For the legal documents he sent me to a lawyer, rightly.', date: '2026-01-30' },
  ],
  resources: [
    { title: 'Your first 90 days as a founder: registrations in order', type: 'Guide', date: '2026-08-20' },
    { title: 'What I wish I had known before my first angel round', type: 'Article', date: '2026-04-18' },
  ],
};

export const meeraNair: ExpertProfileDetails = {
  id: 'meera-nair',
  bio:
    'Meera is an adoptive parent and a coordinator at the Parents Support Network in Bengaluru. She walks families ' +
    'through RTE admissions under the 25% quota and the CARA adoption process, from registration to the court ' +
    'order, and knows the paperwork by heart.',
  education: ['M.A. in Social Work, Christ University, Bengaluru (2016)', 'B.A. in Psychology, Mount Carmel College, Bengaluru (2014)'],
  certifications: ['Foster Care and Adoption Counselling, Karnataka State Child Protection Society'],
  notableCases: [
    'Coordinates RTE admission help at the Parents Support Network in Bengaluru',
    'Walks families through CARA adoption, from registration to the court order',
  ],
  consultationModes: ['Chat', 'Voice Call', 'Video Call', 'In-Person'],
  reviewsData: [
    {
      name: 'Lavanya Gowda',
      rating: 5,
      comment: 'She knew every document the RTE portal would ask for and checked ours before the deadline.',
      date: '2026-06-24',
    },
    { name: 'Ravi Shankar', rating: 5, comment: 'Gentle and patient through our adoption home study. We are grateful.', date: '2026-04-07' },
    { name: 'Fathima Beevi', rating: 4, comment: 'Very helpful in Malayalam. The waiting list is long, plan ahead.', date: '2026-02-19' },
  ],
  resources: [
    { title: 'RTE admissions in Karnataka: documents and dates', type: 'Guide', date: '2026-01-12' },
    { title: 'Adopting through CARA: common questions from parents', type: 'FAQ', date: '2026-07-03' },
  ],
};
