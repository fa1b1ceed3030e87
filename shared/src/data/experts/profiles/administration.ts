import type { ExpertProfileDetails } from '../../../types';

/** Profiles of the administration category: paperwork helpers, not advocates (no Bar Council enrolment). */

export const sunitaYadav: ExpertProfileDetails = {
  id: 'sunita-yadav',
  bio:
    'Sunita runs Seva Documentation Services in Patna and has filled in government forms for ten years. She ' +
    'prepares passport applications, birth and death certificate requests and ration-card changes, books the ' +
    'appointments and tells you exactly which originals to carry.',
  education: ['B.A., Patna Women’s College (2014)'],
  certifications: ['Village Level Entrepreneur, Common Services Centres scheme (CSC e-Governance Services India)'],
  notableCases: ['Prepares passport, birth and death certificate and ration-card applications in Patna', 'Runs a Common Services Centre under the CSC scheme'],
  consultationModes: ['Chat', 'Voice Call', 'In-Person'],
  reviewsData: [
    { name: 'Ravi Ranjan', rating: 5, comment: 'She checked every document twice before my passport appointment.', date: '2026-10-25' },
    {
      name: 'Kumari Anjali',
      rating: 5,
      comment: 'Stayed patient with my grandmother’s death certificate request when the office kept sending us back.',
      date: '2026-08-30',
    },
    { name: 'Manoj Paswan', rating: 4, comment: 'Very helpful with the ration card, explained everything in Bhojpuri.', date: '2026-05-18' },
  ],
  resources: [
    { title: 'Passport application: the documents that get it rejected', type: 'Guide', date: '2026-09-08' },
    { title: 'Adding a family member to your ration card in Bihar', type: 'FAQ', date: '2026-04-26' },
  ],
};

export const harpreetKaur: ExpertProfileDetails = {
  id: 'harpreet-kaur',
  bio:
    'Harpreet worked for twelve years alongside patwaris and tehsil offices in Punjab and Chandigarh before opening ' +
    'the Land Records Help Desk. She traces jamabandi and fard records, prepares mutation (intkal) applications ' +
    'and works out the stamp duty due on a transfer.',
  education: ['M.A. in Public Administration, Panjab University, Chandigarh (2013)', 'B.A., Government College for Girls, Chandigarh (2011)'],
  certifications: ['Training in the Punjab Land Records Society’s online services (PLRS)'],
  notableCases: [
    'Traces jamabandi and fard records and prepares mutation applications in Punjab and Chandigarh',
    'Worked alongside patwaris and tehsil offices for twelve years',
  ],
  consultationModes: ['Voice Call', 'Video Call', 'In-Person'],
  reviewsData: [
    { name: 'Gurpreet Singh', rating: 5, comment: 'Found our old jamabandi in a day when the tehsil said it was lost.', date: '2026-10-06' },
    { name: 'Simran Bedi', rating: 4, comment: 'Clear explanation of stamp duty for a gift deed within the family.', date: '2026-07-14' },
    { name: 'Balwinder Sandhu', rating: 4, comment: 'Knows the process well. Appointments only on weekdays.', date: '2026-02-27' },
  ],
  resources: [
    { title: 'Mutation after inheritance in Punjab: the steps', type: 'Guide', date: '2026-08-11' },
    { title: 'Reading a jamabandi: what each column means', type: 'Article', date: '2026-03-15' },
  ],
};

export const mohammedAsif: ExpertProfileDetails = {
  id: 'mohammed-asif',
  bio:
    'Asif runs the Citizen Services Kendra in Bhopal’s old city. He updates Aadhaar and PAN details, links them, ' +
    'and prepares domicile and income certificate applications on the MP e-District portal, mostly for students ' +
    'and families applying for scholarships.',
  education: ['B.C.A., Barkatullah University, Bhopal (2021)'],
  certifications: ['Aadhaar Operator certification, UIDAI (through NSEIT)', 'MP Online authorised kiosk operator'],
  notableCases: [
    'Updates and links Aadhaar and PAN details at his Citizen Services Kendra in Bhopal',
    'Prepares domicile and income certificate applications on the MP e-District portal',
  ],
  consultationModes: ['Chat', 'Voice Call', 'In-Person'],
  reviewsData: [
    { name: 'Shahid Khan', rating: 5, comment: 'Fixed my date of birth on Aadhaar and PAN in one visit.', date: '2026-09-17' },
    { name: 'Rekha Malviya', rating: 4, comment: 'Patient with my mother. The kendra is busy before scholarship deadlines.', date: '2026-06-29' },
    { name: 'Irfan Qureshi', rating: 3, comment: 'Got the job done but I had to come back for a second visit.', date: '2026-01-16' },
  ],
  resources: [
    { title: 'Linking PAN and Aadhaar when the names do not match', type: 'Guide', date: '2026-07-25' },
    { title: 'Domicile certificate in Madhya Pradesh: common questions', type: 'FAQ', date: '2026-04-09' },
  ],
};
