import type { ServiceContent, ServiceId } from '../../../../types';
import { consultContent } from './consult';
import { corporateContent } from './corporate';
import { draftingContent } from './drafting';
import { notaryContent } from './notary';
import { personalContent } from './personal';
import { propertyContent } from './property';

/**
 * How each service works, what it includes, what to bring and what people ask: shared by every
 * provider's offer of that service. Typed as a full record, so a service without content does not
 * compile.
 */
export const serviceContent: Readonly<Record<ServiceId, ServiceContent>> = {
  ...consultContent,
  ...draftingContent,
  ...propertyContent,
  ...corporateContent,
  ...notaryContent,
  ...personalContent,
};
