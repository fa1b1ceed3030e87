import type { AssignedExpert, NextStepStatus, TrackingStep } from '../../../types';

/** The expert the sample order is assigned to (the same Priya Sharma as the profile page). */
export const assignedExpert: AssignedExpert = {
  name: 'Adv. Priya Sharma',
  specialization: 'Property Law',
  experience: '12 years',
  rating: 4.9,
  avatar: 'PS',
};

export interface OrderNextStep {
  title: string;
  description: string;
  status: NextStepStatus;
}

/** "What's Next" on the confirmation (spec §4: pending is shown as Active). */
export const orderNextSteps: OrderNextStep[] = [
  { title: 'Order confirmed', description: 'Your order is placed and an expert is assigned.', status: 'completed' },
  { title: 'Expert contacts you', description: 'Your expert calls to understand your needs and collect documents.', status: 'pending' },
  { title: 'Document drafting', description: 'The expert prepares your document and shares a draft.', status: 'upcoming' },
  { title: 'Final delivery', description: 'Receive the final document after your review.', status: 'upcoming' },
];

/** Spec §4: the sample 7-step tracking timeline. */
export const trackingTimeline: TrackingStep[] = [
  { title: 'Order Placed', description: 'Your order was received and payment confirmed.', status: 'completed' },
  { title: 'Expert Assigned', description: 'A verified expert has taken up your order.', status: 'completed' },
  { title: 'Document Collection', description: 'Share the documents your expert asks for.', status: 'active' },
  { title: 'Expert Review', description: 'Your expert reviews your documents and requirements.', status: 'pending' },
  { title: 'Document Drafting', description: 'Your document is drafted.', status: 'pending' },
  { title: 'Quality Check', description: 'A second lawyer checks the draft.', status: 'pending' },
  { title: 'Delivery', description: 'The final document is delivered to you.', status: 'pending' },
];

/** Spec §9: the promised first contact from the expert. */
export const EXPERT_CONTACT_WITHIN = '2 hours';

/** What the order pages show besides the order itself. */
export async function getOrderFollowUp() {
  return { expert: assignedExpert, nextSteps: orderNextSteps, timeline: trackingTimeline };
}
