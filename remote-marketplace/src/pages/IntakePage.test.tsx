import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { intakeDateBounds } from '@nyaya/shared/rules/marketplace/purchase';
import { intakeDraftsStore } from '@nyaya/shared/stores';
import { installFakeStorage } from '@nyaya/shared/stores/testing/fakeStorage';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';

const loaded = { timeout: 10_000 };

async function fillAll(user: ReturnType<typeof userEvent.setup>, rent = '25000') {
  await user.type(screen.getByLabelText('Landlord name'), 'Ramesh Gupta');
  await user.type(screen.getByLabelText('Tenant name'), 'Anita Rao');
  await user.type(screen.getByLabelText('Property address'), '12 MG Road, Bengaluru');
  await user.type(screen.getByLabelText('Monthly rent (₹)'), rent);
  await user.type(screen.getByLabelText('Start date'), '2025-07-01');
  await fillTerms(user);
}

/** The rental agreement's terms after spec §5's five fields; the tenure keeps its 11 months. */
async function fillTerms(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Security deposit (₹)'), '50000');
  await user.type(screen.getByLabelText('Lock-in period (months)'), '6');
  await user.type(screen.getByLabelText('Notice period (months)'), '1');
  await user.type(screen.getByLabelText('Rent escalation (% per year)'), '5');
  await user.selectOptions(screen.getByLabelText('Furnishing'), 'Semi-furnished');
}

const terms = { securityDeposit: '50000', tenureMonths: '11', lockInMonths: '6', noticeMonths: '1', rentEscalation: '5', furnishing: 'Semi-furnished' };
const filled = {
  landlordName: 'Ramesh Gupta',
  tenantName: 'Anita Rao',
  propertyAddress: '12 MG Road, Bengaluru',
  monthlyRent: '25000',
  startDate: '2025-07-01',
  ...terms,
};

