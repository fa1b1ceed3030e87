import { completeIntake, intakeMessages } from '../../../rules/marketplace/purchase/intakeValidation';
import { legalServices } from '../services';
import { intakeFormFor, intakeForms } from '.';

describe('intake forms', () => {
  it.each(Object.values(intakeForms).map((form) => [form.id, form] as const))('%s accepts its own sample', (_, form) => {
    expect(intakeMessages(form, form.sample)).toEqual({});
    expect(completeIntake(form, form.sample)).not.toBeNull();
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
