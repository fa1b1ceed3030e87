import { Link, Navigate, useLoaderData, useLocation } from '@nyaya/shared/router';
import { Bell, MessageCircle } from 'lucide-react';
import { intakeFormFor } from '@nyaya/shared/data/marketplace/intake';
import { expertForService, getOrderFollowUp } from '@nyaya/shared/data/marketplace/purchase';
import { parseOrderDraft, trackingProgress } from '@nyaya/shared/rules/marketplace/purchase';
import type { OrderDraft } from '@nyaya/shared/types';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { ProgressBar } from '@nyaya/shared/ui/ProgressBar';
import { Screen } from '@nyaya/shared/ui/Screen';
import { AssignedExpertCard } from '../components/AssignedExpertCard';
import { OrderSummaryCard } from '../components/OrderSummaryCard';
import { OrderTimeline } from '../components/OrderTimeline';
import { SectionHeading } from '../components/SectionHeading';

export const loader = () => getOrderFollowUp();

/**
 * Spec §5: without carried state, go to the confirmation (which sends on to the marketplace). A
 * draft without an order number goes back to the confirmation with its draft, which numbers it.
 */
export function OrderTrackingPage() {
  const location = useLocation();
  const draft = parseOrderDraft(location.state, intakeFormFor);
  if (!draft) return <Navigate to="/order-confirmation" replace />;
  if (!draft.orderNumber) return <Navigate to="/order-confirmation" replace state={draft} />;
  return <TrackedOrder draft={draft} orderNumber={draft.orderNumber} />;
}

function TrackedOrder({ draft, orderNumber }: { draft: OrderDraft; orderNumber: string }) {
  const { timeline } = useLoaderData<typeof loader>();
  const expert = expertForService(draft.serviceId);
  const progress = trackingProgress(timeline);

  return (
    <Screen>
      <PageHeader title="Order Tracking" crumbs={[{ label: 'Marketplace', to: '/marketplace' }, { label: 'Order Tracking' }]} />

      <div className="flex flex-col gap-4">
        <section aria-labelledby="progress-heading">
          <Card>
            <div className="flex items-baseline justify-between gap-2">
              <h2 id="progress-heading" className="font-semibold text-ink">
                Overall Progress
              </h2>
              <span className="text-lg font-bold text-brand-700">{progress.percent}%</span>
            </div>
            <ProgressBar value={progress.percent} label="Order progress" className="mt-2" />
            <p className="mt-2 text-sm text-muted">{progress.text}</p>
          </Card>
        </section>

        <OrderSummaryCard draft={draft} orderNumber={orderNumber} title="Order Details" headingId="details-heading" />
        <AssignedExpertCard expert={expert} headingId="expert-heading" />

        <section aria-labelledby="timeline-heading">
          <Card>
            <SectionHeading id="timeline-heading">Timeline</SectionHeading>
            <OrderTimeline steps={timeline} />
          </Card>
        </section>

        <div className="flex flex-col gap-2">
          <Link to="/notifications" className={buttonClasses('primary', 'lg')}>
            <Bell aria-hidden="true" className="size-4" /> Get Updates
          </Link>
          <Link to="/experts" className={buttonClasses('outline', 'lg')}>
            <MessageCircle aria-hidden="true" className="size-4" /> Chat with Expert
          </Link>
        </div>
      </div>
    </Screen>
  );
}

export const Component = OrderTrackingPage;
