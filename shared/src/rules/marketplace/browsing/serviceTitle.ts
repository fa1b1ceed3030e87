const titles: Readonly<Record<string, string>> = {
  'rental-agreement': 'Rental Agreement Drafting',
  affidavit: 'Affidavit Preparation',
  'company-registration': 'Company Incorporation',
};

/** Spec §2: the providers screen's title comes from the service id; any other id reads "Legal Services". */
export const FALLBACK_SERVICE_TITLE = 'Legal Services';

export function serviceTitleFor(serviceId: string | undefined): string {
  if (!serviceId || !Object.hasOwn(titles, serviceId)) return FALLBACK_SERVICE_TITLE;
  return titles[serviceId] ?? FALLBACK_SERVICE_TITLE;
}
