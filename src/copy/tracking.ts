import { termCopy } from './terms';

/** A parcel's tracking, wherever it is shown (orders, logistics tasks). */
export const trackingCopy = {
  expressCompany: termCopy.expressCompany,
  trackingNo: termCopy.waybillNo,
  noTracking: termCopy.noTracking,
} as const;
