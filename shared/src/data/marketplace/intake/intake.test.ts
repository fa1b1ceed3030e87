import { completeIntake, intakeMessages } from '../../../rules/marketplace/purchase/intakeValidation';
import { legalServices } from '../services';
import { intakeFormFor, intakeForms, TEXT_LIMITS } from '.';

/** The samples' dates must be within five years of this day (the rule's bounds). */
const TODAY = new Date('2026-11-23T12:00:00+05:30');

describe('intake forms', () => {
  it.each(Object.values(intakeForms).map((form) => [form.id, form] as const))('%s accepts its own sample', (_, form) => {
    expect(intakeMessages(form, form.sample, TODAY)).toEqual({});
    expect(completeIntake(form, form.sample, TODAY)).not.toBeNull();
  });

  it.each(Object.values(intakeForms).map((form) => [form.id, form] as const))('%s declares a length limit on every text field', (_, form) => {
    for (const field of form.fields.filter((item) => item.type === 'text' || item.type === 'textarea')) {
      expect(field.maxLength, field.name).toBeGreaterThan(0);
      expect(field.maxLength, field.name).toBeLessThanOrEqual(TEXT_LIMITS.longText);
      if (/Name\d?$/.test(field.name)) expect(field.maxLength, field.name).toBeLessThanOrEqual(TEXT_LIMITS.name);
    }
  });

  it.each(Object.values(intakeForms).map((form) => [form.id, form] as const))('%s declares unique fields, each with a label and a way to fail', (_, form) => {
    const names = form.fields.map((field) => field.name);
    expect(new Set(names).size).toBe(names.length);
    for (const field of form.fields) {
      expect(field.label.trim()).not.toBe('');
      if (!field.optional) expect(field.missing.trim()).not.toBe('');
      if (field.type === 'select') expect(field.options?.length).toBeGreaterThan(1);
    }
    // An empty form is never complete: every form has a required field.
    expect(completeIntake(form, {})).toBeNull();
  });

  it('gives every service a form, and an unknown service the general one', () => {
    for (const service of legalServices) expect(intakeFormFor(service.id).id).toBe(service.intakeForm);
    expect(intakeFormFor('rental-agreement').id).toBe('rental');
    expect(intakeFormFor('company-registration').id).toBe('incorporation');
    expect(intakeFormFor('nope').id).toBe('consultation');
    expect(intakeFormFor('__proto__').id).toBe('consultation');
    expect(intakeFormFor(undefined).id).toBe('consultation');
  });

  it('uses every form', () => {
    expect(new Set(legalServices.map((service) => service.intakeForm))).toEqual(new Set(Object.keys(intakeForms)));
  });
});