describe('IntakePage', () => {
  beforeAll(() => import('./IntakePage'), 30_000);
  afterEach(() => intakeDraftsStore.reset());

  it('is titled by the service and summarises a known provider', async () => {
    renderRoutes(routes, '/service/rental-agreement/legaldocs-pro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rental Agreement Drafting' }, loaded)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'LegalDocs Pro' })).toBeInTheDocument();
    expect(screen.getByText('₹799')).toBeInTheDocument();
    // What the checkout adds to the fee, by the price rule (no state chosen yet).
    expect(screen.getByText('+ GST + stamp duty')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Rental Agreement Drafting with LegalDocs Pro | Nyaya'));
  });

  it.each([
    ['/service/chat-consultation/lexconnect-chat', '/lawyer-profile/adv.-nandini-rao/book?mode=chat'],
    ['/service/chat-consultation/nyay-mitra', '/lawyer-profile/adv.-arnab-chatterjee/book?mode=chat'],
    ['/service/call-consultation/callcounsel', '/lawyer-profile/adv.-alok-tripathi/book?mode=call'],
    ['/service/chat-consultation/who-knows', '/lawyer-profile/adv.-nandini-rao/book?mode=chat'],
  ])('sends %s to the booking with the provider’s expert, no form', async (path, booking) => {
    const { router } = renderRoutes(routes, path);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(booking), loaded);
    expect(screen.queryByRole('heading', { level: 2, name: 'Consultation details' })).toBeNull();
  });

  it('shows the generic Selected Provider for an unknown provider', async () => {
    renderRoutes(routes, '/service/rental-agreement/who-knows');
    expect(await screen.findByRole('heading', { level: 2, name: 'Selected Provider' }, loaded)).toBeInTheDocument();
    expect(screen.getByText('₹999')).toBeInTheDocument();
    expect(screen.getByText('+ GST + stamp duty')).toBeInTheDocument();
    expect(screen.getByText('24-48 hours')).toBeInTheDocument();
    expect(screen.getByText('(120 reviews)')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Standard drafting')).toBeInTheDocument();
    expect(screen.getByText('Digital delivery')).toBeInTheDocument();
  });

  it('keeps the button disabled until every field is filled, whitespace not counting', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/service/rental-agreement/legaldocs-pro');
    const button = await screen.findByRole('button', { name: 'Fill details to proceed' }, loaded);
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Landlord name'), '   ');
    await user.type(screen.getByLabelText('Tenant name'), 'Anita Rao');
    await user.type(screen.getByLabelText('Property address'), '12 MG Road');
    await user.type(screen.getByLabelText('Monthly rent (₹)'), '25000');
    await user.type(screen.getByLabelText('Start date'), '2025-07-01');
    // Spec §5's five fields are no longer enough: the agreement's terms are asked too.
    expect(button).toBeDisabled();
    await fillTerms(user);
    expect(button).toBeDisabled();
    expect(screen.getByText("Enter the landlord's name.")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Landlord name'), 'Ramesh');
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  });

  it('says so when the rent is not a positive number', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/service/rental-agreement/legaldocs-pro');
    await screen.findByRole('heading', { level: 1 }, loaded);
    await fillAll(user, '-5');
    expect(screen.getByText('Monthly rent must be a positive number of rupees.')).toBeInTheDocument();
    expect(screen.getByLabelText('Monthly rent (₹)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Fill details to proceed' })).toBeDisabled();
  });

  it('keeps the draft per service and provider, so it comes back after a reload', async () => {
    const user = userEvent.setup();
    const first = renderRoutes(routes, '/service/rental-agreement/legaldocs-pro');
    await screen.findByRole('heading', { level: 1 }, loaded);
    await user.type(screen.getByLabelText('Tenant name'), 'Anita <b>Rao</b>');
    expect(intakeDraftsStore.get()['rental-agreement/legaldocs-pro']).toEqual({ tenantName: 'Anita <b>Rao</b>' });
    first.unmount();
    renderRoutes(routes, '/service/rental-agreement/legaldocs-pro');
    expect(await screen.findByLabelText('Tenant name', {}, loaded)).toHaveValue('Anita <b>Rao</b>');
  });

  it('proceeds to the checkout with the service, the offer and the intake', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/service/rental-agreement/quickdraft-legal');
    await screen.findByRole('heading', { level: 1 }, loaded);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' }, loaded)).toBeInTheDocument();
    expect(router.state.location.state).toEqual({
      purchase: {
        serviceId: 'rental-agreement',
        offerId: 'rental-agreement-2',
        intake: {
          landlordName: 'Ramesh Gupta',
          tenantName: 'Anita Rao',
          propertyAddress: '12 MG Road, Bengaluru',
          monthlyRent: '25000',
          startDate: '2025-07-01',
          ...terms,
        },
      },
    });
  });

  it('says the provider was auto-assigned within the budget, and carries the budget to the checkout', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/service/rental-agreement/legaldocs-pro', { autoAssign: { budget: 1500, timeline: 'urgent' } });
    await screen.findByRole('heading', { level: 1 }, loaded);
    expect(screen.getByText('Auto-assigned by AI within your budget of ₹1,500: LegalDocs Pro.')).toBeInTheDocument();
    // The form comes first all the same: Proceed waits for the details.
    expect(screen.getByRole('button', { name: 'Fill details to proceed' })).toBeDisabled();
    act(() => intakeDraftsStore.set({ 'rental-agreement/legaldocs-pro': { ...filled } }));
    // The form re-reads the draft on the store's notice, which a busy run may deliver a tick later.
    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }, loaded));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' }, loaded)).toBeInTheDocument();
    expect(router.state.location.state).toEqual({
      purchase: {
        serviceId: 'rental-agreement',
        offerId: 'rental-agreement-1',
        intake: filled,
        autoAssign: { budget: 1500, timeline: 'urgent' },
      },
    });
    expect(screen.getByText('Auto-assigned by AI')).toBeInTheDocument();
  });

  it.each([
    ['a budget below the minimum', { autoAssign: { budget: 999 } }],
    ['a budget past the ceiling', { autoAssign: { budget: 1e308 } }],
    ['a budget in words', { autoAssign: { budget: '1500' } }],
    ['an unknown timeline', { autoAssign: { budget: 1500, timeline: 'yesterday' } }],
    ['a field it does not know', { autoAssign: { budget: 1500, offerId: 'rental-agreement-3' } }],
    ['an old purchase', { purchase: { serviceId: 'rental-agreement', autoAssign: { budget: 1500 } } }],
  ])('ignores %s in the router state: no notice, no budget in the purchase', async (_what, state) => {
    const user = userEvent.setup();
    // A draft filled in earlier: the form is complete without typing.
    intakeDraftsStore.set({ 'rental-agreement/legaldocs-pro': { ...filled } });
    const { router } = renderRoutes(routes, '/service/rental-agreement/legaldocs-pro', state);
    await screen.findByRole('heading', { level: 1 }, loaded);
    expect(screen.queryByText(/Auto-assigned/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await screen.findByRole('heading', { level: 1, name: 'Checkout' }, loaded);
    expect(router.state.location.state).not.toHaveProperty('purchase.autoAssign');
  });

  it('never auto-assigns the generic Selected Provider', async () => {
    renderRoutes(routes, '/service/rental-agreement/who-knows', { autoAssign: { budget: 1500 } });
    await screen.findByRole('heading', { level: 2, name: 'Selected Provider' }, loaded);
    expect(screen.queryByText(/Auto-assigned/)).not.toBeInTheDocument();
  });

  it('asks for the deposit and the tenure (11 months to start) and keeps the lock-in and notice within it', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/service/rental-agreement/legaldocs-pro');
    await screen.findByRole('heading', { level: 1 }, loaded);
    const tenure = screen.getByLabelText('Tenure (months)');
    expect(tenure).toHaveValue(11);
    expect(tenure).toHaveAccessibleDescription('Usually 11 months: an agreement of 12 months or more must be registered.');
    const deposit = screen.getByLabelText('Security deposit (₹)');
    expect(deposit).toHaveValue(null);
    expect(deposit).toHaveAttribute('min', '0');
    await user.click(deposit);
    await user.tab();
    expect(screen.getByText('Enter the security deposit, or 0 if there is none.')).toBeInTheDocument();
    await user.type(deposit, '0');
    expect(screen.queryByText('Enter the security deposit, or 0 if there is none.')).not.toBeInTheDocument();
    expect(deposit).toHaveAttribute('aria-invalid', 'false');
    await user.type(screen.getByLabelText('Lock-in period (months)'), '12');
    expect(screen.getByText('The lock-in period cannot be longer than the tenure.')).toBeInTheDocument();
    await user.clear(tenure);
    await user.type(tenure, '24');
    expect(screen.queryByText('The lock-in period cannot be longer than the tenure.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Notice period (months)'), '9');
    expect(screen.getByText('Notice period must be between 1 and 6.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fill details to proceed' })).toBeDisabled();
    // The default is not a draft: only what the user typed is kept.
    expect(intakeDraftsStore.get()['rental-agreement/legaldocs-pro']).toMatchObject({ tenureMonths: '24', lockInMonths: '12' });
  });

  it('orders the general service from the generic Selected Provider of an unknown service', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/service/no-such-service/nobody');
    await screen.findByRole('heading', { level: 2, name: 'Selected Provider' }, loaded);
    await user.selectOptions(screen.getByLabelText('Topic'), 'Property and tenancy');
    await user.type(screen.getByLabelText('Your question'), 'My landlord kept the deposit.');
    await user.selectOptions(screen.getByLabelText('Preferred language'), 'Hindi');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' }, loaded)).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ purchase: { serviceId: 'legal-services' } });
    expect(router.state.location.state).not.toHaveProperty('purchase.offerId');
    expect(screen.getByText('Selected Provider')).toBeInTheDocument();
  });

  it.each([
    [
      '/service/affidavit/notary-express',
      'Affidavit Preparation',
      'Affidavit details',
      ["Deponent's full name", 'Purpose', 'What should the affidavit declare?'],
    ],
    [
      '/service/company-registration/startup-filings',
      'Company Incorporation',
      'Company details',
      ['First choice of company name', 'Number of directors', 'State of the registered office'],
    ],
    ['/service/will-drafting/legacy-wills', 'Will Drafting', 'Will details', ['Your full name (testator)', 'Beneficiaries and what each receives']],
    ['/service/legal-services/counsel-connect', 'Legal Services', 'Consultation details', ['Topic', 'Preferred language']],
  ])('asks %s for its own document’s details', async (path, title, heading, labels) => {
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, loaded)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    for (const label of labels) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.queryByLabelText('Landlord name')).not.toBeInTheDocument();
    expect(screen.queryByText(/Tell us about the rental/)).not.toBeInTheDocument();
  });

  it('fills in and orders an incorporation with selects and a count, checked by its own form', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/service/company-registration/startup-filings');
    await screen.findByRole('heading', { level: 1, name: 'Company Incorporation' }, loaded);
    await user.type(screen.getByLabelText('First choice of company name'), 'Chai Labs Private Limited');
    await user.type(screen.getByLabelText('Second choice of company name'), 'Kettle Labs Private Limited');
    await user.selectOptions(screen.getByLabelText('Company type'), 'Private Limited');
    await user.type(screen.getByLabelText('Number of directors'), '16');
    expect(screen.getByText('Number of directors must be between 1 and 15.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Number of directors'));
    await user.type(screen.getByLabelText('Number of directors'), '2');
    await user.selectOptions(screen.getByLabelText('State of the registered office'), 'Karnataka');
    expect(screen.getByRole('button', { name: 'Fill details to proceed' })).toBeDisabled();
    await user.type(screen.getByLabelText('Registered office address'), '14 Residency Road, Bengaluru');
    await user.type(screen.getByLabelText('Authorised capital (₹)'), '100000');
    await user.type(screen.getByLabelText('Main business activity'), 'Packaged tea');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' }, loaded)).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({
      purchase: {
        serviceId: 'company-registration',
        offerId: 'startup-filings',
        intake: {
          proposedName1: 'Chai Labs Private Limited',
          companyType: 'Private Limited',
          directors: '2',
          state: 'Karnataka',
          officeAddress: '14 Residency Road, Bengaluru',
          authorisedCapital: '100000',
          activity: 'Packaged tea',
        },
      },
    });
    // Incorporation is on stamp paper: the registered office's state is the checkout's first guess.
    expect(screen.getByLabelText('State where the document will be used')).toHaveValue('Karnataka');
  });

  it('never lets one service’s draft into another service’s form', async () => {
    const user = userEvent.setup();
    const first = renderRoutes(routes, '/service/affidavit/notary-express');
    await screen.findByRole('heading', { level: 1, name: 'Affidavit Preparation' }, loaded);
    await user.type(screen.getByLabelText("Deponent's full name"), 'Kiran Patil');
    first.unmount();
    renderRoutes(routes, '/service/rental-agreement/legaldocs-pro');
    await screen.findByRole('heading', { level: 1, name: 'Rental Agreement Drafting' }, loaded);
    for (const input of screen.getAllByRole('textbox')) expect(input).toHaveValue('');
    for (const input of screen.getAllByRole('spinbutton')) expect(input).toHaveValue(input.getAttribute('name') === 'tenureMonths' ? 11 : null);
    expect(intakeDraftsStore.get()['affidavit/notary-express']).toEqual({ deponentName: 'Kiran Patil' });
  });

  it('says the draft was not saved when storage is full, and keeps what was typed on the page', async () => {
    const user = userEvent.setup();
    installFakeStorage('full');
    renderRoutes(routes, '/service/rental-agreement/legaldocs-pro');
    await screen.findByRole('heading', { level: 1 }, loaded);
    await user.type(screen.getByLabelText('Tenant name'), 'Anita');
    expect((await screen.findAllByText('Your draft could not be saved on this device', undefined, loaded))[0]).toBeInTheDocument();
    expect(screen.getAllByText(/^Storage is full\./)[0]).toBeInTheDocument();
    expect(screen.getByLabelText('Tenant name')).toHaveValue('Anita');
    expect(localStorage.getItem('nyaya:v1:marketplace:intake-drafts')).toBeNull();
  });

  it('keeps another draft it does not understand while the user types', async () => {
    const user = userEvent.setup();
    const newer = { deponentName: 'Kiran', $v: '3', witnesses: [{ name: 'Uma' }] };
    localStorage.setItem(
      'nyaya:v1:marketplace:intake-drafts',
      JSON.stringify({ 'affidavit/notary-express': newer, 'rental-agreement/legaldocs-pro': { landlordName: 'Ramesh' } }),
    );
    renderRoutes(routes, '/service/rental-agreement/legaldocs-pro');
    expect(await screen.findByLabelText('Landlord name', {}, loaded)).toHaveValue('Ramesh');
    await user.type(screen.getByLabelText('Tenant name'), 'Anita');
    const stored = JSON.parse(localStorage.getItem('nyaya:v1:marketplace:intake-drafts')!);
    expect(stored['affidavit/notary-express']).toEqual(newer);
    expect(stored['rental-agreement/legaldocs-pro']).toMatchObject({ landlordName: 'Ramesh', tenantName: 'Anita' });
  });

  it('limits what each input takes, as the intake rule does', async () => {
    renderRoutes(routes, '/service/rental-agreement/legaldocs-pro');
    await screen.findByRole('heading', { level: 1 }, loaded);
    expect(screen.getByLabelText('Landlord name')).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText('Property address')).toHaveAttribute('maxLength', '500');
    const rent = screen.getByLabelText('Monthly rent (₹)');
    expect(rent).toHaveAttribute('min', '1');
    expect(rent).toHaveAttribute('max', '100000000');
    expect(rent).toHaveAttribute('step', '0.01');
    const { min, max } = intakeDateBounds();
    expect(screen.getByLabelText('Start date')).toHaveAttribute('min', min);
    expect(screen.getByLabelText('Start date')).toHaveAttribute('max', max);
  });

  it('refuses absurd rents and dates, naming the field', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/service/rental-agreement/legaldocs-pro');
    await screen.findByRole('heading', { level: 1 }, loaded);
    await fillAll(user, '1e308');
    expect(screen.getByText('Monthly rent must be at most ₹10,00,00,000.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Monthly rent (₹)'));
    await user.type(screen.getByLabelText('Monthly rent (₹)'), '0.001');
    expect(screen.getByText('Monthly rent must be at least ₹1.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Start date'));
    await user.type(screen.getByLabelText('Start date'), '1900-01-01');
    expect(screen.getByText(/^Start date must be between \d+ \w+ \d{4} and \d+ \w+ \d{4}\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fill details to proceed' })).toBeDisabled();
  });

  it('removes bidirectional controls and zero-width characters as they are typed', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/service/rental-agreement/legaldocs-pro');
    await screen.findByRole('heading', { level: 1 }, loaded);
    await user.type(screen.getByLabelText('Tenant name'), '\u200b\u202e');
    await user.tab();
    expect(screen.getByLabelText('Tenant name')).toHaveValue('');
    expect(screen.getByText("Enter the tenant's name.")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Landlord name'), 'Ram\u202eesh');
    expect(screen.getByLabelText('Landlord name')).toHaveValue('Ramesh');
  });
});
