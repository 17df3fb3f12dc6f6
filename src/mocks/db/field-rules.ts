import { htmlToText } from '@/utils/html-text';

/** The server's own formats of the fields several domains take, whatever the forms accept. */

/** A mainland mobile number: 11 digits, 13 to 19 first. */
export const isMobile = (value: string): boolean => /^1[3-9]\d{9}$/.test(value);

export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** Rich text with visible characters, or an image alone. */
export const hasVisibleContent = (html: string): boolean =>
  htmlToText(html) !== '' || /<img\s/i.test(html);
