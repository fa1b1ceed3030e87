import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from '@nyaya/shared/router';
import { CheckCircle2, ClipboardList, Clock, FileText, MessageCircle, RefreshCw, Star } from 'lucide-react';
import { LIMITED_OFFER } from '@nyaya/shared/data/marketplace/catalog';
import { offerDaysLeft as daysLeft } from '@nyaya/shared/rules/marketplace/purchase/limitedOffer';
import { consultationBookingOf, consultationBookingPath } from '@nyaya/shared/data/marketplace/offers';
import { getServiceOffer } from '@nyaya/shared/data/marketplace/purchase';
import { formatCount } from '@nyaya/shared/format';
import { Accordion } from '@nyaya/shared/ui/Accordion';
import { Avatar } from '@nyaya/shared/ui/Avatar';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Button, buttonClasses } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { OfferPrice } from '../components/OfferPrice';
import { FeeIncludes } from '../components/FeeIncludes';
import { OfferQuote } from '../components/OfferQuote';
import { SectionHeading } from '../components/SectionHeading';
import { translateText, useT } from '../i18n';
import { defineTexts, ensureCatalogs, targetLocale } from '@nyaya/shared/i18n';
import { marketplaceBrowseTexts } from '@nyaya/shared/data/marketplace/texts';
import { marketplaceServiceTexts } from '@nyaya/shared/data/marketplace/detailTexts';

// This page shows an offer's card texts and its details (steps, FAQs, price lines): the marketplace's
// first screen downloads neither; the host waits for the cards' (federation/areaRoutes).
defineTexts(marketplaceBrowseTexts);

