import { Link, Navigate, useLoaderData, useSearchParams } from '@nyaya/shared/router';
import { CheckCircle2, Clock } from 'lucide-react';
import type { OrderView } from '@nyaya/shared/api';
import { EXPERT_CONTACT_WITHIN, getOrderFollowUp } from '@nyaya/shared/data/marketplace/purchase';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { AssignedExpertCard } from '../components/AssignedExpertCard';
import { NextStepsList } from '../components/NextStepsList';
import { OrderQuoteCard } from '../components/OrderQuoteCard';
import { OrderSummaryCard } from '../components/OrderSummaryCard';
import { SectionHeading } from '../components/SectionHeading';
import { ChatWithExpertLink } from '../orders/ChatWithExpertLink';
import { OrderGate } from '../orders/OrderGate';
import { translateText, useT } from '../i18n';
import { defineTexts } from '@nyaya/shared/i18n';
import { marketplaceBrowseTexts } from '@nyaya/shared/data/marketplace/texts';
import { marketplaceDetailTexts } from '@nyaya/shared/data/marketplace/detailTexts';
import { expertsTexts } from '@nyaya/shared/data/experts/texts';

// An order shows its offer's card texts, its details (steps, forms, states, timelines) and its expert's:
// the marketplace's first screen downloads none of them; the host waits for them (federation/areaRoutes).
defineTexts(marketplaceBrowseTexts);
defineTexts(marketplaceDetailTexts);
defineTexts(expertsTexts);

export const loader = () => getOrderFollowUp();

/**
 * `/order-confirmation?order=ORD…`: the order as the API keeps it, so a reload, a new tab or a
 * shared link (in the same browser) shows it. Spec §5: with no order to confirm, the marketplace.
 */
export function OrderConfirmationPage() {
  const t = useT();
  const [params] = useSearchParams();
  const orderNumber = params.get('order');
  if (orderNumber === null) return <Navigate to="/marketplace" replace />;
  return (
    <OrderGate key={orderNumber} orderNumber={orderNumber} crumb={t('confirmation.title')}>
      {(order) => <ConfirmedOrder order={order} />}
    </OrderGate>
  );
}

function ConfirmedOrder({ order }: { order: OrderView }) {
  const t = useT();
  const { nextSteps } = useLoaderData<typeof loader>();
  const number = encodeURIComponent(order.orderNumber);

  return (
    <Screen>
      <PageHeader
        title={t('confirmation.title')}
        backTo="/marketplace"
        crumbs={[{ label: t('crumbs.marketplace'), to: '/marketplace' }, { label: t('confirmation.title') }]}
      />

      <div role="status" className="flex flex-col items-center gap-2 rounded-2xl bg-green-50 p-5 text-center">
        <CheckCircle2 aria-hidden="true" className="size-12 text-green-600" />
        <p className="font-semibold text-green-900">{t('confirmation.placed')}</p>
        <p className="text-sm text-green-800">
          {t('summary.orderNumber')} <span className="font-mono font-semibold">{order.orderNumber}</span>
        </p>
      </div>

      <div className="mt-4 flex flex-col gap-4">
        <OrderSummaryCard order={order} title={t('confirmation.summary')} headingId="summary-heading" />
        <OrderQuoteCard order={order} headingId="price-heading" />
        <AssignedExpertCard expert={order.expert} headingId="expert-heading" />

        <section aria-labelledby="next-heading">
          <Card>
            <SectionHeading id="next-heading">{t('confirmation.next')}</SectionHeading>
            <NextStepsList steps={nextSteps} />
          </Card>
        </section>

        <p className="flex items-start gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-800">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('confirmation.contactWithin', { time: translateText(EXPERT_CONTACT_WITHIN) })}
        </p>

        <div className="flex flex-col gap-2">
          <Link to={`/order-tracking?order=${number}`} className={buttonClasses('primary', 'lg')}>
            {t('confirmation.track')}
          </Link>
          <ChatWithExpertLink orderNumber={order.orderNumber} />
        </div>
      </div>
    </Screen>
  );
}

export const Component = OrderConfirmationPage;
