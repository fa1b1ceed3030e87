import type { AssignedExpert, TrackingStep, NextStepStatus } from '../../../types';
import { assignExpert } from '../../../rules/marketplace/purchase/assignExpert';
import { FALLBACK_INTAKE_SERVICE } from '../../../rules/marketplace/purchase/intakeValidation';
import { experts } from '../../experts/experts';
import { findLegalService } from '../services';

/**
 * The expert an order of this service is assigned to: one of the chosen provider's own experts who
 * practises the service's area, preferring one in the document's state (`assignExpert`). Without a
 * provider (the intake's generic Selected Provider) any expert in the area. An unknown service is
 * treated as the general legal services.
 */
export function expertForService(serviceId: string | undefined, order: { providerId?: string | null; state?: string | null } = {}): AssignedExpert {
  const service = findLegalService(serviceId) ?? findLegalService(FALLBACK_INTAKE_SERVICE)!;
  const expert = assignExpert(experts, service.practiceArea, { firmId: order.providerId, state: order.state });
  if (!expert) throw new Error('The experts list is empty');
  return expert;
}

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

/** What the order pages show besides the order itself (the expert depends on the order: `expertForService`). */
export async function getOrderFollowUp() {
  return { nextSteps: orderNextSteps, timeline: trackingTimeline };
}
