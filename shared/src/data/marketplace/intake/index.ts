import type { IntakeForm, IntakeFormId } from '../../../types';
import { FALLBACK_INTAKE_SERVICE } from '../../../rules/marketplace/purchase/intakeValidation';
import { findLegalService } from '../services';
import { consultationForm, employmentContractForm, gstForm, incorporationForm, legalNoticeForm, trademarkForm } from './businessForms';
import { affidavitForm, attestationForm, marriageForm, registrationForm, rentalForm, saleDeedForm, verificationForm, willForm } from './documentForms';

export { CONSULTATION_LANGUAGES, INDIAN_STATES } from './indianStates';
export { AMOUNT_LIMITS, DATE_RANGE_YEARS, LARGE_AMOUNT_MAX, TEXT_LIMITS } from './limits';

/** Every service's intake form, declared as data (spec §5 for the rental form). */
export const intakeForms: Readonly<Record<IntakeFormId, IntakeForm>> = {
  rental: rentalForm,
  affidavit: affidavitForm,
  incorporation: incorporationForm,
  'sale-deed': saleDeedForm,
  verification: verificationForm,
  registration: registrationForm,
  will: willForm,
  marriage: marriageForm,
  consultation: consultationForm,
  'legal-notice': legalNoticeForm,
  'employment-contract': employmentContractForm,
  gst: gstForm,
  trademark: trademarkForm,
  attestation: attestationForm,
};

/** The form a service asks for; an unknown service id gets the general legal services' form. */
export function intakeFormFor(serviceId: string | undefined): IntakeForm {
  const service = findLegalService(serviceId) ?? findLegalService(FALLBACK_INTAKE_SERVICE);
  return intakeForms[service?.intakeForm ?? 'consultation'];
}
