import { intakeFormFor } from '../../../data/marketplace/intake';
import { parseOrderDraft } from './orderDraft';

const intake = { landlordName: 'Ramesh', tenantName: 'Anita', propertyAddress: '12 MG Road', monthlyRent: '25000', startDate: '2025-07-01' };

describe('parseOrderDraft', () => {
  it('accepts what the service detail carries', () => {
    const state = { serviceName: 'Rental Agreement', providerName: 'LegalDocs Pro', price: 799, timeframe: '24 hours', autoAssigned: false };
    expect(parseOrderDraft(state)).toEqual(state);
  });

  it('accepts what the intake form and the Auto Assign dialog carry', () => {
    const fromIntake = { serviceName: 'Rental Agreement', serviceId: 'rental-agreement', offerId: 'rental-agreement-1', providerName: 'LegalDocs Pro', price: 799, intake, autoAssigned: false };
    expect(parseOrderDraft(fromIntake, intakeFormFor)).toEqual(fromIntake);
    expect(parseOrderDraft({ serviceName: 'Affidavit', autoAssigned: true, budget: 1500, timeline: 'urgent' })).toEqual({
      serviceName: 'Affidavit',
      autoAssigned: true,
      budget: 1500,
      timeline: 'urgent',
    });
  });

  it('keeps a well-formed order number and drops unknown keys', () => {
    expect(parseOrderDraft({ serviceName: 'X', autoAssigned: false, orderNumber: 'ORDABC123XYZ', extra: '<script>' })).toEqual({
      serviceName: 'X',
      autoAssigned: false,
      orderNumber: 'ORDABC123XYZ',
    });
  });

  it.each([undefined, null, 'order', 42, [], [{ serviceName: 'X', autoAssigned: false }]])('rejects %j as no state', (value) => {
    expect(parseOrderDraft(value)).toBeNull();
  });

  it.each([
    ['no service name', { autoAssigned: false }],
    ['a blank service name', { serviceName: '   ', autoAssigned: false }],
    ['a huge service name', { serviceName: 'x'.repeat(10_000), autoAssigned: false }],
    ['no autoAssigned flag', { serviceName: 'X' }],
    ['a string flag', { serviceName: 'X', autoAssigned: 'true' }],
    ['a text price', { serviceName: 'X', autoAssigned: false, price: '799' }],
    ['a negative price', { serviceName: 'X', autoAssigned: false, price: -1 }],
    ['an infinite price', { serviceName: 'X', autoAssigned: false, price: Number.POSITIVE_INFINITY }],
    ['a NaN price', { serviceName: 'X', autoAssigned: false, price: Number.NaN }],
    ['a budget below ₹1,000', { serviceName: 'X', autoAssigned: true, budget: 999.99 }],
    ['an unknown timeline', { serviceName: 'X', autoAssigned: true, budget: 1000, timeline: 'yesterday' }],
    ['a bad order number', { serviceName: 'X', autoAssigned: false, orderNumber: 'ORD<img src=x>' }],
    ['an object provider', { serviceName: 'X', autoAssigned: false, providerName: { toString: 'x' } }],
    ['a null timeframe', { serviceName: 'X', autoAssigned: false, timeframe: null }],
    ['an incomplete intake', { serviceName: 'X', serviceId: 'rental-agreement', autoAssigned: false, intake: { ...intake, tenantName: ' ' } }],
    ['an intake with a bad rent', { serviceName: 'X', serviceId: 'rental-agreement', autoAssigned: false, intake: { ...intake, monthlyRent: '-5' } }],
    ['an intake of another service’s form', { serviceName: 'X', serviceId: 'affidavit', autoAssigned: false, intake }],
    ['an intake that is not text', { serviceName: 'X', serviceId: 'rental-agreement', autoAssigned: false, intake: { ...intake, monthlyRent: 25000 } }],
    ['an intake with a hostile key', { serviceName: 'X', autoAssigned: false, intake: { '<img>': 'x' } }],
    ['a service id that is no slug', { serviceName: 'X', serviceId: '<script>', autoAssigned: false }],
    ['an offer id that is no slug', { serviceName: 'X', offerId: 'A B', autoAssigned: false }],
  ])('rejects %s', (_, value) => {
    expect(parseOrderDraft(value, intakeFormFor)).toBeNull();
  });

  it('ignores inherited properties', () => {
    const hostile = Object.create({ serviceName: 'Inherited', autoAssigned: false }) as object;
    expect(parseOrderDraft(hostile)).toBeNull();
  });
});