/**
 * An id that exists nowhere (or none) falls back to rental-agreement-1 inside the getter (spec
 * §8). The details' Hindi is the offer's service's own (and what services share), known once the
 * offer is: waited for here, so the page does not show English first; a failed download leaves
 * the page in English rather than stopping it.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const offer = await getServiceOffer(params.serviceId);
  defineTexts(marketplaceServiceTexts(offer.serviceId));
  await ensureCatalogs(targetLocale()).catch(() => undefined);
  return offer;
}

export function ServiceDetailPage() {
  const t = useT();
  const offer = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const offerDaysLeft = daysLeft(LIMITED_OFFER.endsOn);

  // The API takes no order without the service's details (its intake), so Proceed to Payment goes
  // through this offer's intake form, the page Fill details opens; that form carries the offer's id on
  // to the checkout, so the price paid is still this offer's.
  // A chat or call consultation is a booking with the provider's expert instead: the booking screen
  // takes the time, the payment (the expert's fee, the price shown here) and the refund rule.
  const booking = consultationBookingOf(offer.id, offer.serviceId);
  const intakePath = booking ? consultationBookingPath(booking) : `/service/${encodeURIComponent(offer.serviceId)}/${encodeURIComponent(offer.providerId)}`;

  return (
    <Screen className="pb-28">
      <PageHeader title={translateText(offer.title)} crumbs={[{ label: t('crumbs.marketplace'), to: '/marketplace' }, { label: t('detail.crumb') }]} />

      <Card>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="brand">{translateText(offer.category)}</Badge>
          {offer.badges.map((badge) => (
            <Badge key={badge} tone="green">
              {translateText(badge)}
            </Badge>
          ))}
        </div>
        <p className="mt-3 flex items-center gap-3">
          <Avatar name={offer.providerName} initials={offer.logo} size="sm" />
          <span>
            <span className="block text-xs text-muted">{t('detail.providedBy')}</span>
            <span className="font-semibold text-ink">{offer.providerName}</span>
          </span>
        </p>
        <p className="mt-3 text-sm text-muted">{translateText(offer.description)}</p>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
          <li className="inline-flex items-center gap-1">
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
            {offer.rating} <span className="text-muted">{t('reviews', { reviews: formatCount(offer.reviews) })}</span>
          </li>
          <li className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4 text-muted" /> {t('detail.deliveryIn', { time: translateText(offer.timeframe) })}
          </li>
          <li className="inline-flex items-center gap-1">
            <RefreshCw aria-hidden="true" className="size-4 text-muted" /> {t('detail.revisions', { days: offer.revisionDays })}
          </li>
        </ul>
        <div className="mt-3">
          <OfferPrice offer={offer} />
          <FeeIncludes serviceId={offer.serviceId} offerId={offer.id} className="text-sm text-muted" />
          {offer.serviceId === LIMITED_OFFER.serviceId && offerDaysLeft !== null && (
            <p className="mt-1 text-sm font-medium text-orange-700">
              {t('detail.limitedOffer', {
                percent: LIMITED_OFFER.percentOff,
                service: translateText(LIMITED_OFFER.serviceTitle),
                when: offerDaysLeft === 0 ? 'today' : offerDaysLeft === 1 ? 'tomorrow' : 'later',
                days: offerDaysLeft,
              })}
            </p>
          )}
        </div>
        <Link to={intakePath} className={buttonClasses('outline', 'md', 'mt-3 w-full py-2 text-center')}>
          <ClipboardList aria-hidden="true" className="size-4 shrink-0" /> {booking ? t('detail.chooseTime') : t('detail.fillDetails')}
        </Link>
      </Card>

      <section aria-labelledby="how-heading" className="mt-6">
        <SectionHeading id="how-heading">{t('detail.how.heading')}</SectionHeading>
        <ol className="flex flex-col gap-3">
          {offer.processSteps.map((step) => (
            <li key={step.step} className="flex gap-3">
              <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
                {step.step}
              </span>
              <span>
                <span className="block font-medium text-ink">{translateText(step.title)}</span>
                <span className="block text-sm text-muted">{translateText(step.description)}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="included-heading" className="mt-6">
        <SectionHeading id="included-heading">{t('detail.included.heading')}</SectionHeading>
        <ul className="flex flex-col gap-2 text-sm text-ink">
          {offer.whatIncluded.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" /> {translateText(item)}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="breakdown-heading" className="mt-6">
        <SectionHeading id="breakdown-heading">{t('detail.breakdown.heading')}</SectionHeading>
        <OfferQuote offerId={offer.id} serviceId={offer.serviceId} />
      </section>

      <section aria-labelledby="documents-heading" className="mt-6">
        <SectionHeading id="documents-heading">{t('detail.documents.heading')}</SectionHeading>
        <ul className="flex flex-col gap-2 text-sm text-ink">
          {offer.requirements.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" /> {translateText(item)}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="faq-heading" className="mt-6">
        <SectionHeading id="faq-heading">{t('detail.faqs.heading')}</SectionHeading>
        <Accordion items={offer.faqs.map((faq, index) => ({ id: `faq-${index}`, title: translateText(faq.question), content: translateText(faq.answer) }))} />
      </section>

      <section aria-labelledby="help-heading" className="mt-6">
        <Card className="bg-brand-50">
          <h2 id="help-heading" className="font-semibold text-ink">
            {t('detail.help.heading')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('detail.help.text')}</p>
          <Link to="/experts" className={buttonClasses('outline', 'md', 'mt-3')}>
            <MessageCircle aria-hidden="true" className="size-4" /> {t('chatWithExpert')}
          </Link>
        </Card>
      </section>

      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white">
        <div className="mx-auto flex w-full max-w-md gap-2 px-4 py-3">
          {/* Hindi labels are longer: Proceed wraps onto two lines rather than push the bar wider than the screen. */}
          <Link to="/experts" className={buttonClasses('outline', 'md', 'min-h-12 shrink-0')}>
            {t('detail.needHelp')}
          </Link>
          <Button className="min-h-12 min-w-0 flex-1 py-1 text-center" onClick={() => navigate(intakePath)}>
            {t('proceedToPayment')}
          </Button>
        </div>
      </div>
    </Screen>
  );
}

export const Component = ServiceDetailPage;
