import { useEffect, useState } from 'react';
import { Link, Navigate, useLoaderData, useLocation, useNavigate } from '@nyaya/shared/router';
import { CheckCircle2, Clock, MessageCircle } from 'lucide-react';
import { intakeFormFor } from '@nyaya/shared/data/marketplace/intake';
import { EXPERT_CONTACT_WITHIN, expertForService, getOrderFollowUp } from '@nyaya/shared/data/marketplace/purchase';
import { generateOrderNumber, parseOrderDraft } from '@nyaya/shared/rules/marketplace/purchase';
import type { OrderDraft } from '@nyaya/shared/types';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { AssignedExpertCard } from '../components/AssignedExpertCard';
import { NextStepsList } from '../components/NextStepsList';
import { OrderSummaryCard } from '../components/OrderSummaryCard';
import { SectionHeading } from '../components/SectionHeading';

export const loader = () => getOrderFollowUp();

/** Spec §5: without (well-formed) carried state there is no order to confirm. */
export function OrderConfirmationPage() {
  const location = useLocation();
  const draft = parseOrderDraft(location.state, intakeFormFor);
  if (!draft) return <Navigate to="/marketplace" replace />;
  return <ConfirmedOrder draft={draft} />;
}

function ConfirmedOrder({ draft }: { draft: OrderDraft }) {
  const { nextSteps } = useLoaderData<typeof loader>();
  const expert = expertForService(draft.serviceId);
  const navigate = useNavigate();
  const location = useLocation();
  const [orderNumber] = useState(() => draft.orderNumber ?? generateOrderNumber());
  const order: OrderDraft = { ...draft, orderNumber };

  // Write the new number into this history entry so a reload (or coming back) shows the same order.
  useEffect(() => {
    if (draft.orderNumber !== orderNumber) {
      navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: { ...draft, orderNumber } });
    }
  }, [draft, orderNumber, navigate, location.pathname, location.search]);

  return (
    <Screen>
      <PageHeader title="Order Confirmed" crumbs={[{ label: 'Marketplace', to: '/marketplace' }, { label: 'Order Confirmed' }]} />

      <div role="status" className="flex flex-col items-center gap-2 rounded-2xl bg-green-50 p-5 text-center">
        <CheckCircle2 aria-hidden="true" className="size-12 text-green-600" />
        <p className="font-semibold text-green-900">Your order has been placed successfully.</p>
        <p className="text-sm text-green-800">
          Order number <span className="font-mono font-semibold">{orderNumber}</span>
        </p>
      </div>

      <div className="mt-4 flex flex-col gap-4">
        <OrderSummaryCard draft={order} orderNumber={orderNumber} title="Order Summary" headingId="summary-heading" />
        <AssignedExpertCard expert={expert} headingId="expert-heading" />

        <section aria-labelledby="next-heading">
          <Card>
            <SectionHeading id="next-heading">What's Next</SectionHeading>
            <NextStepsList steps={nextSteps} />
          </Card>
        </section>

        <p className="flex items-start gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-800">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Your expert will contact you within {EXPERT_CONTACT_WITHIN}.
        </p>

        <div className="flex flex-col gap-2">
          <Link to="/order-tracking" state={order} className={buttonClasses('primary', 'lg')}>
            Track Progress
          </Link>
          <Link to="/experts" className={buttonClasses('outline', 'lg')}>
            <MessageCircle aria-hidden="true" className="size-4" /> Chat with Expert
          </Link>
        </div>
      </div>
    </Screen>
  );
}

export const Component = OrderConfirmationPage;
