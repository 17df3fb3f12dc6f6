import { enquiryCategoryCopy } from '@/copy';
import { defineEnumeration, neutralTones } from './define-enumeration';

/** What an enquiry is about (designed). */
export const ENQUIRY_CATEGORIES = ['GOODS', 'ORDER', 'ACCOUNT', 'MEDICAL', 'OTHER'] as const;
export type EnquiryCategory = (typeof ENQUIRY_CATEGORIES)[number];

export const enquiryCategory = defineEnumeration(
  ENQUIRY_CATEGORIES,
  enquiryCategoryCopy,
  neutralTones(ENQUIRY_CATEGORIES),
);
