import { memberPath } from '@/config/paths';

const SERVICE_ORDER = memberPath('service_order');

/** service_order shows the list, or one order (?id=). */
export const serviceOrderLinks = {
  list: SERVICE_ORDER,
  detail: (orderId: number) => `${SERVICE_ORDER}?${new URLSearchParams({ id: String(orderId) })}`,
};
