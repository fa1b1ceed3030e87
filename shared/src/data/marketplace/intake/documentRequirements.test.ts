import { completeIntake, intakeMessages } from '../../../rules/marketplace/purchase/intakeValidation';
import { legalServices } from '../services';
import { serviceContent } from '../services/content';
import { documentRequirements, requirementFields } from './documentRequirements';
import { intakeFormFor, intakeForms } from '.';

const TODAY = new Date('2026-11-23T12:00:00+05:30');

describe('every form asks what its document needs', () => {
  it.each(Object.values(intakeForms).map((form) => [form.id, form] as const))('%s: each field its document needs is a required field', (id, form) => {
    const required = form.fields.filter((field) => !field.optional).map((field) => field.name);
    const needed = documentRequirements[id].requiredFields;
    expect(needed.length).toBeGreaterThan(0);
    expect(needed.filter((name) => !required.includes(name))).toEqual([]);
    // Leaving any one of them out leaves the form incomplete, and names that field (the server's answer too).
    for (const name of needed) {
      const { [name]: _left, ...rest } = form.sample;
      expect(intakeMessages(form, rest, TODAY), name).toHaveProperty(name);
      expect(completeIntake(form, rest, TODAY), name).toBeNull();
    }
  });

  it('has the rental agreement ask for the deposit, the tenure (11 months to start), the lock-in, the notice, the escalation and the furnishing', () => {
    const names = intakeForms.rental.fields.map((field) => field.name);
    for (const name of ['securityDeposit', 'tenureMonths', 'lockInMonths', 'noticeMonths', 'rentEscalation', 'furnishing']) expect(names).toContain(name);
    expect(intakeForms.rental.fields.find((field) => field.name === 'tenureMonths')?.defaultValue).toBe('11');
  });
});

describe('"Documents Required" matches the form', () => {
  it.each(legalServices.map((service) => [service.id, service] as const))('%s', (id, service) => {
    const form = intakeFormFor(service.id);
    const items = requirementFields[id];
    // The detail page's list is exactly the table's, in its order: neither changes alone.
    expect(serviceContent[id].requirements).toEqual(Object.keys(items));
    const fieldNames = form.fields.map((field) => field.name);
    for (const [item, fields] of Object.entries(items)) {
      expect(
        fields.filter((name) => !fieldNames.includes(name)),
        item,
      ).toEqual([]);
      // An item that names details the user types ("Rent, deposit … terms") points at the fields asking them.
      if (/details|terms|name|date|list of|description/i.test(item)) expect(fields.length, item).toBeGreaterThan(0);
    }
  });

  it('names on the rental list every term the form asks', () => {
    const listed = new Set(Object.values(requirementFields['rental-agreement']).flat());
    for (const name of documentRequirements.rental.requiredFields.filter((field) => field !== 'furnishing' && field !== 'startDate'))
      expect(listed).toContain(name);
  });
});
