import type { ExpertProfileDetails } from '../../../types';

/** Profiles of the legal category's advocates (Adv. Priya Sharma, the spec's sample, is in ./priyaSharma.ts). */

export const rajeshIyer: ExpertProfileDetails = {
  id: 'rajesh-iyer',
  bio:
    'Corporate advocate practising before the Madras High Court and the NCLT Chennai bench. Rajesh advises founders ' +
    'and family businesses on incorporation, shareholder agreements, commercial contracts and trademark filings, and ' +
    'takes consultations by appointment between board meetings and hearings.',
  education: [
    'LL.M. in Corporate and Commercial Law, National Law School of India University, Bengaluru (2010)',
    'B.L., Dr. Ambedkar Government Law College, Chennai (2008)',
  ],
  certifications: [
    'Company Secretary (Associate), Institute of Company Secretaries of India',
    'Trade Marks Agent, registered with the Trade Marks Registry, Chennai',
    'Insolvency Professional examination, IBBI (2019)',
  ],
  notableCases: [
    'Drafts shareholder agreements and commercial contracts for start-ups and family businesses',
    'Appears in insolvency and company-law matters before the NCLT Chennai bench',
    'Files trademark applications and replies to examination reports and oppositions',
  ],
  courts: ['Madras High Court', 'NCLT, Chennai Bench', 'Trade Marks Registry, Chennai'],
  consultationModes: ['Chat', 'Video Call', 'In-Person'],
  reviewsData: [
    {
      name: 'Karthik Subramanian',
      rating: 5,
      comment: 'Reworked our founders’ agreement in a week and explained the vesting clauses with real examples.',
      date: '2026-10-21',
    },
    { name: 'Divya Ramesh', rating: 4, comment: 'Sharp on trademark law. Slots fill up fast, so book early.', date: '2026-08-09' },
    {
      name: 'Anil Chettiar',
      rating: 5,
      comment: 'He read the distributor contract before our call and came with a list of the risky clauses.',
      date: '2026-05-14',
    },
  ],
  resources: [
    { title: 'Shareholder agreements for first-time founders', type: 'Guide', date: '2026-09-03' },
    { title: 'Private limited company or LLP: choosing the right form', type: 'Article', date: '2026-06-17' },
    { title: 'Trademark objections and oppositions: common questions', type: 'FAQ', date: '2026-03-28' },
  ],
  barCouncilEnrolment: 'Bar Council of Tamil Nadu & Puducherry, MS/1234/2008',
};

export const farahQureshi: ExpertProfileDetails = {
  id: 'farah-qureshi',
  bio:
    'Family-law advocate at the Lucknow family courts and the Allahabad High Court’s Lucknow bench. Farah handles ' +
    'divorce, maintenance, child custody and Muslim personal-law matters, and prefers a negotiated settlement ' +
    'wherever it protects the children better than a long trial.',
  education: [
    'LL.M. in Family Law, Babasaheb Bhimrao Ambedkar University, Lucknow (2019)',
    'B.A. LL.B. (Hons.), Dr. Ram Manohar Lohiya National Law University, Lucknow (2017)',
  ],
  certifications: [
    'Trained Mediator, Allahabad High Court Mediation and Conciliation Centre (Lucknow)',
    'Panel Advocate, Uttar Pradesh State Legal Services Authority',
  ],
  notableCases: [
    'Handles divorce, maintenance and child-custody matters at the Lucknow family courts',
    'Advises on Muslim personal law: mehr, maintenance and inheritance',
    'Takes legal-aid cases on the panel of the Uttar Pradesh State Legal Services Authority',
  ],
  courts: ['Allahabad High Court, Lucknow Bench', 'Family Courts, Lucknow'],
  consultationModes: ['Chat', 'Voice Call', 'Video Call', 'In-Person'],
  reviewsData: [
    {
      name: 'Shabnam Ansari',
      rating: 5,
      comment: 'She listened without judging and told me honestly what the court would and would not do.',
      date: '2026-11-04',
    },
    { name: 'Amit Srivastava', rating: 4, comment: 'Clear advice on custody. The written summary after our call was very useful.', date: '2026-09-26' },
    { name: 'Rukhsar Siddiqui', rating: 5, comment: 'Explained my mehr and maintenance rights in Urdu to my mother. We felt safe.', date: '2026-07-11' },
    { name: 'Pooja Tiwari', rating: 3, comment: 'Good lawyer, but rescheduled our first call twice because of court dates.', date: '2026-04-02' },
  ],
  resources: [
    { title: 'Maintenance for wives and children: who can claim and how much', type: 'Article', date: '2026-10-08' },
    { title: 'Preparing for your first family court hearing', type: 'Guide', date: '2026-07-19' },
  ],
  barCouncilEnrolment: 'Bar Council of Uttar Pradesh, UP/05123/2017',
};

