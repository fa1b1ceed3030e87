/** Experts area entities (spec §3). */

export type ExpertCategoryId = 'legal' | 'peer' | 'finance' | 'administration' | 'other';

export interface ExpertCategory {
  id: Exclude<ExpertCategoryId, 'other'>;
  title: string;
  description: string;
  /** e.g. "150+" */
  count: string;
}

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

export interface ExpertProfile extends Expert {
  bio: string;
  education: string[];
  certifications: string[];
  notableCases: string[];
  consultationModes: ConsultationMode[];
  reviewsData: ExpertReview[];
  resources: ExpertResource[];
}
