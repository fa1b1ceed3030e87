import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from '@nyaya/shared/router';
import { CheckCircle2, ClipboardList, Clock, FileText, MessageCircle, RefreshCw, Star } from 'lucide-react';
import { LIMITED_OFFER } from '@nyaya/shared/data/marketplace/catalog';
import { getServiceOffer } from '@nyaya/shared/data/marketplace/purchase';
import { formatCount } from '@nyaya/shared/format';
import type { CheckoutPurchase } from '@nyaya/shared/stores';
import { Accordion } from '@nyaya/shared/ui/Accordion';
import { Avatar } from '@nyaya/shared/ui/Avatar';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Button, buttonClasses } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { OfferPrice } from '../components/OfferPrice';
import { PriceBreakdown } from '../components/PriceBreakdown';
import { SectionHeading } from '../components/SectionHeading';

/** An id that exists nowhere (or none) falls back to rental-agreement-1 inside the getter (spec §8). */
export const loader = ({ params }: LoaderFunctionArgs) => getServiceOffer(params.serviceId);

export function ServiceDetailPage() {
  const offer = useLoaderData<typeof loader>();
  const navigate = useNavigate();

  function proceedToPayment() {
    const purchase: CheckoutPurchase = { serviceId: offer.serviceId, offerId: offer.id };
    navigate('/checkout', { state: { purchase } });
  }

  return (
    <>
      <Screen className="pb-28">
        <PageHeader title={offer.title} crumbs={[{ label: 'Marketplace', to: '/marketplace' }, { label: 'Service Details' }]} />

        <Card>
          <div className="flex flex-wrap gap-1.5">
            <Badge tone="brand">{offer.category}</Badge>
            {offer.badges.map((badge) => (
              <Badge key={badge} tone="green">
                {badge}
              </Badge>
            ))}
          </div>
          <p className="mt-3 flex items-center gap-3">
            <Avatar name={offer.providerName} initials={offer.logo} size="sm" />
            <span>
              <span className="block text-xs text-muted">Provided by</span>
              <span className="font-semibold text-ink">{offer.providerName}</span>
            </span>
          </p>
          <p className="mt-3 text-sm text-muted">{offer.description}</p>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
            <li className="inline-flex items-center gap-1">
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
              {offer.rating} <span className="text-muted">({formatCount(offer.reviews)} reviews)</span>
            </li>
            <li className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4 text-muted" /> Delivery in {offer.timeframe}
            </li>
            <li className="inline-flex items-center gap-1">
              <RefreshCw aria-hidden="true" className="size-4 text-muted" /> {offer.revisionDays}-day revisions
            </li>
          </ul>
          <div className="mt-3">
            <OfferPrice price={offer.price} originalPrice={offer.originalPrice} />
            {offer.serviceId === LIMITED_OFFER.serviceId && (
              <p className="mt-1 text-sm font-medium text-orange-700">
                Limited offer: {LIMITED_OFFER.percentOff}% off {LIMITED_OFFER.serviceTitle}, ends in {LIMITED_OFFER.endsIn}
              </p>
            )}
          </div>
          <Link
            to={`/service/${encodeURIComponent(offer.serviceId)}/${encodeURIComponent(offer.providerId)}`}
            className={buttonClasses('outline', 'md', 'mt-3 w-full')}
          >
            <ClipboardList aria-hidden="true" className="size-4" /> Fill in your details first
          </Link>
        </Card>

        <section aria-labelledby="how-heading" className="mt-6">
          <SectionHeading id="how-heading">How it Works</SectionHeading>
          <ol className="flex flex-col gap-3">
            {offer.processSteps.map((step) => (
              <li key={step.step} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
                >
                  {step.step}
                </span>
                <span>
                  <span className="block font-medium text-ink">{step.title}</span>
                  <span className="block text-sm text-muted">{step.description}</span>
                </span>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="included-heading" className="mt-6">
          <SectionHeading id="included-heading">What's Included</SectionHeading>
          <ul className="flex flex-col gap-2 text-sm text-ink">
            {offer.whatIncluded.map((item) => (
              <li key={item} className="flex items-start gap-2">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" /> {item}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="breakdown-heading" className="mt-6">
          <SectionHeading id="breakdown-heading">Price Breakdown</SectionHeading>
          <PriceBreakdown lines={offer.priceBreakdown} />
        </section>

        <section aria-labelledby="documents-heading" className="mt-6">
          <SectionHeading id="documents-heading">Documents Required</SectionHeading>
          <ul className="flex flex-col gap-2 text-sm text-ink">
            {offer.requirements.map((item) => (
              <li key={item} className="flex items-start gap-2">
                <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" /> {item}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="faq-heading" className="mt-6">
          <SectionHeading id="faq-heading">FAQs</SectionHeading>
          <Accordion items={offer.faqs.map((faq, index) => ({ id: `faq-${index}`, title: faq.question, content: faq.answer }))} />
        </section>

        <section aria-labelledby="help-heading" className="mt-6">
          <Card className="bg-brand-50">
            <h2 id="help-heading" className="font-semibold text-ink">
              Need Expert Help?
            </h2>
            <p className="mt-1 text-sm text-muted">Not sure this is the right service? Talk to a lawyer before you pay.</p>
            <Link to="/experts" className={buttonClasses('outline', 'md', 'mt-3')}>
              <MessageCircle aria-hidden="true" className="size-4" /> Chat with Expert
            </Link>
          </Card>
        </section>
      </Screen>

      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white">
        <div className="mx-auto flex w-full max-w-md gap-2 px-4 py-3">
          <Link to="/experts" className={buttonClasses('outline', 'md', 'min-h-12 shrink-0 whitespace-nowrap')}>
            Need Help?
          </Link>
          <Button className="min-h-12 flex-1 whitespace-nowrap" onClick={proceedToPayment}>
            Proceed to Payment
          </Button>
        </div>
      </div>
    </>
  );
}

export const Component = ServiceDetailPage;