export const sureshMenon: ExpertProfileDetails = {
  id: 'suresh-menon',
  bio:
    'Criminal-law advocate at the Kerala High Court and the sessions courts of Ernakulam. Suresh takes bail ' +
    'applications, anticipatory bail and trial defence, and is often called late at night: on-demand consultations ' +
    'are scheduled as soon as he is out of court.',
  education: ['LL.M. in Criminal Law, Government Law College, Ernakulam (2013)', 'B.A. LL.B., Government Law College, Thiruvananthapuram (2011)'],
  certifications: [
    'Legal Aid Counsel, Kerala State Legal Services Authority (2014–2020)',
    'Certificate in Cyber Law and Digital Evidence, National Law School of India University',
  ],
  notableCases: [
    'Handles bail, anticipatory bail and trial defence in the sessions courts of Ernakulam',
    'Served as legal-aid counsel for the Kerala State Legal Services Authority from 2014 to 2020',
  ],
  courts: ['Kerala High Court', 'Sessions Court, Ernakulam'],
  consultationModes: ['Voice Call', 'Video Call', 'In-Person'],
  reviewsData: [
    { name: 'Joseph Mathew', rating: 5, comment: 'Called back within an hour on a Sunday when my brother was detained. Calm and precise.', date: '2026-10-12' },
    { name: 'Anjali Nair', rating: 4, comment: 'Honest about the chances of bail and the timeline. Fees were explained up front.', date: '2026-08-23' },
    { name: 'Rafeeq Kunju', rating: 4, comment: 'Knows the sessions court well. I wish chat were an option for quick questions.', date: '2026-02-15' },
  ],
  resources: [
    { title: 'Arrested? Your rights in the first 24 hours', type: 'Guide', date: '2026-09-30' },
    { title: 'Bail and anticipatory bail: common questions', type: 'FAQ', date: '2026-05-06' },
  ],
  barCouncilEnrolment: 'Bar Council of Kerala, K/654/2011',
};

export const deepaKulkarni: ExpertProfileDetails = {
  id: 'deepa-kulkarni',
  bio:
    'Advocate and notary public in Pune, with an office near the Shivajinagar district court. Deepa notarises ' +
    'affidavits, declarations, powers of attorney and agreements, attests copies of documents, and checks ' +
    'property papers (sale deeds, leave-and-licence agreements, society NOCs) before they are signed or registered.',
  education: ['LL.B., ILS Law College, Pune (2012)', 'B.Com., Brihan Maharashtra College of Commerce, Pune (2009)'],
  certifications: [
    'Notary Public, appointed by the Government of Maharashtra under the Notaries Act, 1952',
    'Certificate course in Real Estate (Regulation and Development) Act, Symbiosis Law School, Pune',
  ],
  notableCases: [
    'Notarises declarations, powers of attorney and agreements at her office in Shivajinagar, Pune',
    'Checks sale deeds, leave-and-licence agreements and society NOCs before they are signed',
  ],
  courts: ['District and Sessions Court, Pune'],
  consultationModes: ['Chat', 'Voice Call', 'In-Person'],
  reviewsData: [
    { name: 'Swapnil Joshi', rating: 5, comment: 'Got my name-change affidavit notarised in fifteen minutes, stamp paper and all.', date: '2026-11-09' },
    { name: 'Aparna Deshmukh', rating: 5, comment: 'She checked our leave-and-licence agreement and caught a wrong deposit amount.', date: '2026-09-15' },
    { name: 'Imran Shaikh', rating: 4, comment: 'Quick attestation of my certificates. The office gets crowded on Saturdays.', date: '2026-06-27' },
  ],
  resources: [
    { title: 'Notarisation or registration: which does your document need?', type: 'Article', date: '2026-10-02' },
    { title: 'Getting an affidavit made on stamp paper in Maharashtra', type: 'Guide', date: '2026-07-22' },
    { title: 'Attested copies and self-attestation: common questions', type: 'FAQ', date: '2026-04-11' },
  ],
  barCouncilEnrolment: 'Bar Council of Maharashtra & Goa, MAH/1843/2012',
  professionalRegistration: 'Notary Public, Government of Maharashtra, registration no. 1121/2016 (Pune)',
};
