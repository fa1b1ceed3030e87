import { useEffect, useState, type FormEvent } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from '@nyaya/shared/router';
import { getServiceProvider } from '@nyaya/shared/data/marketplace/browsing';
import { serviceTitleFor } from '@nyaya/shared/rules/marketplace/browsing';
import { completeIntake, intakeFieldMessage, intakeProvider } from '@nyaya/shared/rules/marketplace/purchase';
import { intakeDraftsStore, usePersistentStore } from '@nyaya/shared/stores';
import type { OrderDraft, RentalIntake } from '@nyaya/shared/types';
import { Button } from '@nyaya/shared/ui/Button';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { IntakeField } from '../components/IntakeField';
import { IntakeProviderSummary } from '../components/IntakeProviderSummary';

/** An unknown provider (or service) gets the generic Selected Provider of spec §8. */
export async function loader({ params }: LoaderFunctionArgs) {
  const card = await getServiceProvider(params.serviceId, params.providerId);
  return {
    serviceId: params.serviceId ?? '',
    serviceTitle: serviceTitleFor(params.serviceId),
    provider: intakeProvider(card),
    draftKey: `${params.serviceId ?? ''}/${params.providerId ?? ''}`,
  };
}

const fields: { name: keyof RentalIntake; label: string; type: string; maxLength?: number; autoComplete?: string }[] = [
  { name: 'landlordName', label: 'Landlord name', type: 'text', maxLength: 200, autoComplete: 'off' },
  { name: 'tenantName', label: 'Tenant name', type: 'text', maxLength: 200, autoComplete: 'name' },
  { name: 'propertyAddress', label: 'Property address', type: 'text', maxLength: 500, autoComplete: 'street-address' },
  { name: 'monthlyRent', label: 'Monthly rent (₹)', type: 'number' },
  { name: 'startDate', label: 'Start date', type: 'date' },
];

export function IntakePage() {
  const { serviceId, serviceTitle, provider, draftKey } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  // What the user types is a draft per service and provider, kept across reloads (spec §4).
  const [drafts, setDrafts] = usePersistentStore(intakeDraftsStore);
  const draft = drafts[draftKey] ?? {};
  const [touched, setTouched] = useState<Partial<Record<keyof RentalIntake, boolean>>>({});
  // A number input reports letters as "" plus validity.badInput; remember it to say why.
  const [rentBadInput, setRentBadInput] = useState(false);
  // Moving to another provider keeps this page mounted: start its form afresh (its draft stays).
  const [formKey, setFormKey] = useState(draftKey);
  if (formKey !== draftKey) {
    setFormKey(draftKey);
    setTouched({});
    setRentBadInput(false);
  }
  const intake = completeIntake(draft);
  const ready = intake !== null && !rentBadInput;

  useEffect(() => {
    const previous = document.title;
    document.title = `${serviceTitle} with ${provider.name} | Nyaya`;
    return () => {
      document.title = previous;
    };
  }, [serviceTitle, provider.name]);

  function update(name: keyof RentalIntake, value: string) {
    setDrafts((previous) => ({ ...previous, [draftKey]: { ...previous[draftKey], [name]: value } }));
  }

  function messageFor(name: keyof RentalIntake): string | null {
    if (name === 'monthlyRent' && rentBadInput) return 'Monthly rent must be a positive number of rupees.';
    const value = draft[name] ?? '';
    // Empty fields speak up only once visited; a filled-in wrong value speaks up at once.
    if (!touched[name] && value === '') return null;
    return intakeFieldMessage(name, value);
  }

  function proceed(event: FormEvent) {
    event.preventDefault();
    if (!intake || !ready) {
      setTouched({ landlordName: true, tenantName: true, propertyAddress: true, monthlyRent: true, startDate: true });
      return;
    }
    const order: OrderDraft = { serviceName: serviceTitle, providerName: provider.name, price: provider.price, intake, autoAssigned: false };
    navigate('/order-confirmation', { state: order });
  }

  return (
    <Screen className="pb-28">
      <PageHeader
        title={serviceTitle}
        backTo={`/service-providers/${encodeURIComponent(serviceId)}`}
        crumbs={[{ label: 'Marketplace', to: '/marketplace' }, { label: 'Your Details' }]}
        subtitle="Tell us about the rental so your provider can start drafting."
      />

      <IntakeProviderSummary provider={provider} />

      <form onSubmit={proceed} noValidate aria-labelledby="details-heading" className="mt-6">
        <h2 id="details-heading" className="mb-3 text-lg font-semibold text-ink">
          Rental details
        </h2>
        <div className="flex flex-col gap-4">
          {fields.map((field) => (
            <IntakeField
              key={field.name}
              id={`intake-${field.name}`}
              name={field.name}
              label={field.label}
              type={field.type}
              maxLength={field.maxLength}
              autoComplete={field.autoComplete}
              required
              {...(field.type === 'number' ? { inputMode: 'decimal' as const, min: 1, step: 'any' } : {})}
              value={draft[field.name] ?? ''}
              message={messageFor(field.name)}
              onChange={(event) => {
                if (field.name === 'monthlyRent') setRentBadInput(event.target.validity?.badInput ?? false);
                update(field.name, event.target.value);
              }}
              onBlur={() => setTouched((previous) => ({ ...previous, [field.name]: true }))}
            />
          ))}
        </div>

        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white">
          <div className="mx-auto w-full max-w-md px-4 py-3">
            <Button type="submit" size="lg" className="w-full" disabled={!ready}>
              {ready ? 'Proceed to Payment' : 'Fill details to proceed'}
            </Button>
          </div>
        </div>
      </form>
    </Screen>
  );
}

export const Component = IntakePage;
