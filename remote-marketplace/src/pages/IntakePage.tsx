import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from '@nyaya/shared/router';
import { Sparkles } from 'lucide-react';
import { intakeFormFor } from '@nyaya/shared/data/marketplace/intake';
import { consultationBookingOf, consultationBookingPath, findProviderOffer } from '@nyaya/shared/data/marketplace/offers';
import { findLegalService } from '@nyaya/shared/data/marketplace/services';
import { formatINR } from '@nyaya/shared/format';
import { serviceTitleFor } from '@nyaya/shared/rules/marketplace/browsing';
import { completeIntake, FALLBACK_INTAKE_SERVICE, intakeDefaults, intakeMessages, intakeProvider } from '@nyaya/shared/rules/marketplace/purchase';
import { intakeDraftsStore, usePersistentStore, type CheckoutPurchase } from '@nyaya/shared/stores';
import type { IntakeField as Field } from '@nyaya/shared/types';
import { Button } from '@nyaya/shared/ui/Button';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { carriedAutoAssign } from '../checkout/autoAssign';
import { IntakeField } from '../components/IntakeField';
import { IntakeProviderSummary } from '../components/IntakeProviderSummary';
import { translateText, useT } from '../i18n';
import { providerName } from '../components/providerName';
import { defineTexts, ensureCatalogs, targetLocale } from '@nyaya/shared/i18n';
import { marketplaceBrowseTexts } from '@nyaya/shared/data/marketplace/texts';
import { marketplaceDetailTexts, marketplaceServiceTexts } from '@nyaya/shared/data/marketplace/detailTexts';

// This page shows an offer's card texts and its service's form (fields, states): the marketplace's
// first screen downloads neither; the host waits for the cards' (federation/areaRoutes), the
// loader for the service's details (those of every service for an unknown one).
defineTexts(marketplaceBrowseTexts);

