import { serviceOrderKindCopy } from '@/copy';
import { defineEnumeration, neutralTones } from './define-enumeration';

/** A service order (installation, delivery, upkeep) or an after-sales order of a customer. */
export const SERVICE_ORDER_KINDS = ['SERVICE', 'AFTER'] as const;
export type ServiceOrderKind = (typeof SERVICE_ORDER_KINDS)[number];

export const serviceOrderKind = defineEnumeration(
  SERVICE_ORDER_KINDS,
  serviceOrderKindCopy,
  neutralTones(SERVICE_ORDER_KINDS),
);
