import { Link, Navigate, useSearchParams } from '@nyaya/shared/router';
import { Bell, MessageCircle } from 'lucide-react';
import type { OrderView } from '@nyaya/shared/api';
import { trackingProgress } from '@nyaya/shared/rules/marketplace/purchase';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { ProgressBar } from '@nyaya/shared/ui/ProgressBar';
import { Screen } from '@nyaya/shared/ui/Screen';
import { AssignedExpertCard } from '../components/AssignedExpertCard';
import { OrderSummaryCard } from '../components/OrderSummaryCard';
import { OrderTimeline } from '../components/OrderTimeline';
import { SectionHeading } from '../components/SectionHeading';
import { OrderGate } from '../orders/OrderGate';

/**
 * `/order-tracking?order=ORD…`: the order's progress from the API, each reached step with its time.
 * Spec §5: with no order, the confirmation (which sends on to the marketplace).
 */
export function OrderTrackingPage() {
  const [params] = useSearchParams();
  const orderNumber = params.get('order');
  if (orderNumber === null) return <Navigate to="/order-confirmation" replace />;
  return (
    <OrderGate key={orderNumber} orderNumber={orderNumber} crumb="Order Tracking">
      {(order) => <TrackedOrder order={order} />}
    </OrderGate>
  );
}

function TrackedOrder({ order }: { order: OrderView }) {
  const progress = trackingProgress(order.tracking);

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

        <OrderSummaryCard order={order} title="Order Details" headingId="details-heading" />
        <AssignedExpertCard expert={order.expert} headingId="expert-heading" />

        <section aria-labelledby="timeline-heading">
          <Card>
            <SectionHeading id="timeline-heading">Timeline</SectionHeading>
            <OrderTimeline steps={order.tracking} />
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