/**
 * The service picks the form (each service asks what its document needs); a provider that does not
 * offer this service is the generic Selected Provider of spec §8.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const offer = findProviderOffer(params.serviceId, params.providerId);
  // A chat or call consultation has no form: it is booked with the provider's expert (one flow, one price).
  const booking = consultationBookingOf(offer?.id, params.serviceId);
  if (booking) throw new Response(null, { status: 302, headers: { Location: consultationBookingPath(booking) } });
  const service = findLegalService(params.serviceId);
  defineTexts(service ? marketplaceServiceTexts(service.id) : marketplaceDetailTexts);
  // A failed download leaves the form in English rather than stopping the page.
  await ensureCatalogs(targetLocale()).catch(() => undefined);
  return {
    serviceId: service?.id,
    serviceTitle: service?.title ?? serviceTitleFor(params.serviceId),
    form: intakeFormFor(params.serviceId),
    provider: intakeProvider(offer),
    draftKey: `${params.serviceId ?? ''}/${params.providerId ?? ''}`,
  };
}

export function IntakePage() {
  const t = useT();
  const { serviceId, serviceTitle, form, provider, draftKey } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const location = useLocation();
  // Auto Assign chose this provider within a budget: the form comes first all the same, and the
  // budget goes on with the purchase. Only a real offer is auto-assigned; a forged state is ignored.
  const autoAssign = provider.offerId ? carriedAutoAssign(location.state) : undefined;
  // What the user types is a draft per service and provider, kept across reloads; each form reads
  // only its own fields, so one service's draft never shows in another's form.
  const [drafts, setDrafts] = usePersistentStore(intakeDraftsStore);
  // A form starts from its defaults (the rental agreement's 11 months); what the user typed wins.
  const draft = { ...intakeDefaults(form), ...drafts[draftKey] };
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  // A number input reports letters as "" plus validity.badInput; remember it to say why.
  const [badInput, setBadInput] = useState<Record<string, boolean>>({});
  // Moving to another provider keeps this page mounted: start its form afresh (its draft stays).
  const [formKey, setFormKey] = useState(draftKey);
  if (formKey !== draftKey) {
    setFormKey(draftKey);
    setTouched({});
    setBadInput({});
  }
  const intake = completeIntake(form, draft);
  // One rule for the whole form: a field's own limits and the bounds between fields (a lock-in
  // no longer than the tenure), as the server checks them.
  const messages = intakeMessages(form, draft);
  const ready = intake !== null && !Object.values(badInput).some(Boolean);

  const pageTitle = t('intake.documentTitle', { service: translateText(serviceTitle), provider: providerName(provider.name) });
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle;
    return () => {
      document.title = previous;
    };
  }, [pageTitle]);

  // The same two functions on every render, so a keystroke re-renders only its own field (IntakeField
  // is memoised): re-rendering all of the rental form's fields per key held each key 25–75 ms on
  // a 4x-slowed phone (issue 22, INP).
  const update = useCallback(
    (field: Field, value: string, isBadInput: boolean) => {
      setBadInput((previous) => (previous[field.name] === isBadInput ? previous : { ...previous, [field.name]: isBadInput }));
      setDrafts((previous) => ({ ...previous, [draftKey]: { ...previous[draftKey], [field.name]: value } }));
    },
    [draftKey, setDrafts],
  );
  const visit = useCallback((field: Field) => setTouched((previous) => (previous[field.name] ? previous : { ...previous, [field.name]: true })), []);

  function messageFor(field: Field): string | null {
    if (badInput[field.name]) return field.type === 'count' ? t('intake.badCount') : t('intake.badAmount');
    const value = draft[field.name] ?? '';
    // Empty fields speak up only once visited; a filled-in wrong value speaks up at once.
    if (!touched[field.name] && value === '') return null;
    return messages[field.name] ?? null;
  }

  function proceed(event: FormEvent) {
    event.preventDefault();
    if (!intake || !ready) {
      setTouched(Object.fromEntries(form.fields.map((field) => [field.name, true])));
      return;
    }
    const purchase: CheckoutPurchase = {
      serviceId: serviceId ?? FALLBACK_INTAKE_SERVICE,
      ...(provider.offerId ? { offerId: provider.offerId } : {}),
      intake,
      ...(autoAssign ? { autoAssign } : {}),
    };
    navigate('/checkout', { state: { purchase } });
  }

  return (
    <Screen className="pb-28">
      <PageHeader
        title={translateText(serviceTitle)}
        crumbs={[{ label: t('crumbs.marketplace'), to: '/marketplace' }, { label: t('intake.crumb') }]}
        subtitle={translateText(form.intro)}
      />

      <IntakeProviderSummary provider={provider} serviceId={serviceId ?? FALLBACK_INTAKE_SERVICE} />
      {autoAssign && (
        <p className="mt-3 flex items-start gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-800">
          <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('intake.autoAssigned', { provider: providerName(provider.name), budget: formatINR(autoAssign.budget) })}
        </p>
      )}

      <form onSubmit={proceed} noValidate aria-labelledby="details-heading" className="mt-6">
        <h2 id="details-heading" className="mb-3 text-lg font-semibold text-ink">
          {translateText(form.heading)}
        </h2>
        <div className="flex flex-col gap-4">
          {form.fields.map((field) => (
            <IntakeField
              key={`${form.id}-${field.name}`}
              id={`intake-${field.name}`}
              field={field}
              value={draft[field.name] ?? ''}
              message={messageFor(field)}
              onValueChange={update}
              onVisit={visit}
            />
          ))}
        </div>

        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white">
          <div className="mx-auto w-full max-w-md px-4 py-3">
            <Button type="submit" size="lg" className="w-full py-1 text-center" disabled={!ready}>
              {ready ? t('proceedToPayment') : t('intake.fillDetails')}
            </Button>
          </div>
        </div>
      </form>
    </Screen>
  );
}

export const Component = IntakePage;
