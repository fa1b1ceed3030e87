/** Experts area entities (spec §3). */

export type ExpertCategoryId = 'legal' | 'peer' | 'finance' | 'administration' | 'other';

export interface ExpertCategory {
  id: Exclude<ExpertCategoryId, 'other'>;
  title: string;
  description: string;
  /** e.g. "150+" */
  count: string;
}

/**
 * The fields of law (and of advice) an expert takes orders in. Every marketplace service names one
 * (`LegalService.practiceArea`), and an order is assigned to an expert who practises it.
 */
export type PracticeArea = 'property' | 'notary' | 'corporate' | 'tax' | 'intellectual-property' | 'family' | 'civil' | 'general';

export interface Expert {
  id: string;
  name: string;
  organization: string;
  location: string;
  specialties: string[];
  rating: string;
  reviewCount: number;
  status: 'available' | 'on-demand';
  experience: string;
  /** rupees per consultation */
  fee: number;
  avatar: string;
  languages: string[];
  clientsServed: number;
  category: ExpertCategoryId;
  /** What the expert takes marketplace orders in; empty for experts who only consult. */
  practiceAreas: PracticeArea[];
  /**
   * Advocates only: the enrolment number their State Bar Council gave them, in the council's format
   * ("D/1187/2012", "MAH/1843/2012"). Absent for everyone who is not an advocate.
   */
  enrolment?: string;
  /**
   * The marketplace provider (`OfferListing.providerId`) this expert works for: orders bought from
   * that provider are assigned to its experts. Absent for experts who practise on their own.
   */
  firmId?: string;
}

/** A category id from the URL that matched, with the word used in titles ("Legal Experts"). */
export interface ExpertCategoryRef {
  id: ExpertCategoryId;
  title: string;
}

export type ConsultationMode = 'Chat' | 'Voice Call' | 'Video Call' | 'In-Person';

export interface ExpertReview {
  name: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  /** ISO date; shown relative ("2 weeks ago") */
  date: string;
}

export interface ExpertResource {
  title: string;
  type: 'Article' | 'Guide' | 'FAQ';
  date: string;
}

/** What only the profile page shows about an expert, kept apart from the list's card fields. */
export interface ExpertProfileDetails {
  /** the `Expert.id` these details belong to */
  id: string;
  bio: string;
  education: string[];
  certifications: string[];
  /**
   * What the expert's work is, as facts (matters handled, clients served, for whom): never an
   * outcome or money claim (Bar Council of India Rule 36; a unit test scans for them).
   */
  notableCases: string[];
  /** Advocates only: the courts and tribunals they appear before. */
  courts?: string[];
  consultationModes: ConsultationMode[];
  reviewsData: ExpertReview[];
  resources: ExpertResource[];
  /**
   * Advocates only (the Advocates Act 1961 requires it to practise): the State Bar Council and the
   * enrolment number, e.g. "Bar Council of Delhi, D/1187/2012". Absent for everyone else.
   */
  barCouncilEnrolment?: string;
  /**
   * What a non-advocate is registered or certified as, e.g. ICAI membership for a chartered
   * accountant; a notary's appointment for an advocate who is also a notary. Absent when nothing applies.
   */
  professionalRegistration?: string;
}

export type ExpertProfile = Expert & Omit<ExpertProfileDetails, 'id'>;
