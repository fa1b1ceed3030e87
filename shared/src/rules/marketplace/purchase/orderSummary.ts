import type { OrderDraft } from '../../../types';

/** Spec §9: the price and delivery an order shows when the flow carried none. */
export const DEFAULT_ORDER_PRICE = 1999;
export const DEFAULT_ORDER_DELIVERY = '24-48 hours';

export interface OrderSummary {
  serviceName: string;
  providerName?: string;
  price: number;
  estimatedDelivery: string;
}

/** What the order pages show for a draft, with the spec's defaults filled in. */
export function orderSummary(draft: OrderDraft): OrderSummary {
  return {
    serviceName: draft.serviceName,
    ...(draft.providerName ? { providerName: draft.providerName } : {}),
    price: draft.price ?? DEFAULT_ORDER_PRICE,
    estimatedDelivery: draft.timeframe ?? DEFAULT_ORDER_DELIVERY,
  };
}
