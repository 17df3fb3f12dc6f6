import { PHONE_PATTERN } from '@/config/constants';

/** Whether the text, spaces around it aside, is a mainland mobile number. */
export const isPhoneNumber = (value: string): boolean => PHONE_PATTERN.test(value.trim());
