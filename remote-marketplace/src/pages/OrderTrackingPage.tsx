import { useState } from 'react';
import { Link, Navigate, useSearchParams } from '@nyaya/shared/router';
import { Bell } from 'lucide-react';
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
import { ChatWithExpertLink } from '../orders/ChatWithExpertLink';
import { DocumentsSection } from '../documents/DocumentsSection';
import { OrderGate } from '../orders/OrderGate';
import { CancelSection } from '../orderActions/CancelSection';
import { DraftSection } from '../orderActions/DraftSection';
import { useT } from '../i18n';
import { defineTexts } from '@nyaya/shared/i18n';
import { marketplaceBrowseTexts } from '@nyaya/shared/data/marketplace/texts';
import { marketplaceDetailTexts } from '@nyaya/shared/data/marketplace/detailTexts';
import { expertsTexts } from '@nyaya/shared/data/experts/texts';

// An order shows its offer's card texts, its details (steps, forms, states, timelines) and its expert's:
// the marketplace's first screen downloads none of them; the host waits for them (federation/areaRoutes).
defineTexts(marketplaceBrowseTexts);
defineTexts(marketplaceDetailTexts);
defineTexts(expertsTexts);

/**
 * `/order-tracking?order=ORD…`: the order's progress from the API (its status history), each
 * completed step with its time and the current one, followed while the page is open.
 * Spec §5: with no order, the confirmation (which sends on to the marketplace).
 */
export function OrderTrackingPage() {
  const t = useT();
  const [params] = useSearchParams();
  const orderNumber = params.get('order');
  if (orderNumber === null) return <Navigate to="/order-confirmation" replace />;
  return (
    // Live: the steps the expert completes show up while the page is open (refetched on focus and every 15 s).
    <OrderGate key={orderNumber} orderNumber={orderNumber} crumb={t('tracking.title')} live>
      {(order, refresh) => <TrackedOrder order={order} refresh={refresh} />}
    </OrderGate>
  );
}

function TrackedOrder({ order: loaded, refresh }: { order: OrderView; refresh: () => void }) {
  const t = useT();
  // A write's answer (a revision asked, the order cancelled) shows at once, until the next load replaces it.
  const [written, setWritten] = useState<{ over: OrderView; order: OrderView } | null>(null);
  const order = written?.over === loaded ? written.order : loaded;
  const changed = (next: OrderView) => {
    setWritten({ over: loaded, order: next });
    refresh();
  };
  const progress = trackingProgress(order.tracking);

  return (
    <Screen>
      <PageHeader title={t('tracking.title')} crumbs={[{ label: t('crumbs.marketplace'), to: '/marketplace' }, { label: t('tracking.title') }]} />

      <div className="flex flex-col gap-4">
        <section aria-labelledby="progress-heading">
          <Card>
            <div className="flex items-baseline justify-between gap-2">
              <h2 id="progress-heading" className="font-semibold text-ink">
                {t('tracking.overall')}
              </h2>
              <span className="text-lg font-bold text-brand-700">{progress.percent}%</span>
            </div>
            <ProgressBar value={progress.percent} label={t('tracking.progressLabel')} className="mt-2" />
            <p className="mt-2 text-sm text-muted">{progress.text}</p>
          </Card>
        </section>

        <DraftSection order={order} onChanged={changed} />

        {/* Document Collection is the step an order starts at: what to send comes first. */}
        <DocumentsSection orderNumber={order.orderNumber} />

        <OrderSummaryCard order={order} title={t('tracking.details')} headingId="details-heading" />
        <AssignedExpertCard expert={order.expert} headingId="expert-heading" />

        <section aria-labelledby="timeline-heading">
          <Card>
            <SectionHeading id="timeline-heading">{t('tracking.timeline')}</SectionHeading>
            <OrderTimeline steps={order.tracking} />
          </Card>
        </section>

        <CancelSection order={order} onChanged={changed} onStale={refresh} />

        <div className="flex flex-col gap-2">
          <Link to="/notifications" className={buttonClasses('primary', 'lg')}>
            <Bell aria-hidden="true" className="size-4" /> {t('tracking.updates')}
          </Link>
          <ChatWithExpertLink orderNumber={order.orderNumber} />
        </div>
      </div>
    </Screen>
  );
}

export const Component = OrderTrackingPage;
