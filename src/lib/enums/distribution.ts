import {
  distributionCopy,
  distributionGearCopy,
  distributionStatusCopy,
  expressCompanyCopy,
} from '@/copy';
import { defineEnumeration, neutralTones } from './define-enumeration';

/** SPEC section 3, distribution status: 0 pending audit … 4 pending enabling. */
export const DISTRIBUTION_STATUSES = [0, 1, 2, 3, 4] as const;
export type DistributionStatus = (typeof DISTRIBUTION_STATUSES)[number];

export const distributionStatus = defineEnumeration(DISTRIBUTION_STATUSES, distributionStatusCopy, {
  0: 'progress',
  1: 'success',
  2: 'error',
  3: 'warning',
  4: 'neutral',
});

/** SPEC section 3, distribution centre gear: 6 national down to 1 community/village. */
export const DISTRIBUTION_GEARS = [6, 5, 4, 3, 2, 1] as const;
export type DistributionGear = (typeof DISTRIBUTION_GEARS)[number];

/** A gear is a size, not a state: every gear reads alike. */
export const distributionGear = defineEnumeration(
  DISTRIBUTION_GEARS,
  distributionGearCopy,
  neutralTones(DISTRIBUTION_GEARS),
);

/** Whether a distribution order has been sent: 0 still to send, 1 sent. */
export const DISTRIBUTION_ORDER_SENT = [0, 1] as const;
export type DistributionOrderSent = (typeof DISTRIBUTION_ORDER_SENT)[number];

export const distributionOrderSent = defineEnumeration(
  DISTRIBUTION_ORDER_SENT,
  { 0: distributionCopy.tabToSend, 1: distributionCopy.tabSent },
  { 0: 'warning', 1: 'success' },
);

/** The express companies a parcel can be sent with (docs/api.md); their names are the values sent. */
export const EXPRESS_COMPANIES = expressCompanyCopy;

export const isExpressCompany = (value: string): boolean =>
  (EXPRESS_COMPANIES as readonly string[]).includes(value);
